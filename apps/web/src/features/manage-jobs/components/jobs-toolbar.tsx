import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { manageJobsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import type { JobStatusFilter } from '../api/get-employer-jobs';

const statuses: Array<{ value: JobStatusFilter; label: string }> = [
  { value: 'all', label: manageJobsText.statusAll },
  { value: 'active', label: manageJobsText.statusActive },
  { value: 'closed', label: manageJobsText.statusClosed },
];

interface JobsToolbarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  status: JobStatusFilter;
  onStatus: (status: JobStatusFilter) => void;
  /** Extra control beside the filter (the sort choice of narrow screens). */
  extra?: ReactNode;
}

/** The search box and the status filter (docs/product.md 2.20). */
export function JobsToolbar({ searchText, onSearchText, status, onStatus, extra }: JobsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="w-full sm:max-w-sm">
        <Input
          type="search"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder={manageJobsText.searchPlaceholder}
          aria-label="Search jobs"
          leftIcon={<Search className="size-4" />}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="Status"
          className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
        >
          {statuses.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              onClick={() => onStatus(value)}
              aria-pressed={status === value}
              className={cn(
                'rounded-lg px-4 py-1.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                status === value
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-950 dark:text-indigo-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        {extra}
      </div>
    </div>
  );
}
