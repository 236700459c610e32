import { applicantsNoun, JOBS_TABLE_SKELETON_ROWS } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import type { EmployerJob } from '../api/get-employer-jobs';
import { jobMetaLine } from '../lib/job-meta';
import { ApplicantsButton, JobActions, type JobActionHandlers } from './job-actions';
import { StatusBadge } from './status-badge';

const bar = 'animate-pulse rounded-md bg-slate-200 dark:bg-slate-800';

/** The jobs table of narrow screens: one stacked card per job. */
export function JobCards({ jobs, handlers }: { jobs: EmployerJob[] | null; handlers: JobActionHandlers }) {
  if (jobs === null) {
    return (
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-hidden="true">
        {Array.from({ length: JOBS_TABLE_SKELETON_ROWS }, (_, i) => (
          <li key={i} data-testid="job-skeleton-row" className="space-y-3 p-4">
            <div className={cn(bar, 'h-4 w-3/4')} />
            <div className={cn(bar, 'h-3 w-1/2')} />
            <div className="flex justify-between">
              <div className={cn(bar, 'h-8 w-20')} />
              <div className={cn(bar, 'h-9 w-48')} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {jobs.map((job) => (
        <li key={job._id} aria-label={job.title} className="p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{job.title}</p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{jobMetaLine(job)}</p>
            </div>
            <StatusBadge isClosed={job.isClosed} />
          </div>
          {/* Where the count and the actions do not fit side by side, the actions wrap below it,
              still at the right edge, so their icons line up from card to card. */}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
              <ApplicantsButton job={job} onClick={handlers.onApplicants} />
              <span>{applicantsNoun(job.applicationCount ?? 0)}</span>
            </div>
            <div className="ml-auto">
              <JobActions job={job} handlers={handlers} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
