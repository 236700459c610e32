import { sql } from 'drizzle-orm';
import { RECENT_VIEWS_KEPT, RECENTLY_VIEWED_LIMIT, type JobSummary } from '@hireloop/shared';
import { queryRows } from '../../db/client';
import { jobViews, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { getJobForViewer } from './get-job';
import { fromSearchRow, searchJobColumns, searchJobsFrom } from './job-columns';
import { toJobSummary } from './to-job';

/**
 * Notes that `seeker` opened the job: one row per job, its time renewed on every view, and only the
 * newest RECENT_VIEWS_KEPT kept. Null when the seeker may not see the job (the route answers 404).
 */
export async function recordJobView(
  ctx: ServiceContext,
  seeker: UserRow,
  jobId: string,
): Promise<Date | null> {
  if (!(await getJobForViewer(ctx, jobId, seeker))) return null;
  const viewedAt = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(jobViews)
      .values({ userId: seeker.id, jobId, viewedAt })
      .onConflictDoUpdate({ target: [jobViews.userId, jobViews.jobId], set: { viewedAt } });
    await tx.execute(
      sql`delete from job_views where user_id = ${seeker.id} and job_id not in (
            select job_id from job_views where user_id = ${seeker.id}
            order by viewed_at desc, job_id limit ${RECENT_VIEWS_KEPT})`,
    );
  });
  return viewedAt;
}

/**
 * The seeker's last viewed jobs, newest first. Closed and deleted jobs are left out: the strip is a
 * way back to jobs one may still apply to, and a job that reopens comes back.
 */
export async function recentlyViewedJobs(ctx: ServiceContext, seeker: UserRow): Promise<JobSummary[]> {
  const rows = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select ${searchJobColumns(seeker.id)} from ${searchJobsFrom}
        join job_views v on v.job_id = j.id and v.user_id = ${seeker.id}
        where j.is_closed = false and j.deleted_at is null
        order by v.viewed_at desc, j.id limit ${RECENTLY_VIEWED_LIMIT}`,
  );
  return rows.map((r) => toJobSummary(fromSearchRow(r)));
}
