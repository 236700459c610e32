import { and, eq } from 'drizzle-orm';
import { jobMessages, WITHDRAWN_STATUS, type MatchResult } from '@hireloop/shared';
import { applications, jobs, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { scoreFor } from './compute-score';

/**
 * "How you match": the signed-in job seeker's score for a job they can see. After applying, the
 * score stored on the application (what the employer sees) is answered; after withdrawing, the
 * preview again, since applying again scores anew.
 */
export async function previewMatch(
  ctx: ServiceContext,
  user: UserRow,
  jobId: string,
): Promise<MatchResult & { applied: boolean }> {
  const job = await ctx.db.query.jobs.findFirst({ where: eq(jobs.id, jobId) });
  if (!job) throw notFound(jobMessages.jobNotFound);
  const application = await ctx.db.query.applications.findFirst({
    where: and(eq(applications.jobId, jobId), eq(applications.applicantId, user.id)),
  });
  if ((job.isClosed || job.deletedAt) && !application) throw notFound(jobMessages.jobNotFound);
  const active = application?.status === WITHDRAWN_STATUS ? undefined : application;
  if (active?.matchScore != null && active.matchBreakdown) {
    return { score: active.matchScore, breakdown: active.matchBreakdown, applied: true };
  }
  return { ...scoreFor(job, user, ctx.clock.now()), applied: Boolean(active) };
}
