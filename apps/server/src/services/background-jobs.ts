import type { NewJob } from '../lib/background-work';
import type { Mail } from '../lib/mailer';
import type { ScoreScope } from './applications/compute-score';
import type { ResumeTextTarget } from './profile/resume-text-target';

// What a change enqueues, in its own transaction; background-handlers.ts runs it.

/** The kinds of background work, each with the key that makes enqueuing it idempotent (ADR 0015). */
export const MAIL = 'mail';
export const SCORES = 'scores';
export const REMOVE_FILES = 'files:remove';
export const RESUME_TEXT = 'resume:text';
export const RESUME_TEXT_ATTEMPTS = 5;

/**
 * A mail to send once; `key` names the message (`reset:<token hash>`), never a recipient alone.
 * `JOB_PRIORITY.urgent` for a mail someone waits for (a sign-up code, a reset link).
 */
export function mailJob(key: string, mail: Mail, priority?: number): NewJob {
  return { kind: MAIL, key: `mail:${key}`, payload: mail, maxAttempts: 8, priority };
}

/** The stored scores of a job's or an applicant's applications, recomputed after a change. */
export function scoresJob(scope: ScoreScope): NewJob {
  const key = scope.jobId ? `scores:job:${scope.jobId}` : `scores:applicant:${scope.applicantId}`;
  return { kind: SCORES, key, payload: scope, maxAttempts: 5, repeatable: true };
}

/**
 * Stored files to remove once the change that freed them has committed (a deleted account's resume
 * and pictures); removing a file that is already gone succeeds, so a retry is harmless.
 */
export function removeFilesJob(key: string, storageKeys: string[]): NewJob {
  return { kind: REMOVE_FILES, key: `files:${key}`, payload: { keys: storageKeys }, maxAttempts: 8 };
}

/**
 * A resume stored without text because the readers were busy, read again later (security review
 * DI1); the key names the stored file, so a replaced resume's job finds nothing to do.
 */
export function resumeTextJob(target: ResumeTextTarget): NewJob {
  return {
    kind: RESUME_TEXT,
    key: `resume-text:${target.resumeKey}`,
    payload: target,
    maxAttempts: RESUME_TEXT_ATTEMPTS,
  };
}
