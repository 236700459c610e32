import { Briefcase, MapPin, Users } from 'lucide-react';
import { dashboardText, type DashboardRecentJob } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { fromNow } from '@/lib/dates';
import { RecentList } from './recent-list';

/** The 3 newest job posts (docs/product.md 2.18); each opens its applicants. */
export function RecentJobs({ jobs }: { jobs: DashboardRecentJob[] }) {
  return (
    <RecentList
      title={dashboardText.recentJobPosts}
      empty={dashboardText.noRecentJobs}
      items={jobs}
      jobIdOf={(job) => job._id}
    >
      {(job) => (
        <>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
            <Briefcase className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-slate-900 dark:text-white">{job.title}</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
              {job.location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {job.location}
                </span>
              )}
              <span className="inline-flex items-center gap-1 font-medium text-slate-600 dark:text-slate-300">
                <Users className="size-3.5" aria-hidden="true" />
                {dashboardText.applicantsCount(job.applicationCount)}
              </span>
              <span>{fromNow(job.createdAt)}</span>
            </span>
          </span>
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
              job.isClosed
                ? 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300'
                : 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300',
            )}
          >
            {job.isClosed ? dashboardText.closed : dashboardText.active}
          </span>
        </>
      )}
    </RecentList>
  );
}
