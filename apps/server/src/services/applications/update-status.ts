import { eq } from 'drizzle-orm';
import { applicationMessages, type ApplicationStatus } from '@hireloop/shared';
import { applicationEvents, applications, jobs, users, type UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { statusMail } from '../mail/templates';
import { toApplication } from './list-applications';

/**
 * The owner of the job sets an application's status. Each change is kept as an event and the
 * applicant gets an e-mail (sent after the reply; a failed mail does not undo the change).
 */
export async function updateApplicationStatus(
  ctx: ServiceContext,
  employer: UserRow,
  applicationId: string,
  status: ApplicationStatus,
) {
  if (!/^[0-9a-f-]{36}$/i.test(applicationId)) throw notFound(applicationMessages.applicationNotFound);
  const [found] = await ctx.db
    .select({ application: applications, job: jobs, applicant: users })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!found) throw notFound(applicationMessages.applicationNotFound);
  if (employer.role !== 'employer' || found.job.employerId !== employer.id) {
    throw forbidden(applicationMessages.applicationNotFound);
  }
  const previous = found.application.status;
  if (previous === status) return toApplication(found.application, found.job);

  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status, updatedAt: now })
      .where(eq(applications.id, applicationId))
      .returning();
    await tx.insert(applicationEvents).values({
      applicationId,
      actorId: employer.id,
      fromStatus: previous,
      toStatus: status,
      createdAt: now,
    });
    return row!;
  });

  const mail = statusMail(
    found.applicant.email,
    found.applicant.name,
    found.job.title,
    found.job.companyName,
    status,
    ctx.config.publicUrl,
  );
  ctx.mailer
    .send(mail)
    .catch((err: unknown) => ctx.log.error({ err, applicationId }, 'sending the status mail failed'));
  return toApplication(updated, found.job);
}
