import {
  APPLICATION_STATES,
  applicantsText,
  type ApplicantStatusCounts,
  type ApplicationState,
} from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

interface StatusFilterProps {
  counts: ApplicantStatusCounts;
  value: ApplicationState | undefined;
  onChange: (status: ApplicationState | undefined) => void;
}

/**
 * All (everyone but the withdrawn), then each status that has applicants (and the chosen one), with
 * its count; Withdrawn comes last. The server filters.
 */
export function StatusFilter({ counts, value, onChange }: StatusFilterProps) {
  const choices: { status: ApplicationState | undefined; label: string; count: number }[] = [
    { status: undefined, label: applicantsText.allStatuses, count: counts.all },
    ...APPLICATION_STATES.filter((s) => counts[s] > 0 || s === value).map((s) => ({
      status: s,
      label: s,
      count: counts[s],
    })),
  ];
  return (
    <div role="group" aria-label={applicantsText.statusFilter} className="flex flex-wrap gap-2">
      {choices.map(({ status, label, count }) => {
        const active = status === value;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(status)}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition',
              'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
              active
                ? 'border-indigo-600 bg-indigo-600 text-white shadow-sm shadow-indigo-600/25'
                : 'border-slate-200 bg-white text-slate-700 hover:border-indigo-200 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {label}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                active
                  ? 'bg-white/20 text-white'
                  : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {count.toLocaleString('en-US')}
            </span>
          </button>
        );
      })}
    </div>
  );
}
