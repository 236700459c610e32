import type { JobHandler } from '../lib/background-work';
import { type Mail, messageIdFor } from '../lib/mailer';
import { recomputeScores, type ScoreScope } from './applications/compute-score';
import { MAIL, REMOVE_FILES, RESUME_TEXT, RESUME_TEXT_ATTEMPTS, SCORES } from './background-jobs';
import type { ServiceContext } from './context';
import { resumeTextTarget } from './profile/resume-text-target';
import { retryResumeText } from './profile/retry-resume-text';

/** What runs each kind of background work that background-jobs.ts enqueues. */
export function backgroundHandlers(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'mailer' | 'storage' | 'extractText' | 'log'>,
) {
  const handlers: Record<string, JobHandler> = {
    [MAIL]: (payload, job) =>
      ctx.mailer.send({ ...(payload as Mail), messageId: messageIdFor(job.key, ctx.config.mailFrom) }),
    [SCORES]: async (payload) => {
      await recomputeScores(ctx.db, payload as ScoreScope, ctx.clock.now());
    },
    [REMOVE_FILES]: async (payload) => {
      for (const key of (payload as { keys: string[] }).keys) await ctx.storage.remove(key);
    },
    [RESUME_TEXT]: (payload, job) =>
      retryResumeText(ctx, resumeTextTarget.parse(payload), job.attempts >= RESUME_TEXT_ATTEMPTS),
  };
  return handlers;
}
