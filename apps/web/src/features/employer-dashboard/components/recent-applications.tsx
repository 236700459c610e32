import { dashboardText, type DashboardRecentApplication } from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { UserAvatar } from '@/components/ui/avatar';
import { fromNow } from '@/lib/dates';
import { RecentList } from './recent-list';

/** The 3 most recently updated applications (docs/product.md 2.18): applicant, job title, relative time. */
export function RecentApplications({ applications }: { applications: DashboardRecentApplication[] }) {
  return (
    <RecentList
      title={dashboardText.recentApplications}
      empty={dashboardText.noRecentApplications}
      items={applications}
      jobIdOf={(application) => application.job._id}
    >
      {(application) => (
        <>
          <UserAvatar name={application.applicant.name} avatar={application.applicant.avatar} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-slate-900 dark:text-white">
              {application.applicant.name}
            </span>
            <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
              {application.job.title}
            </span>
            <time
              dateTime={application.updatedAt}
              className="block text-xs text-slate-500 dark:text-slate-400"
            >
              {fromNow(application.updatedAt)}
            </time>
          </span>
          <ApplicationStatusBadge status={application.status} className="shrink-0 px-2 py-0.5 text-xs" />
        </>
      )}
    </RecentList>
  );
}
