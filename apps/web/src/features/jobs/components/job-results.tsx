import { useDeferredValue } from 'react';
import type { Job } from '@hireloop/shared';
import { jobSearchText, WITHDRAWN_STATUS } from '@hireloop/shared';
import { JobCard, JobCardSkeleton } from '@/components/jobs/job-card';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { SaveJobButton } from '@/components/jobs/save-job-button';
import type { ViewMode } from '@/components/jobs/view-toggle';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SEARCH_RESULTS_ID } from '@/components/ui/skip-link';
import { JOBS_PAGE_SIZE } from '../api/search-jobs';
import { useToggleSavedJob } from '../api/toggle-saved-job';
import { useApply } from '../hooks/use-apply';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { ApplyButton } from './apply-button';

/**
 * Cards rendered as soon as results arrive; the others follow in a background render that yields
 * to the browser, so the first screen paints without one long task for the whole page of cards.
 */
const FIRST_CARDS = 6;

export const listClasses = (view: ViewMode) =>
  view === 'grid' ? 'grid gap-4 sm:grid-cols-2 sm:gap-5' : 'flex flex-col gap-3';

interface JobResultsProps {
  jobs: Job[];
  view: ViewMode;
  /**
   * Signed-in job seekers get save and apply buttons on each card; visitors do not (docs/product.md 2.12).
   */
  signedIn: boolean;
  /** The list shows the previous search while a changed one loads. */
  stale: boolean;
  hasNextPage: boolean;
  loadingNextPage: boolean;
  onLoadMore: () => void;
}

/** The cards of a search, and the next pages as the user scrolls (Load more where that fails). */
export function JobResults({
  jobs,
  view,
  signedIn,
  stale,
  hasNextPage,
  loadingNextPage,
  onLoadMore,
}: JobResultsProps) {
  const shown = useDeferredValue(jobs.length, Math.min(jobs.length, FIRST_CARDS));
  const toggleSaved = useToggleSavedJob();
  const pendingId = toggleSaved.isPending ? toggleSaved.variables.jobId : null;
  const { apply, confirmation, pendingJobId } = useApply();
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(
    hasNextPage && !loadingNextPage && !stale,
    onLoadMore,
  );

  // The badge replaces the button once applied (docs/product.md 2.13), until a withdrawal on an open
  // job (decision 0019); a closed card already says Closed.
  const applicationCorner = (job: Job) => {
    const status = job.applicationStatus;
    if (status && (status !== WITHDRAWN_STATUS || job.isClosed))
      return <ApplicationStatusBadge status={status} size="sm" />;
    if (job.isClosed) return undefined;
    return <ApplyButton variant="compact" onApply={() => apply(job)} pending={pendingJobId === job._id} />;
  };

  return (
    <div>
      <ul
        id={SEARCH_RESULTS_ID}
        aria-label="Jobs"
        aria-busy={stale || undefined}
        className={cn(listClasses(view), 'transition-opacity', stale && 'opacity-60')}
      >
        {jobs.slice(0, Math.max(shown, FIRST_CARDS)).map((job) => (
          <li key={job._id} className="min-w-0">
            <JobCard
              job={job}
              view={view}
              application={signedIn ? applicationCorner(job) : undefined}
              actions={
                signedIn ? (
                  <SaveJobButton
                    saved={job.isSaved}
                    pending={pendingId === job._id}
                    onToggle={() => toggleSaved.mutate({ jobId: job._id, saved: job.isSaved })}
                  />
                ) : undefined
              }
            />
          </li>
        ))}
        {loadingNextPage &&
          Array.from({ length: view === 'grid' ? 2 : 1 }, (_, i) => (
            <li key={`loading-${i}`}>
              <JobCardSkeleton view={view} />
            </li>
          ))}
      </ul>

      <div ref={sentinelRef} className="mt-8 flex flex-col items-center gap-2">
        {hasNextPage ? (
          <Button
            variant="secondary"
            onClick={onLoadMore}
            loading={loadingNextPage}
            disabled={stale}
            aria-label={loadingNextPage ? jobSearchText.loadingMore : jobSearchText.loadMore}
          >
            {loadingNextPage ? jobSearchText.loadingMore : jobSearchText.loadMore}
          </Button>
        ) : (
          jobs.length > JOBS_PAGE_SIZE && (
            <p className="text-sm text-slate-500 dark:text-slate-400">{jobSearchText.endOfList}</p>
          )
        )}
      </div>
      {confirmation}
    </div>
  );
}
