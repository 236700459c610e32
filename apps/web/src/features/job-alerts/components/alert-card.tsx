import { Link } from 'react-router';
import { BellOff, Pencil, Search, Trash2 } from 'lucide-react';
import { alertSearchQuery, alertSearchSummary, jobAlertsText as text, type JobAlert } from '@hireloop/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDay } from '@/lib/dates';
import { paths } from '@/lib/paths';

/** One alert on the alerts page: its name, search, frequency and last e-mail, and what to do with it. */
export function AlertCard({
  alert,
  onEdit,
  onDelete,
}: {
  alert: JobAlert;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      aria-label={alert.name}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">{alert.name}</h2>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              alert.active
                ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300'
                : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
            )}
          >
            {text.frequency[alert.frequency]}
          </span>
        </div>
        <p className="mt-1 break-words text-sm text-slate-600 dark:text-slate-300">
          {alertSearchSummary(alert.search)}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {alert.lastSentAt ? text.lastSent(formatDay(alert.lastSentAt)) : text.neverSent}
        </p>
        {!alert.active && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-amber-700 dark:text-amber-400">
            <BellOff className="size-3.5 shrink-0" aria-hidden="true" />
            {text.mailsOff}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={paths.findJobsWith(alertSearchQuery(alert.search))}
          className={buttonClasses('secondary', 'sm')}
        >
          <Search className="size-4" aria-hidden="true" />
          {text.seeJobs}
        </Link>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`${text.edit} ${alert.name}`}>
          <Pencil className="size-4" aria-hidden="true" />
          {text.edit}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDelete} aria-label={`${text.delete} ${alert.name}`}>
          <Trash2 className="size-4" aria-hidden="true" />
          {text.delete}
        </Button>
      </div>
    </article>
  );
}
