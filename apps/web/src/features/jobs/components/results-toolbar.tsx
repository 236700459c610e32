import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { jobSearchText, showingJobs } from '@hireloop/shared';
import { ViewToggle, type ViewMode } from '@/components/jobs/view-toggle';
import { Spinner } from '@/components/ui/spinner';

interface ResultsToolbarProps {
  /** Matching jobs; null while the first answer is on its way, 'failed' when none came. */
  total: number | null | 'failed';
  /** More jobs match than were counted: the total is a lower bound ('10,000+'). */
  totalAtLeast?: boolean;
  updating: boolean;
  activeFilters: number;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  onOpenFilters: () => void;
  /** The sort control. */
  sort: ReactNode;
}

/**
 * 'Showing N jobs' (nothing when the search failed: no count was given), the Filters button of small
 * screens, the sort and the grid/list switch.
 */
export function ResultsToolbar({
  total,
  totalAtLeast = false,
  updating,
  activeFilters,
  view,
  onViewChange,
  onOpenFilters,
  sort,
}: ResultsToolbarProps) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-h-9 items-center gap-2.5">
        {total === 'failed' ? null : total === null ? (
          <span
            aria-hidden="true"
            data-testid="jobs-count-pending"
            className="h-5 w-36 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
          />
        ) : (
          <p aria-live="polite" className="text-sm font-medium text-slate-600 dark:text-slate-300">
            <span data-testid="jobs-count">{showingJobs(total, totalAtLeast)}</span>
          </p>
        )}
        {updating && <Spinner className="size-4 text-indigo-500" label="Updating results" />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={onOpenFilters}
          className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 lg:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {jobSearchText.filters}
          {activeFilters > 0 && (
            <span className="rounded-full bg-indigo-600 px-1.5 py-px text-[11px] font-semibold text-white">
              {activeFilters}
            </span>
          )}
        </button>
        {sort}
        <ViewToggle value={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
