import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Bookmark, ServerCrash } from 'lucide-react';
import {
  SAVED_JOBS_MAX,
  savedJobsCount,
  savedJobsFullNotice,
  savedJobsText,
  jobSearchText,
} from '@hireloop/shared';
import { JobCard, JobCardSkeleton } from '@/components/jobs/job-card';
import { SaveJobButton } from '@/components/jobs/save-job-button';
import { ViewToggle, type ViewMode } from '@/components/jobs/view-toggle';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useUnsaveJob } from '../api/unsave-job';

const listClasses = (view: ViewMode) =>
  view === 'grid' ? 'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3' : 'flex flex-col gap-3';

/** /saved-jobs: the jobs the job seeker saved (docs/product.md 2.14). */
export function SavedJobsRoute() {
  const saved = useSavedJobs();
  const unsave = useUnsaveJob();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<ViewMode>('grid');
  const pendingId = unsave.isPending ? unsave.variables : null;

  return (
    <div>
      <button
        type="button"
        // History back (docs/product.md 2.14); a page opened directly has no history here, so it goes to the
        // search.
        onClick={() => void (location.key === 'default' ? navigate(paths.findJobs) : navigate(-1))}
        className="mb-4 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {savedJobsText.back}
      </button>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {savedJobsText.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {saved.data && saved.data.length > 0 ? savedJobsCount(saved.data.length) : savedJobsText.subtitle}
          </p>
        </div>
        <ViewToggle value={view} onChange={setView} />
      </div>
      <QueryStatus
        query={saved}
        loading={
          <ul aria-label="Loading saved jobs" className={listClasses(view)}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <JobCardSkeleton view={view} />
              </li>
            ))}
          </ul>
        }
        failed={{
          icon: ServerCrash,
          title: savedJobsText.loadFailedTitle,
          text: savedJobsText.loadFailedText,
          retry: jobSearchText.tryAgain,
        }}
        isEmpty={(records) => records.length === 0}
        empty={
          <EmptyState icon={Bookmark} title={savedJobsText.emptyTitle} text={savedJobsText.emptyText}>
            <Link to={paths.findJobs} className={buttonClasses('primary')}>
              {savedJobsText.browseJobs}
            </Link>
          </EmptyState>
        }
      >
        {(records) => (
          <>
            {records.length >= SAVED_JOBS_MAX && (
              <Alert tone="info" className="mb-5">
                {savedJobsFullNotice(SAVED_JOBS_MAX)}
              </Alert>
            )}
            <ul aria-label={savedJobsText.title} className={listClasses(view)}>
              {records.map(({ _id, job }) => (
                <li key={_id} className="min-w-0">
                  <JobCard
                    job={job}
                    view={view}
                    actions={
                      <SaveJobButton
                        saved
                        pending={pendingId === job._id}
                        onToggle={() => unsave.mutate(job._id)}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStatus>
    </div>
  );
}
