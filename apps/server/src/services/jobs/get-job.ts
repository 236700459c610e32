import { queryRows } from '../../db/client';
import { sql } from 'drizzle-orm';
import type { Job } from '@hireloop/shared';
import type { UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { jobColumns, jobsFrom } from './job-columns';
import { toJob, type JobQueryRow } from './to-job';

/**
 * One job as `viewer` may see it: an open job to anyone; a closed or deleted one only to its
 * owner and to people who applied to it. Null otherwise, so the route answers 404.
 */
export async function getJobForViewer(
  ctx: ServiceContext,
  jobId: string,
  viewer: UserRow | null,
): Promise<Job | null> {
  const viewerId = viewer?.id ?? null;
  const rows = await queryRows<JobQueryRow>(
    ctx.db,

    sql`select ${jobColumns(viewerId)} from ${jobsFrom} where j.id = ${jobId} limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const hidden = row.is_closed || row.deleted_at !== null;
  if (!hidden) return toJob(row);
  const isOwner = viewerId !== null && row.employer_id === viewerId && row.deleted_at === null;
  const applied = row.application_status !== null && row.application_status !== undefined;
  return isOwner || applied ? toJob(row) : null;
}
