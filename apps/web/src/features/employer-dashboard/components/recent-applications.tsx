import { Link } from 'react-router';
import { dashboardText, type DashboardRecentApplication } from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { UserAvatar } from '@/components/ui/avatar';
import { paths } from '@/lib/paths';
import { fromNow } from './relative-time';
import { SectionCard } from './section-card';

/** The 3 most recently updated applications (docs/product.md 2.18): applicant, job title, relative time. */
export function RecentApplications({ applications }: { applications: DashboardRecentApplication[] }) {
  return (
    <SectionCard title={dashboardText.recentApplications} viewAllTo={paths.manageJobs}>
      {applications.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-slate-400">
          {dashboardText.noRecentApplications}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {applications.map((application) => (
            <li key={application._id}>
              <Link
                to={paths.applicants}
                state={{ jobId: application.job._id }}
                className="flex items-center gap-3 px-5 py-4 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-800/50 dark:focus-visible:bg-slate-800/50"
              >
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
                <ApplicationStatusBadge
                  status={application.status}
                  className="shrink-0 px-2 py-0.5 text-xs"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
