import { z } from 'zod';
import { idSchema } from './ids';
import { APPLICATION_STATUSES, applicationMessages } from './application-status';

/**
 * The employer's tools on the applicants list (docs/decisions/0019-employer-applicant-tools.md):
 * a minimum match score, one status for several applicants, private notes and a CSV export.
 */

/** The most applications one bulk change may name: five pages of the default size. */
export const BULK_STATUS_MAX = 100;
/** The longest private note, in characters. */
export const APPLICANT_NOTE_MAX = 2000;
/** Notes one application may carry: the profile modal lists them all (docs/security.md DM1). */
export const APPLICANT_NOTES_MAX = 100;

export const applicantToolsMessages = {
  invalidMinScore: 'minScore must be a whole number from 0 to 100',
  bulkNoIds: 'Choose at least one applicant.',
  bulkTooMany: `Choose at most ${BULK_STATUS_MAX} applicants at a time.`,
  bulkDuplicateIds: 'Each applicant may be named only once.',
  /** Why one application of a bulk change was left as it was. */
  refusedNotFound: applicationMessages.applicationNotFound,
  refusedUnchanged: 'Already has this status',
  refusedWithdrawn: 'Withdrawn by the applicant',
  noteEmpty: 'Write a note first.',
  noteTooLong: `A note can be at most ${APPLICANT_NOTE_MAX} characters.`,
  notesFull: `An applicant can have at most ${APPLICANT_NOTES_MAX} notes. Delete one to add another.`,
  noteAdded: 'Note saved',
  noteDeleted: 'Note deleted',
  noteNotFound: 'Note not found',
  exportFailed: 'We could not export the applicants. Try again.',
} as const;

/** Query `minScore` of the applicants list and its export: only applicants scoring at least this. */
export const minScoreSchema = z.coerce
  .number({ error: applicantToolsMessages.invalidMinScore })
  .int({ error: applicantToolsMessages.invalidMinScore })
  .min(0, { error: applicantToolsMessages.invalidMinScore })
  .max(100, { error: applicantToolsMessages.invalidMinScore });

/** Body of POST /api/applications/bulk-status: the same status for up to 100 applications. */
export const bulkStatusSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, { error: applicantToolsMessages.bulkNoIds })
    .max(BULK_STATUS_MAX, { error: applicantToolsMessages.bulkTooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: applicantToolsMessages.bulkDuplicateIds }),
  status: z.enum(APPLICATION_STATUSES, { error: applicationMessages.invalidStatus }),
});
export type BulkStatusInput = z.infer<typeof bulkStatusSchema>;

/** Why an application of a bulk change was not changed. */
export const BULK_REFUSALS = ['notFound', 'unchanged', 'withdrawn'] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

/** Body of POST /api/applications/{id}/notes; the form validates with the same schema. */
export const applicantNoteSchema = z.object({
  text: z
    .string({ error: applicantToolsMessages.noteEmpty })
    .trim()
    .min(1, { error: applicantToolsMessages.noteEmpty })
    .max(APPLICANT_NOTE_MAX, { error: applicantToolsMessages.noteTooLong }),
});
export type ApplicantNoteInput = z.infer<typeof applicantNoteSchema>;

/** Labels of the tools on the Applicants screen. */
export const applicantToolsText = {
  minScore: 'Minimum match',
  anyScore: 'Any score',
  minScoreOption: (n: number) => `${n}% or more`,
  noneAtScoreTitle: 'Nobody reaches this score',
  noneAtScoreText: 'No applicant matches this well with the chosen filters. Choose a lower minimum.',
  tools: 'List tools',
  selectApplicant: (name: string) => `Select ${name}`,
  selectAll: 'Select all shown',
  selectedCount: (n: number) => `${n} selected`,
  bulkBar: 'Change the status of the selected applicants',
  bulkStatus: 'New status',
  bulkStatusPlaceholder: 'Move to...',
  applyBulk: 'Apply',
  clearSelection: 'Clear',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  notes: 'Private notes',
  notesHint: 'Only you can read these notes; the applicant never sees them.',
  noteLabel: 'Add a note',
  notePlaceholder: 'What stood out, what to ask in the interview...',
  saveNote: 'Save note',
  deleteNote: 'Delete note',
  noNotes: 'No notes yet.',
  loadingNotes: 'Loading notes...',
  notesFailed: 'We could not load the notes.',
  charactersLeft: (n: number) => `${n.toLocaleString('en-US')} characters left`,
} as const;

/** '3 applicants moved to Shortlisted', '1 applicant moved to Interview'. */
export function bulkMovedLabel(count: number, status: string): string {
  return `${count} ${count === 1 ? 'applicant' : 'applicants'} moved to ${status}`;
}

/** '2 not changed: Already has this status'. */
export function bulkRefusedLabel(count: number, reasons: string[]): string {
  return `${count} not changed: ${[...new Set(reasons)].join('; ')}`;
}

/** The CSV export's header row, in column order. */
export const APPLICANTS_CSV_COLUMNS = [
  'Name',
  'Email',
  'Applied date',
  'Status',
  'Match score',
  'Job title',
] as const;
