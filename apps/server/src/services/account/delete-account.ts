import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages } from '@hireloop/shared';
import type { Db } from '../../db/client';
import {
  applicantNotes,
  backgroundJobs,
  jobs,
  notifications,
  otpCodes,
  passwordResets,
  sessions,
  uploadedImages,
  users,
  type UserRow,
} from '../../db/schema';
import { enqueueJob } from '../../lib/background-work';
import { clearLoginFailures } from '../auth/login';
import { removeFilesJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { confirmPassword } from './confirm-password';

/**
 * Deletes the signed-in user's account after checking the password
 * (docs/decisions/0022-account-settings.md). All database work is one transaction, which also
 * queues the removal of the user's files (resume, pictures) in the background outbox: the files go
 * only once the deletion has committed, and a failed removal is retried, never half done.
 *
 * - A job seeker's row is deleted, and with it (foreign keys) their sessions, reset links,
 *   pictures, saved jobs, viewed jobs and applications with their history and the employers'
 *   notes on them.
 * - An employer's row stays as an empty, unusable record so that their jobs keep their
 *   applications: every job is closed, the personal and company fields are cleared (each job keeps
 *   its own copy of the company name), the e-mail is replaced and the password removed; open reset
 *   links are spent, and sessions, pictures, notifications and their private notes on applicants
 *   are deleted (security review 2026-12, DL5).
 *
 * Either way the e-mail is free to sign up again at once.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  user: UserRow,
  sessionId: string,
  password: string,
): Promise<void> {
  await confirmPassword(ctx, user, sessionId, password, accountMessages.wrongDeletePassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current) return;
    const pictures = await tx
      .select({ key: uploadedImages.storageKey })
      .from(uploadedImages)
      .where(eq(uploadedImages.ownerId, user.id));
    const files = [...pictures.map((p) => p.key), ...(current.resumeKey ? [current.resumeKey] : [])];

    if (current.role === 'employer') await emptyEmployer(tx, current, now);
    else await tx.delete(users).where(eq(users.id, user.id));

    await tx.delete(otpCodes).where(eq(otpCodes.email, current.email));
    // A mail queued for the person (a status change a moment ago) is not sent after they left.
    await tx
      .delete(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.kind, 'mail'),
          eq(backgroundJobs.status, 'pending'),
          sql`${backgroundJobs.payload}->>'to' = ${current.email}`,
        ),
      );
    await clearLoginFailures(tx, current.email);
    if (files.length > 0) await enqueueJob(tx, removeFilesJob(`account:${user.id}`, files), now);
  });
  ctx.work.wake();
}

async function emptyEmployer(tx: Db, employer: UserRow, now: Date): Promise<void> {
  await tx
    .update(jobs)
    .set({ isClosed: true, updatedAt: now })
    .where(and(eq(jobs.employerId, employer.id), eq(jobs.isClosed, false)));
  await tx.delete(applicantNotes).where(eq(applicantNotes.authorId, employer.id));
  await tx.delete(sessions).where(eq(sessions.userId, employer.id));
  await tx.delete(uploadedImages).where(eq(uploadedImages.ownerId, employer.id));
  // They carry applicants' names; the bell they belong to can never be opened again.
  await tx.delete(notifications).where(eq(notifications.userId, employer.id));
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, employer.id), isNull(passwordResets.usedAt)));
  await tx
    .update(users)
    .set({
      // A reserved domain (RFC 2606) that no one can sign up with; the id keeps it unique.
      email: `deleted-${employer.id}@deleted.invalid`,
      name: '',
      passwordHash: null,
      isVerified: false,
      isRegistrationComplete: false,
      avatar: null,
      title: '',
      company: '',
      location: '',
      phone: '',
      companyName: '',
      companyDescription: '',
      companyLogo: null,
      companyWebsite: '',
      companySize: '',
      companyLocations: [],
      mailApplicationStatus: false,
      mailJobAlerts: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, employer.id));
}
