import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { jobMessages, SAVED_JOBS_MAX, type SavedJobRecord } from '@hireloop/shared';
import { jobs, savedJobs, users, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { getJobForViewer } from './get-job';
import { employerOfJob, jobSummarySelection } from './job-columns';
import { toJobSummary } from './to-job';

/** The saved jobs the list shows and the cap counts: those whose job was not deleted. */
const savedBy = (user: UserRow) => and(eq(savedJobs.userId, user.id), isNull(jobs.deletedAt));

/**
 * Saving twice is the same as saving once. A job seeker keeps at most SAVED_JOBS_MAX saved jobs
 * (docs/security.md DM1): one more is refused with 409 until one is removed. The user row is locked
 * so two saves at once cannot both pass the count.
 */
export async function saveJob(ctx: ServiceContext, user: UserRow, jobId: string): Promise<void> {
  const job = await getJobForViewer(ctx, jobId, user);
  if (!job || job.isRemoved) throw notFound(jobMessages.jobNotFound);
  if (job.isSaved) return;
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [saved] = await tx
      .select({ n: count() })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(savedBy(user));
    if (Number(saved?.n ?? 0) >= SAVED_JOBS_MAX) throw conflict(jobMessages.savedJobsFull);
    await tx
      .insert(savedJobs)
      .values({ userId: user.id, jobId, createdAt: ctx.clock.now() })
      .onConflictDoNothing();
  });
}

export async function unsaveJob(ctx: ServiceContext, user: UserRow, jobId: string): Promise<void> {
  await ctx.db.delete(savedJobs).where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, jobId)));
}

/**
 * The user's saved jobs, newest first, as cards; jobs since deleted drop out. At most
 * SAVED_JOBS_MAX, also for a list saved before there was a cap.
 */
export async function listSavedJobs(ctx: ServiceContext, user: UserRow): Promise<SavedJobRecord[]> {
  const rows = await ctx.db
    .select({ savedId: savedJobs.id, savedAt: savedJobs.createdAt, job: jobSummarySelection(user.id) })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(users, employerOfJob)
    .where(savedBy(user))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.id))
    .limit(SAVED_JOBS_MAX);
  return rows.map((row) => ({
    _id: row.savedId,
    savedAt: row.savedAt.toISOString(),
    job: toJobSummary(row.job),
  }));
}
