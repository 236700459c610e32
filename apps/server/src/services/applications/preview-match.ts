import { jobMessages, type MatchResult } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { applications, jobs, type UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { scoreFor } from './compute-score';
import { and } from 'drizzle-orm';

/**
 * "How you match": the signed-in job seeker's score for a job they can see. After applying, the
 * score stored on the application (what the employer sees) is answered.
 */
export async function previewMatch(
  ctx: ServiceContext,
  user: UserRow,
  jobId: string,
): Promise<MatchResult & { applied: boolean }> {
  if (user.role !== 'jobseeker') throw forbidden(jobMessages.notOwner);
  const job = await ctx.db.query.jobs.findFirst({ where: eq(jobs.id, jobId) });
  if (!job) throw notFound(jobMessages.jobNotFound);
  const application = await ctx.db.query.applications.findFirst({
    where: and(eq(applications.jobId, jobId), eq(applications.applicantId, user.id)),
  });
  if ((job.isClosed || job.deletedAt) && !application) throw notFound(jobMessages.jobNotFound);
  if (application?.matchScore != null && application.matchBreakdown) {
    return { score: application.matchScore, breakdown: application.matchBreakdown, applied: true };
  }
  return { ...scoreFor(job, user, ctx.clock.now()), applied: Boolean(application) };
}
