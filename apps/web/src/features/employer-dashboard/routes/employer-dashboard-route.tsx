import { Link } from 'react-router';
import { Briefcase, CloudOff, Plus, RotateCw, UserCheck, Users } from 'lucide-react';
import { dashboardText } from '@hireloop/shared';
import { buttonClasses } from '@/components/ui/button';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useOverview } from '../api/get-overview';
import { ApplicationsChart } from '../components/applications-chart';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { FirstJobInvite } from '../components/first-job-invite';
import { QuickActions } from '../components/quick-actions';
import { RecentApplications } from '../components/recent-applications';
import { RecentJobs } from '../components/recent-jobs';
import { StatCard } from '../components/stat-card';
import { StatusChart } from '../components/status-chart';

/**
 * /employer-dashboard — the employer's numbers, recent items, quick actions and charts (docs/product.md
 * 2.18).
 */
export function EmployerDashboardRoute() {
  const { user } = useSession();
  const overview = useOverview();
  const { data } = overview;

  // Until the overview says otherwise, greet as a first visit: no 'back' for a brand-new employer.
  const returning = (data?.data.recentJobs.length ?? 0) > 0;
  return (
    <section aria-labelledby="dashboard-title" aria-busy={overview.isPending || undefined}>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            id="dashboard-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {dashboardText.title}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {dashboardText.welcome(user?.name ?? '', returning)}. {dashboardText.subtitle}
          </p>
        </div>
        <Link to={paths.postJob} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
          <Plus className="size-4" aria-hidden="true" />
          {dashboardText.postNewJob}
        </Link>
      </div>
      <QueryStatus
        query={overview}
        keepDataOnError
        loading={<DashboardSkeleton />}
        failed={{
          icon: CloudOff,
          title: dashboardText.loadFailed,
          retry: dashboardText.retry,
          retryIcon: <RotateCw className="size-4" />,
        }}
      >
        {({ counts, data: details }) => (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-3">
              <StatCard
                label={dashboardText.activeJobs}
                value={counts.totalActiveJobs}
                trend={counts.trends.activeJobs}
                icon={Briefcase}
                accent="indigo"
              />
              <StatCard
                label={dashboardText.totalApplicants}
                value={counts.totalApplications}
                trend={counts.trends.totalApplicants}
                icon={Users}
                accent="sky"
              />
              <StatCard
                label={dashboardText.hired}
                value={counts.totalHired}
                trend={counts.trends.totalHired}
                icon={UserCheck}
                accent="emerald"
              />
            </div>
            {returning ? (
              <>
                <div className="grid gap-6 lg:grid-cols-2">
                  <RecentJobs jobs={details.recentJobs} />
                  <RecentApplications applications={details.recentApplications} />
                </div>
                <div className="grid gap-6 lg:grid-cols-3">
                  <div className="min-w-0 lg:col-span-2">
                    <ApplicationsChart days={details.applicationsPerDay} />
                  </div>
                  <QuickActions />
                </div>
                <StatusChart jobs={details.statusByJob} />
              </>
            ) : (
              <>
                <FirstJobInvite />
                <QuickActions />
              </>
            )}
          </div>
        )}
      </QueryStatus>
    </section>
  );
}
