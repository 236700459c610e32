import { eq } from 'drizzle-orm';
import { applicationMessages, WITHDRAWN_STATUS, type ApplicationStatus } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { applicationEvents, applications, jobs, users, type UserRow } from '../../db/schema';
import { enqueueJob } from '../../lib/background-work';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { countHit } from '../../lib/rate-limit';
import { addNotification } from '../notifications/add-notification';
import { mailJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { statusMail } from '../mail/templates';
import { eventTime } from './event-time';
import { toApplication } from './list-applications';

/** One status mail per application in this time, so flipping statuses cannot flood the applicant. */
const MAIL_INTERVAL_MS = 10 * 60_000;

type ApplicationRow = typeof applications.$inferSelect;

/** What a status change needs to know of the application's job and applicant (for the mail). */
export interface StatusChangeTarget {
  job: { title: string; companyName: string };
  /** `mailApplicationStatus`: the applicant's e-mail preference (docs/decisions/0022-account-settings.md). */
  applicant: { email: string; name: string; mailApplicationStatus: boolean };
}

/**
 * The one status change, inside the caller's transaction, of an application already locked and
 * checked to belong to `employer`'s job: the new status, an event, a notification for the
 * applicant's bell, and the applicant's e-mail queued with the change (at most one per application
 * in 10 minutes, none when the applicant turned status e-mails off). A change to the status it
 * already has does nothing. Used by the single change and by the bulk one, so both follow the same rules.
 * `now` is the clock read once the row is locked; the event's own time follows eventTime.
 */
export async function changeStatusLocked(
  ctx: ServiceContext,
  tx: Db,
  employer: UserRow,
  current: ApplicationRow,
  target: StatusChangeTarget,
  status: ApplicationStatus,
  now: Date,
): Promise<{ row: ApplicationRow; changed: boolean }> {
  if (current.status === status) return { row: current, changed: false };
  const [row] = await tx
    .update(applications)
    .set({ status, updatedAt: now })
    .where(eq(applications.id, current.id))
    .returning();
  const [event] = await tx
    .insert(applicationEvents)
    .values({
      applicationId: current.id,
      actorId: employer.id,
      fromStatus: current.status,
      toStatus: status,
      createdAt: await eventTime(tx, current.id, now),
    })
    .returning({ id: applicationEvents.id });
  await addNotification(
    tx,
    {
      userId: current.applicantId,
      kind: 'application_status',
      applicationId: current.id,
      jobId: current.jobId,
      jobTitle: target.job.title,
      status,
    },
    now,
  );
  if (
    target.applicant.mailApplicationStatus &&
    (await countHit(tx, `status-mail:${current.id}`, MAIL_INTERVAL_MS, now)) === 1
  ) {
    const mail = statusMail(
      target.applicant.email,
      target.applicant.name,
      target.job.title,
      target.job.companyName,
      status,
      ctx.config.publicUrl,
    );
    await enqueueJob(tx, mailJob(`status:${event!.id}`, mail), now);
  }
  return { row: row!, changed: true };
}

/**
 * The owner of the job sets an application's status. Each real change is kept as an event and the
 * applicant gets an e-mail (queued with the change, sent after the reply; a failed mail does not
 * undo the change), at most one per 10 minutes: a later change in that time is stored, and the
 * applicant sees it in their applications, but it is not mailed. A withdrawn application is the
 * applicant's decision and stays as it is (409; decision 0019).
 */
export async function updateApplicationStatus(
  ctx: ServiceContext,
  employer: UserRow,
  applicationId: string,
  status: ApplicationStatus,
) {
  const [found] = await ctx.db
    .select({ application: applications, job: jobs, applicant: users })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!found) throw notFound(applicationMessages.applicationNotFound);
  if (found.job.employerId !== employer.id) throw forbidden(applicationMessages.applicationNotFound);
  const change = await ctx.db.transaction(async (tx) => {
    // Locked, so of two changes arriving together the second sees the first one's status.
    const [current] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    if (!current) throw notFound(applicationMessages.applicationNotFound);
    if (current.status === WITHDRAWN_STATUS) throw conflict(applicationMessages.withdrawnByApplicant);
    return changeStatusLocked(ctx, tx, employer, current, found, status, ctx.clock.now());
  });
  if (change.changed) ctx.work.wake();
  return toApplication(change.row, found.job);
}
