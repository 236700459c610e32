import { and, eq, isNull } from 'drizzle-orm';
import { applicationMessages, jobMessages, MATCH_SCORE_VERSION } from '@hireloop/shared';
import { applicationEvents, applications, jobs, type UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { scoreFor } from './compute-score';
import { getApplicationForApplicant } from './list-applications';

/**
 * A job seeker applies: identity check done, a resume on the profile, the job open, once per
 * job. The match score is computed and stored now. The route checks the role (decision 0014).
 */
export async function applyToJob(ctx: ServiceContext, applicant: UserRow, jobId: string) {
  if (!applicant.kycCompleted) throw forbidden(applicationMessages.kycRequired);
  const job = await ctx.db.query.jobs.findFirst({ where: and(eq(jobs.id, jobId), isNull(jobs.deletedAt)) });
  if (!job) throw notFound(jobMessages.jobNotFound);
  if (job.isClosed) throw badRequest(applicationMessages.jobClosed);
  if (!applicant.resume) throw badRequest(applicationMessages.noResume);

  const now = ctx.clock.now();
  const { score, breakdown } = scoreFor(job, applicant, now);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        jobId,
        applicantId: applicant.id,
        status: 'Applied',
        matchScore: score,
        matchBreakdown: breakdown,
        scoreVersion: MATCH_SCORE_VERSION,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!row) throw conflict(applicationMessages.alreadyApplied);
    await tx.insert(applicationEvents).values({
      applicationId: row.id,
      actorId: applicant.id,
      fromStatus: null,
      toStatus: 'Applied',
      createdAt: now,
    });
    return row.id;
  });
  return getApplicationForApplicant(ctx, applicant, id);
}
