import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { FileText, Send } from 'lucide-react';
import type { z } from 'zod';
import {
  APPLY_NOTE_MAX,
  applyBodySchema,
  applyText,
  noteLengthLabel,
  type ApplyBody,
} from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { DialogPanel, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/lib/paths';

// The body the apply route validates: the note trimmed, at most APPLY_NOTE_MAX characters.
const resolver = zodResolver(applyBodySchema);

export interface ApplyConfirmDialogProps {
  job: { title: string; companyName: string };
  resumeName: string;
  busy: boolean;
  onConfirm: (body: ApplyBody) => void;
  onCancel: () => void;
}

/**
 * Asks before an application is sent (decision 0019): which job, the resume the employer will get,
 * and an optional note to them. Focus starts in the note box.
 */
export function ApplyConfirmDialog({ job, resumeName, busy, onConfirm, onCancel }: ApplyConfirmDialogProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof applyBodySchema>, unknown, ApplyBody>({
    resolver,
    defaultValues: { note: '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <DialogPanel onClose={close} described size="lg">
      <form onSubmit={handleSubmit(onConfirm)} noValidate>
        <ModalTitle className="text-lg font-semibold text-slate-900 dark:text-white">
          {applyText.confirmTitle}
        </ModalTitle>
        <p className="mt-1 text-sm font-medium break-words text-slate-800 dark:text-slate-200">
          {job.title}
          {job.companyName && (
            <span className="font-normal text-slate-500 dark:text-slate-400"> · {job.companyName}</span>
          )}
        </p>
        <ModalDescription className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {applyText.confirmText}
        </ModalDescription>

        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {applyText.resumeSent}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span
              data-testid="apply-resume"
              className="inline-flex min-w-0 items-center gap-2 text-sm font-medium text-slate-900 dark:text-white"
            >
              <FileText className="size-4 shrink-0 text-indigo-500" aria-hidden="true" />
              <span className="break-all">{resumeName}</span>
            </span>
            <Link
              to={paths.profile}
              className="rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-400"
            >
              {applyText.changeResume}
            </Link>
          </div>
        </div>

        <div className="mt-4">
          <Field
            htmlFor="apply-note"
            label={applyText.noteLabel}
            error={errors.note?.message}
            hint={noteLengthLabel(note.length, APPLY_NOTE_MAX)}
          >
            <Textarea
              id="apply-note"
              rows={4}
              placeholder={applyText.notePlaceholder}
              invalid={Boolean(errors.note)}
              {...register('note')}
            />
          </Field>
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {applyText.cancel}
          </Button>
          <Button type="submit" loading={busy} icon={<Send className="size-4" aria-hidden="true" />}>
            {busy ? applyText.applying : applyText.confirmApply}
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}
