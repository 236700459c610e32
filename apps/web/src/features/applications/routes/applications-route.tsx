import { Link } from 'react-router';
import { FileSearch, ServerCrash } from 'lucide-react';
import { applicationsCountLabel, myApplicationsText } from '@hireloop/shared';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCard, ApplicationCardSkeleton } from '../components/application-card';

/** /applications: the job seeker's applications with their status and history (top bar 'Applications'). */
export function ApplicationsRoute() {
  const applications = useMyApplications();

  return (
    <section aria-labelledby="applications-title">
      <div className="mb-6">
        <h1
          id="applications-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {myApplicationsText.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {applications.data && applications.data.length > 0
            ? applicationsCountLabel(applications.data.length)
            : myApplicationsText.subtitle}
        </p>
      </div>
      <QueryStatus
        query={applications}
        loading={
          <div aria-label={myApplicationsText.loading} aria-busy="true" className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <ApplicationCardSkeleton key={i} />
            ))}
          </div>
        }
        failed={{
          icon: ServerCrash,
          title: myApplicationsText.loadFailedTitle,
          text: myApplicationsText.loadFailedText,
          retry: myApplicationsText.retry,
        }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={FileSearch}
            title={myApplicationsText.emptyTitle}
            text={myApplicationsText.emptyText}
          >
            <Link to={paths.findJobs} className={buttonClasses('primary')}>
              {myApplicationsText.findJobs}
            </Link>
          </EmptyState>
        }
      >
        {(list) => (
          <ul aria-label={myApplicationsText.title} className="space-y-4">
            {list.map((application) => (
              <li key={application._id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </section>
  );
}
