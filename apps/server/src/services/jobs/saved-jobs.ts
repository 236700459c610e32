import { queryRows } from '../../db/client';
import { and, eq, sql } from 'drizzle-orm';
import { jobMessages, type SavedJobRecord } from '@hireloop/shared';
import { savedJobs, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { getJobForViewer } from './get-job';
import { jobColumns, jobsFrom } from './job-columns';
import { toJob, type JobQueryRow } from './to-job';

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
  const rows = await queryRows<JobQueryRow & { saved_id: string; saved_at: Date | string }>(
    ctx.db,

    sql`select s.id as saved_id, s.created_at as saved_at, ${jobColumns(user.id)}
        from saved_jobs s join ${jobsFrom} on j.id = s.job_id
        where s.user_id = ${user.id} and j.deleted_at is null
        order by s.created_at desc`,
  );
  return rows.map((row) => ({
    _id: row.saved_id,
    savedAt: new Date(row.saved_at).toISOString(),
    job: toJob(row),
  }));
}
