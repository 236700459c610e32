import { Link } from 'react-router';
import { FileSearch, ServerCrash } from 'lucide-react';
import { applicationsCountLabel, myApplicationsText } from '@hireloop/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCard, ApplicationCardSkeleton } from '../components/application-card';

/** /applications: the job seeker's applications with their status and history (top bar 'Applications'). */
export function ApplicationsRoute() {
  const applications = useMyApplications();

  let content;
  if (applications.isPending) {
    content = (
      <div aria-label={myApplicationsText.loading} aria-busy="true" className="space-y-3">
        {Array.from({ length: 3 }, (_, i) => (
          <ApplicationCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (applications.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        tone="error"
        title={myApplicationsText.loadFailedTitle}
        text={myApplicationsText.loadFailedText}
      >
        <Button
          variant="secondary"
          onClick={() => void applications.refetch()}
          loading={applications.isFetching}
        >
          {myApplicationsText.retry}
        </Button>
      </EmptyState>
    );
  } else if (applications.data.length === 0) {
    content = (
      <EmptyState icon={FileSearch} title={myApplicationsText.emptyTitle} text={myApplicationsText.emptyText}>
        <Link to={paths.findJobs} className={buttonClasses('primary')}>
          {myApplicationsText.findJobs}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <ul aria-label={myApplicationsText.title} className="space-y-4">
        {applications.data.map((application) => (
          <li key={application._id}>
            <ApplicationCard application={application} />
          </li>
        ))}
      </ul>
    );
  }

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
      {content}
    </section>
  );
}
