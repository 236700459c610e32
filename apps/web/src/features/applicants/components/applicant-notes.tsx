import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { LockKeyhole, Trash2 } from 'lucide-react';
import {
  APPLICANT_NOTE_MAX,
  applicantNoteSchema,
  applicantToolsText,
  generalMessages,
} from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { formatMoment } from '@/lib/dates';
import { useAddApplicantNote, useApplicantNotes, useDeleteApplicantNote } from '../api/applicant-notes';

// The body the notes route validates: trimmed, not empty, at most 2000 characters.
const resolver = zodResolver(applicantNoteSchema);

/** Private notes (docs/decisions/0019-employer-applicant-tools.md): the employer's only, never the applicant's. */
export function ApplicantNotes({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const fieldId = useId();
  const notes = useApplicantNotes(applicationId);
  const add = useAddApplicantNote(applicationId);
  const remove = useDeleteApplicantNote(applicationId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof applicantNoteSchema>, unknown, z.output<typeof applicantNoteSchema>>({
    resolver,
    defaultValues: { text: '' },
  });
  const left = APPLICANT_NOTE_MAX - (watch('text')?.length ?? 0);

  const onSubmit = handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (res) => {
        reset({ text: '' });
        toast.success(res.message);
      },
      onError: (error) => void toast.error(errorMessage(error, generalMessages.somethingWentWrong)),
    }),
  );

  return (
    // A region, not a <section>: the profile's sections are the two balanced columns below it.
    <div
      role="region"
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl border border-amber-200/80 bg-amber-50/60 p-4 dark:border-amber-900/60 dark:bg-amber-950/20"
    >
      <h3
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
      >
        <span className="flex size-7 items-center justify-center rounded-lg bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300">
          <LockKeyhole className="size-4" aria-hidden="true" />
        </span>
        {applicantToolsText.notes}
      </h3>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{applicantToolsText.notesHint}</p>

      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2">
        <Field
          htmlFor={fieldId}
          label={applicantToolsText.noteLabel}
          error={errors.text?.message}
          hint={applicantToolsText.charactersLeft(Math.max(left, 0))}
        >
          <Textarea
            id={fieldId}
            rows={3}
            maxLength={APPLICANT_NOTE_MAX}
            placeholder={applicantToolsText.notePlaceholder}
            invalid={Boolean(errors.text)}
            {...register('text')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" size="sm" loading={add.isPending}>
            {applicantToolsText.saveNote}
          </Button>
        </div>
      </form>

      <div className="mt-3">
        {notes.isPending ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{applicantToolsText.loadingNotes}</p>
        ) : notes.isError ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {applicantToolsText.notesFailed}
          </p>
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{applicantToolsText.noNotes}</p>
        ) : (
          <ul aria-label={applicantToolsText.notes} className="space-y-2">
            {notes.data.map((note) => (
              <li
                key={note._id}
                className="group flex items-start gap-3 rounded-xl border border-amber-100 bg-white px-3 py-2.5 dark:border-amber-900/40 dark:bg-slate-900"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                    {note.text}
                  </p>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {formatMoment(note.createdAt)}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={applicantToolsText.deleteNote}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(note._id, {
                      onError: (error) =>
                        void toast.error(errorMessage(error, generalMessages.somethingWentWrong)),
                    })
                  }
                  className="shrink-0 rounded-lg p-1.5 text-slate-400 transition hover:bg-rose-50 hover:text-rose-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-50 dark:hover:bg-rose-950/40"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
