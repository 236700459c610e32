import { and, eq, isNull } from 'drizzle-orm';
import {
  applicationMessages,
  jobMessages,
  MATCH_SCORE_VERSION,
  WITHDRAWN_STATUS,
  type ApplyBody,
} from '@hireloop/shared';
import type { Db } from '../../db/client';
import { applicationEvents, applications, jobs, type UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { addNotification } from '../notifications/add-notification';
import { scoreFor } from './compute-score';
import { eventTime } from './event-time';
import { getApplicationForApplicant } from './list-applications';

/**
 * A job seeker applies: identity check done, a resume on the profile, the job open, once per
 * job, with an optional note to the employer. The match score is computed and stored now. After
 * withdrawing, applying again reuses the one application of the job (back to Applied, a new
 * score and note, an event in its history; decision 0019). Either way the employer gets a
 * notification with the application (decision 0024). The route checks the role (decision 0014).
 */
export async function applyToJob(
  ctx: ServiceContext,
  applicant: UserRow,
  jobId: string,
  body: ApplyBody = {},
) {
  if (!applicant.kycCompleted) throw forbidden(applicationMessages.kycRequired);
  const job = await ctx.db.query.jobs.findFirst({ where: and(eq(jobs.id, jobId), isNull(jobs.deletedAt)) });
  if (!job) throw notFound(jobMessages.jobNotFound);
  if (job.isClosed) throw badRequest(applicationMessages.jobClosed);
  if (!applicant.resume) throw badRequest(applicationMessages.noResume);

  const now = ctx.clock.now();
  const { score, breakdown } = scoreFor(job, applicant, now);
  const fields = {
    status: 'Applied',
    matchScore: score,
    matchBreakdown: breakdown,
    scoreVersion: MATCH_SCORE_VERSION,
    note: body.note || null,
    updatedAt: now,
  };
  const notifyEmployer = (tx: Db, applicationId: string) =>
    addNotification(
      tx,
      {
        userId: job.employerId,
        kind: 'new_application',
        applicationId,
        jobId,
        jobTitle: job.title,
        actorName: applicant.name,
      },
      now,
    );
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({ jobId, applicantId: applicant.id, createdAt: now, ...fields })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (row) {
      await tx.insert(applicationEvents).values({
        applicationId: row.id,
        actorId: applicant.id,
        fromStatus: null,
        toStatus: 'Applied',
        createdAt: now,
      });
      await notifyEmployer(tx, row.id);
      return row.id;
    }
    // Locked, so that a withdrawal and a second apply arriving together are taken one at a time.
    const [existing] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicant.id)))
      .for('update');
    if (existing?.status !== WITHDRAWN_STATUS) throw conflict(applicationMessages.alreadyApplied);
    await tx.update(applications).set(fields).where(eq(applications.id, existing.id));
    await tx.insert(applicationEvents).values({
      applicationId: existing.id,
      actorId: applicant.id,
      fromStatus: WITHDRAWN_STATUS,
      toStatus: 'Applied',
      createdAt: await eventTime(tx, existing.id, ctx.clock.now()),
    });
    await notifyEmployer(tx, existing.id);
    return existing.id;
  });
  return getApplicationForApplicant(ctx, applicant, id);
}
