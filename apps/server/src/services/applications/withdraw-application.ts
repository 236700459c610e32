import { and, eq } from 'drizzle-orm';
import { applicationMessages, canWithdraw, WITHDRAWN_STATUS } from '@hireloop/shared';
import { applicationEvents, applications, jobs, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { addNotification } from '../notifications/add-notification';
import { eventTime } from './event-time';
import { getApplicationForApplicant } from './list-applications';

/**
 * The applicant withdraws their own application, from any status but a final one (Hired,
 * Rejected, Withdrawn; decision 0019). The change is kept as an event; the employer is not mailed,
 * sees it on the applicants list and gets a notification (decision 0024). Someone else's application is answered like an unknown one.
 */
export async function withdrawApplication(ctx: ServiceContext, applicant: UserRow, applicationId: string) {
  await ctx.db.transaction(async (tx) => {
    // Locked, so that an employer's status change arriving at the same time is taken before or after.
    const [current] = await tx
      .select({
        status: applications.status,
        jobId: jobs.id,
        jobTitle: jobs.title,
        employerId: jobs.employerId,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), eq(applications.applicantId, applicant.id)))
      .for('update', { of: applications });
    if (!current) throw notFound(applicationMessages.applicationNotFound);
    if (current.status === WITHDRAWN_STATUS) throw conflict(applicationMessages.alreadyWithdrawn);
    if (!canWithdraw(current.status)) throw conflict(applicationMessages.cannotWithdraw);
    const now = ctx.clock.now();
    await tx
      .update(applications)
      .set({ status: WITHDRAWN_STATUS, updatedAt: now })
      .where(eq(applications.id, applicationId));
    await tx.insert(applicationEvents).values({
      applicationId,
      actorId: applicant.id,
      fromStatus: current.status,
      toStatus: WITHDRAWN_STATUS,
      createdAt: await eventTime(tx, applicationId, now),
    });
    await addNotification(
      tx,
      {
        userId: current.employerId,
        kind: 'application_withdrawn',
        applicationId,
        jobId: current.jobId,
        jobTitle: current.jobTitle,
        actorName: applicant.name,
      },
      now,
    );
  });
  return getApplicationForApplicant(ctx, applicant, applicationId);
}
