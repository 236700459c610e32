import { and, count, desc, eq } from 'drizzle-orm';
import {
  APPLICANT_NOTES_MAX,
  applicantToolsMessages,
  applicationMessages,
  type ApplicantNote,
  type ApplicantNoteInput,
} from '@hireloop/shared';
import { applicantNotes, applications, jobs, type UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';

type NoteRow = typeof applicantNotes.$inferSelect;

const toNote = (n: NoteRow): ApplicantNote => ({
  _id: n.id,
  text: n.text,
  createdAt: n.createdAt.toISOString(),
});

/**
 * The owner check of an application for the employer of its job, answered like the status
 * change: no such application 404, another employer's 403. A job seeker never gets here (the
 * route takes employers only), so notes never reach an applicant.
 */
async function ownedApplication(
  ctx: ServiceContext,
  employer: UserRow,
  applicationId: string,
): Promise<void> {
  const [found] = await ctx.db
    .select({ employerId: jobs.employerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!found) throw notFound(applicationMessages.applicationNotFound);
  if (found.employerId !== employer.id) throw forbidden(applicationMessages.applicationNotFound);
}

/** The private notes on an application, newest first (at most APPLICANT_NOTES_MAX). */
export async function listApplicantNotes(
  ctx: ServiceContext,
  employer: UserRow,
  applicationId: string,
): Promise<ApplicantNote[]> {
  await ownedApplication(ctx, employer, applicationId);
  const rows = await ctx.db
    .select()
    .from(applicantNotes)
    .where(eq(applicantNotes.applicationId, applicationId))
    .orderBy(desc(applicantNotes.createdAt), desc(applicantNotes.id))
    .limit(APPLICANT_NOTES_MAX);
  return rows.map(toNote);
}

/**
 * Adds a note; past APPLICANT_NOTES_MAX on one application, 409 until one is deleted. The
 * application row is locked so two notes at once cannot both pass the count.
 */
export async function addApplicantNote(
  ctx: ServiceContext,
  employer: UserRow,
  applicationId: string,
  { text }: ApplicantNoteInput,
): Promise<ApplicantNote> {
  await ownedApplication(ctx, employer, applicationId);
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    const [notes] = await tx
      .select({ n: count() })
      .from(applicantNotes)
      .where(eq(applicantNotes.applicationId, applicationId));
    if (Number(notes?.n ?? 0) >= APPLICANT_NOTES_MAX) throw conflict(applicantToolsMessages.notesFull);
    const [row] = await tx
      .insert(applicantNotes)
      .values({ applicationId, authorId: employer.id, text, createdAt: ctx.clock.now() })
      .returning();
    return toNote(row!);
  });
}

export async function deleteApplicantNote(
  ctx: ServiceContext,
  employer: UserRow,
  applicationId: string,
  noteId: string,
): Promise<void> {
  await ownedApplication(ctx, employer, applicationId);
  const deleted = await ctx.db
    .delete(applicantNotes)
    .where(and(eq(applicantNotes.id, noteId), eq(applicantNotes.applicationId, applicationId)))
    .returning({ id: applicantNotes.id });
  if (deleted.length === 0) throw notFound(applicantToolsMessages.noteNotFound);
}
