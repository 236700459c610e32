import { queryRows } from '../../db/client';
import { sql } from 'drizzle-orm';
import type { Job } from '@hireloop/shared';
import type { UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { jobColumns, jobsFrom } from './job-columns';
import { toJob, type JobQueryRow } from './to-job';

/**
 * Whether `id` can be a job id at all (a UUID). Anything else is simply no job: checking first
 * keeps malformed ids such as 36 dashes from reaching PostgreSQL's uuid parser (a 500).
 */
export const isJobId = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * One job as `viewer` may see it: an open job to anyone; a closed or deleted one only to its
 * owner and to people who applied to it. Null otherwise, so the route answers 404.
 */
export async function getJobForViewer(
  ctx: ServiceContext,
  jobId: string,
  viewer: UserRow | null,
): Promise<Job | null> {
  if (!isJobId(jobId)) return null;
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
