import { JOBS_TABLE_SKELETON_ROWS, manageJobsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import type { EmployerJob } from '../api/get-employer-jobs';
import type { JobsSort } from '../hooks/use-jobs-table-state';
import { jobMetaLine } from '../lib/job-meta';
import { ApplicantsButton, JobActions, type JobActionHandlers } from './job-actions';
import { SortHeader } from './sort-header';
import { StatusBadge } from './status-badge';

interface JobsTableProps {
  /** null while the first page loads: skeleton rows. */
  jobs: EmployerJob[] | null;
  sort: JobsSort;
  onSort: (column: NonNullable<JobsSort['key']>) => void;
  handlers: JobActionHandlers;
}

const bar = 'animate-pulse rounded-md bg-slate-200 dark:bg-slate-800';

/**
 * The jobs table of wide screens (docs/product.md 2.20): Job Title, Status and Applicants sort; Actions does
 * not.
 */
export function JobsTable({ jobs, sort, onSort, handlers }: JobsTableProps) {
  return (
    <table className="w-full table-fixed text-sm">
      <thead className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900/60">
        <tr>
          <SortHeader label={manageJobsText.columnTitle} column="title" sort={sort} onSort={onSort} />
          <SortHeader
            label={manageJobsText.columnStatus}
            column="status"
            sort={sort}
            onSort={onSort}
            className="w-32"
          />
          <SortHeader
            label={manageJobsText.columnApplicants}
            column="applicants"
            sort={sort}
            onSort={onSort}
            className="w-36"
          />
          <th
            scope="col"
            className="w-64 px-4 py-3 text-right text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
          >
            {manageJobsText.columnActions}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {jobs === null
          ? Array.from({ length: JOBS_TABLE_SKELETON_ROWS }, (_, i) => (
              <tr key={i} data-testid="job-skeleton-row" aria-hidden="true">
                <td className="px-4 py-4">
                  <div className={cn(bar, 'h-4 w-3/5')} />
                  <div className={cn(bar, 'mt-2 h-3 w-2/5')} />
                </td>
                <td className="px-4 py-4">
                  <div className={cn(bar, 'h-6 w-16 rounded-full')} />
                </td>
                <td className="px-4 py-4">
                  <div className={cn(bar, 'h-8 w-14')} />
                </td>
                <td className="px-4 py-4">
                  <div className="flex justify-end gap-2">
                    <div className={cn(bar, 'size-9')} />
                    <div className={cn(bar, 'h-9 w-28')} />
                    <div className={cn(bar, 'size-9')} />
                  </div>
                </td>
              </tr>
            ))
          : jobs.map((job) => (
              <tr key={job._id} className="transition hover:bg-slate-50/70 dark:hover:bg-slate-800/40">
                <td className="px-4 py-4">
                  <p className="truncate font-semibold text-slate-900 dark:text-white" title={job.title}>
                    {job.title}
                  </p>
                  <p className="mt-0.5 truncate text-xs text-slate-500 dark:text-slate-400">
                    {jobMetaLine(job)}
                  </p>
                </td>
                <td className="px-4 py-4">
                  <StatusBadge isClosed={job.isClosed} />
                </td>
                <td className="px-4 py-4">
                  <ApplicantsButton job={job} onClick={handlers.onApplicants} />
                </td>
                <td className="px-4 py-4">
                  <JobActions job={job} handlers={handlers} />
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
