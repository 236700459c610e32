import { and, eq } from 'drizzle-orm';
import type { ResumeTextStatus } from '@hireloop/shared';
import { users } from '../../db/schema';
import { enqueueJob } from '../../lib/background-work';
import { readAll } from '../../lib/storage';
import { scoresJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import type { ResumeKind } from '../files/detect-type';
import type { ExtractFailure, ExtractResult } from '../files/text-limits';
import type { ResumeTextTarget } from './resume-text-target';

/** The first try waits this long after the upload, so the rush that filled the workers can pass. */
export const RESUME_TEXT_RETRY_DELAY_MS = 30_000;

/**
 * At upload, a file the workers had no room or time for may be read later: waiting in the queue
 * counts against its deadline. Background tries do not queue (`queue: false`), so for them only
 * `busy` is worth another try; a `timeout` there had a worker for the whole deadline (a bomb gets
 * two deadlines in all, never more).
 */
export const RETRY_AFTER_UPLOAD: ReadonlySet<ExtractFailure> = new Set(['busy', 'timeout']);
const RETRY_IN_BACKGROUND: ReadonlySet<ExtractFailure> = new Set(['busy']);
const NO_RETRY: ReadonlySet<ExtractFailure> = new Set();

/** What an extraction means for the resume; a file read without any text (a scan) has none to use. */
export function textStatusOf(result: ExtractResult, retry: ReadonlySet<ExtractFailure>): ResumeTextStatus {
  if (result.failure) return retry.has(result.failure) ? 'pending' : 'unreadable';
  return result.text.trim() ? 'read' : 'unreadable';
}

class ReadersBusy extends Error {
  constructor() {
    super('the resume text readers are all busy');
  }
}

/**
 * Reads the text of a resume stored while the readers were busy, with the upload's limits, then
 * saves it and rescores the owner's applications. Throws while the readers stay busy, so the job is
 * retried with backoff; on its last attempt the resume is marked unreadable instead, so it is never
 * left pending. A resume replaced or deleted meanwhile is left alone.
 */
export async function retryResumeText(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'storage' | 'extractText' | 'log'>,
  target: ResumeTextTarget,
  lastAttempt: boolean,
): Promise<void> {
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, target.userId) });
  if (!user?.resume || user.resumeKey !== target.resumeKey || user.resume.textStatus !== 'pending') return;
  const file = await ctx.storage.get(target.resumeKey);
  if (!file) return;
  const kind = target.resumeKey.split('.').pop() as ResumeKind;
  const result = await ctx.extractText(await readAll(file), kind, undefined, { queue: false });
  const textStatus = textStatusOf(result, lastAttempt ? NO_RETRY : RETRY_IN_BACKGROUND);
  if (textStatus === 'pending') throw new ReadersBusy();
  if (result.failure) ctx.log.warn({ userId: user.id, reason: result.failure }, 'resume text not extracted');
  await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(users)
      .set({ resume: { ...user.resume!, textStatus }, resumeText: result.text })
      .where(and(eq(users.id, user.id), eq(users.resumeKey, target.resumeKey)))
      .returning({ id: users.id });
    if (saved && textStatus === 'read') {
      await enqueueJob(tx, scoresJob({ applicantId: user.id }), ctx.clock.now());
    }
  });
}
