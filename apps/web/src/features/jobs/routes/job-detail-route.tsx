import { lazy, Suspense, useDeferredValue } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, SearchX, ServerCrash } from 'lucide-react';
import { jobDetailText, jobSearchText } from '@hireloop/shared';
import { JobDetailView } from '@/components/jobs/job-detail-view';
import { SaveJobButton } from '@/components/jobs/save-job-button';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useJob } from '../api/get-job';
import { useToggleSavedJob } from '../api/toggle-saved-job';
import { JobDetailSkeleton } from '../components/job-detail-skeleton';
import { JobApplySlot } from '../components/job-apply-slot';
import { JobMatchCard } from '../components/job-match-card';
import { ShareJobButton } from '../components/share-job-button';
import { useRecordJobView } from '../hooks/use-record-job-view';

/** Below the job, its code (the job cards) loaded once the job is on screen. */
const SimilarJobs = lazy(() =>
  import('../components/similar-jobs').then((m) => ({ default: m.SimilarJobs })),
);

/** /job/{jobId}: one job in full (docs/product.md 2.13). The route guard keeps visitors out. */
export function JobDetailRoute() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  // A job that has just arrived renders in the background, yielding to the browser, instead of in
  // one long task; the skeleton stays meanwhile. Later changes to it (saved, applied) show at once.
  const deferredJob = useDeferredValue(job.data);
  const toggleSaved = useToggleSavedJob();
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = job.error instanceof ApiError && job.error.status === 404;
  // The view and the similar jobs wait until the job is on screen (they are not what the page is for).
  const jobPainted = useAfterPaint(Boolean(job.data));
  useRecordJobView(jobPainted ? job.data?._id : undefined);

  // Came from inside the app: go back to that list (and its filters); else to the search.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.findJobs);
  };

  const content = notFound ? (
    <EmptyState icon={SearchX} title={jobDetailText.notFoundTitle} text={jobDetailText.notFoundText}>
      <Link to={paths.findJobs} className={buttonClasses('primary')}>
        {jobDetailText.backToSearch}
      </Link>
    </EmptyState>
  ) : (
    <QueryStatus
      query={job}
      loading={<JobDetailSkeleton />}
      failed={{
        icon: ServerCrash,
        title: jobDetailText.loadFailedTitle,
        text: jobDetailText.loadFailedText,
        retry: jobSearchText.tryAgain,
      }}
    >
      {(data) =>
        deferredJob?._id !== data._id ? (
          <JobDetailSkeleton />
        ) : (
          <JobDetailView
            job={data}
            match={!data.isRemoved && <JobMatchCard jobId={data._id} />}
            actions={
              <>
                <JobApplySlot job={data} />
                <SaveJobButton
                  variant="full"
                  saved={data.isSaved}
                  pending={toggleSaved.isPending}
                  onToggle={() => toggleSaved.mutate({ jobId: data._id, saved: data.isSaved })}
                />
                <ShareJobButton jobId={data._id} title={data.title} />
              </>
            }
          />
        )
      }
    </QueryStatus>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <button
        type="button"
        onClick={goBack}
        className="mb-5 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {jobDetailText.backToJobs}
      </button>
      {content}
      {job.data && jobPainted && (
        <Suspense fallback={null}>
          <SimilarJobs jobId={job.data._id} />
        </Suspense>
      )}
    </div>
  );
}
