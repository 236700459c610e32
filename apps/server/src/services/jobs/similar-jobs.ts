import { sql } from 'drizzle-orm';
import { SIMILAR_JOBS_LIMIT, type JobSummary } from '@hireloop/shared';
import { queryRows } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { getJobForViewer } from './get-job';
import { fromSearchRow, searchJobColumns, searchJobsFrom } from './job-columns';
import { prepareSearch } from '../search';
import { toJobSummary } from './to-job';

/**
 * Open jobs like `jobId`, as the search would rank its title and key skills typed as keywords.
 * Any of the words is enough (the search's partial pass: every word would only find the job itself),
 * jobs with more of them first; among those, the job's own category first. Null when `viewer` may
 * not see the job, so the route answers 404 by the same rules as the job itself.
 */
export async function similarJobs(
  ctx: ServiceContext,
  jobId: string,
  viewer: UserRow | null,
): Promise<JobSummary[] | null> {
  const job = await getJobForViewer(ctx, jobId, viewer);
  if (!job) return null;
  const keyword = [job.title, ...job.keySkills].join(' ').slice(0, 200);
  const search = await prepareSearch(
    ctx.db,
    { keyword, page: 1, pageSize: SIMILAR_JOBS_LIMIT },
    ctx.clock.now(),
    'any',
  );
  if (search.plan.units.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select ${searchJobColumns(viewer?.id ?? null)} from ${searchJobsFrom}
        where ${search.where} and j.id <> ${job._id}
        order by (j.category = ${job.category}) desc, ${search.orderBy('relevance')}
        limit ${SIMILAR_JOBS_LIMIT}`,
  );
  return rows.map((r) => toJobSummary(fromSearchRow(r)));
}
