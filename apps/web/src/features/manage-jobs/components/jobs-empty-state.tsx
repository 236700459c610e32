import { Link } from 'react-router';
import { Briefcase, Plus, SearchX } from 'lucide-react';
import { manageJobsText } from '@hireloop/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

interface JobsEmptyStateProps {
  /** A search or status narrowed the list; otherwise the employer has no jobs at all. */
  filtered: boolean;
  onClearFilters: () => void;
}

/** 'No jobs found' (docs/product.md 2.20); with no jobs at all, an invitation to post the first one. */
export function JobsEmptyState({ filtered, onClearFilters }: JobsEmptyStateProps) {
  const Icon = filtered ? SearchX : Briefcase;
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600 dark:from-indigo-950/60 dark:to-violet-950/60 dark:text-indigo-300">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{manageJobsText.noJobs}</h2>
      <p className="mt-1.5 max-w-sm text-sm text-slate-600 dark:text-slate-400">
        {filtered ? manageJobsText.noJobsFiltered : manageJobsText.firstJobText}
      </p>
      <div className="mt-6">
        {filtered ? (
          <Button variant="secondary" onClick={onClearFilters}>
            {manageJobsText.clearFilters}
          </Button>
        ) : (
          <Link to={paths.postJob} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {manageJobsText.postNewJob}
          </Link>
        )}
      </div>
    </div>
  );
}
