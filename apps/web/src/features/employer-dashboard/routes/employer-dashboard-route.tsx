import { Link } from 'react-router';
import { Briefcase, CloudOff, Plus, RotateCw, UserCheck, Users } from 'lucide-react';
import { dashboardText } from '@hireloop/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
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
  const { data, error } = overview;

  // Until the overview says otherwise, greet as a first visit: no 'back' for a brand-new employer.
  const returning = (data?.data.recentJobs.length ?? 0) > 0;
  let body;
  if (data) {
    const { counts } = data;
    const isNew = !returning;
    body = (
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
        {isNew ? (
          <>
            <FirstJobInvite />
            <QuickActions />
          </>
        ) : (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <RecentJobs jobs={data.data.recentJobs} />
              <RecentApplications applications={data.data.recentApplications} />
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <ApplicationsChart days={data.data.applicationsPerDay} />
              </div>
              <QuickActions />
            </div>
            <StatusChart jobs={data.data.statusByJob} />
          </>
        )}
      </div>
    );
  } else if (error) {
    body = (
      <EmptyState icon={CloudOff} tone="error" title={dashboardText.loadFailed}>
        <Button
          variant="secondary"
          onClick={() => void overview.refetch()}
          loading={overview.isFetching}
          icon={<RotateCw className="size-4" />}
        >
          {dashboardText.retry}
        </Button>
      </EmptyState>
    );
  } else {
    body = <DashboardSkeleton />;
  }

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
      {body}
    </section>
  );
}
