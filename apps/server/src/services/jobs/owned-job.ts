import { eq } from 'drizzle-orm';
import { jobMessages } from '@hireloop/shared';
import { jobs, type JobRow, type UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';

/** What the owner check reads of a job, and what an application shows of it: not its text or search vector. */
export const jobSummaryColumns = {
  id: jobs.id,
  title: jobs.title,
  location: jobs.location,
  type: jobs.type,
  category: jobs.category,
  companyName: jobs.companyName,
  isClosed: jobs.isClosed,
  deletedAt: jobs.deletedAt,
  employerId: jobs.employerId,
};
export type JobSummary = Pick<JobRow, keyof typeof jobSummaryColumns>;

/**
 * The one ownership check of a job, called by every service that acts on a job as its employer
 * (edit, close, delete, list its applicants). The route has already checked the role. Deleting is
 * final for the employer (docs/product.md, "Job status"), so a deleted job is answered like one
 * that never existed: 404. Someone else's job: 403.
 */
export async function ownedJob(ctx: ServiceContext, employer: UserRow, jobId: string): Promise<JobSummary> {
  const [job] = await ctx.db.select(jobSummaryColumns).from(jobs).where(eq(jobs.id, jobId));
  if (!job || job.deletedAt) throw notFound(jobMessages.jobNotFound);
  if (job.employerId !== employer.id) throw forbidden(jobMessages.notOwner);
  return job;
}
