import { and, desc, eq, isNull } from 'drizzle-orm';
import { jobMessages, type SavedJobRecord } from '@hireloop/shared';
import { jobs, savedJobs, users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { getJobForViewer } from './get-job';
import { employerOfJob, jobSelection } from './job-columns';
import { toJob } from './to-job';

/** Saving twice is the same as saving once. */
export async function saveJob(ctx: ServiceContext, user: UserRow, jobId: string): Promise<void> {
  const job = await getJobForViewer(ctx, jobId, user);
  if (!job || job.isRemoved) throw notFound(jobMessages.jobNotFound);
  await ctx.db
    .insert(savedJobs)
    .values({ userId: user.id, jobId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
}

export async function unsaveJob(ctx: ServiceContext, user: UserRow, jobId: string): Promise<void> {
  await ctx.db.delete(savedJobs).where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, jobId)));
}

/** The user's saved jobs, newest first; jobs since deleted drop out. */
export async function listSavedJobs(ctx: ServiceContext, user: UserRow): Promise<SavedJobRecord[]> {
  const rows = await ctx.db
    .select({ savedId: savedJobs.id, savedAt: savedJobs.createdAt, job: jobSelection(user.id) })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(users, employerOfJob)
    .where(and(eq(savedJobs.userId, user.id), isNull(jobs.deletedAt)))
    .orderBy(desc(savedJobs.createdAt));
  return rows.map((row) => ({
    _id: row.savedId,
    savedAt: row.savedAt.toISOString(),
    job: toJob(row.job),
  }));
}
