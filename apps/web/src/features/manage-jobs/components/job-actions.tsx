import type { ReactNode } from 'react';
import { CircleCheck, CirclePause, Pencil, Trash2, Users } from 'lucide-react';
import { applicantsLabel, manageJobsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import type { EmployerJob } from '../api/get-employer-jobs';

export interface JobActionHandlers {
  onEdit: (job: EmployerJob) => void;
  onToggle: (job: EmployerJob) => void;
  onDelete: (job: EmployerJob) => void;
  onApplicants: (job: EmployerJob) => void;
  /** The job whose Close/Activate call is in flight. */
  togglingId: string | null;
}

const focus = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';
const iconButton = cn(
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition disabled:opacity-50',
  focus,
);

/** A square icon button of a job's row, named for the job it acts on. */
function IconAction({
  label,
  title,
  hover,
  onClick,
  children,
}: {
  label: string;
  title: string;
  /** The colours on hover, which tell a harmless action from a destructive one. */
  hover: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={title}
      className={cn(iconButton, hover)}
    >
      {children}
    </button>
  );
}

/** Edit, Close or Activate, and delete (docs/product.md 2.20). */
export function JobActions({ job, handlers }: { job: EmployerJob; handlers: JobActionHandlers }) {
  const toggling = handlers.togglingId === job._id;
  return (
    <div className="flex items-center justify-end gap-1.5">
      <IconAction
        label={`Edit ${job.title}`}
        title="Edit"
        onClick={() => handlers.onEdit(job)}
        hover="hover:bg-indigo-50 hover:text-indigo-600 dark:hover:bg-indigo-950/60 dark:hover:text-indigo-300"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </IconAction>
      {/* One width for Close and Activate, so that the edit and delete icons line up from row to row. */}
      <button
        type="button"
        onClick={() => handlers.onToggle(job)}
        disabled={toggling}
        aria-busy={toggling || undefined}
        className={cn(
          'inline-flex h-9 w-28 shrink-0 items-center justify-center gap-1.5 rounded-lg border px-3 text-xs font-semibold transition disabled:opacity-60',
          focus,
          job.isClosed
            ? 'border-emerald-200 text-emerald-700 hover:bg-emerald-50 dark:border-emerald-900/60 dark:text-emerald-300 dark:hover:bg-emerald-950/40'
            : 'border-amber-200 text-amber-700 hover:bg-amber-50 dark:border-amber-900/60 dark:text-amber-300 dark:hover:bg-amber-950/40',
        )}
      >
        {job.isClosed ? (
          <CircleCheck className="size-3.5" aria-hidden="true" />
        ) : (
          <CirclePause className="size-3.5" aria-hidden="true" />
        )}
        {job.isClosed ? manageJobsText.activate : manageJobsText.close}
      </button>
      <IconAction
        label={`Delete ${job.title}`}
        title="Delete"
        onClick={() => handlers.onDelete(job)}
        hover="hover:bg-rose-50 hover:text-rose-600 dark:hover:bg-rose-950/50 dark:hover:text-rose-400"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </IconAction>
    </div>
  );
}

/** The applicant count; it opens the job's applicants (docs/product.md 2.20). */
export function ApplicantsButton({
  job,
  onClick,
}: {
  job: EmployerJob;
  onClick: (job: EmployerJob) => void;
}) {
  const count = job.applicationCount ?? 0;
  return (
    <button
      type="button"
      onClick={() => onClick(job)}
      aria-label={`${applicantsLabel(count)} for ${job.title}`}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg bg-indigo-50 px-2.5 py-1.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-100 dark:bg-indigo-950/60 dark:text-indigo-300 dark:hover:bg-indigo-900/60',
        focus,
      )}
    >
      <Users className="size-4" aria-hidden="true" />
      {count}
    </button>
  );
}
