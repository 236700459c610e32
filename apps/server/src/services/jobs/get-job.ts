import { eq } from 'drizzle-orm';
import type { Job } from '@hireloop/shared';
import { jobs, users, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { employerOfJob, jobSelection } from './job-columns';
import { toJob } from './to-job';

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
  const [row] = await ctx.db
    .select(jobSelection(viewerId))
    .from(jobs)
    .innerJoin(users, employerOfJob)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) return null;
  const hidden = row.isClosed || row.deletedAt !== null;
  if (!hidden) return toJob(row);
  const isOwner = viewerId !== null && row.employerId === viewerId && row.deletedAt === null;
  const applied = row.applicationStatus !== null;
  return isOwner || applied ? toJob(row) : null;
}
