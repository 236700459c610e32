import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { SearchX, ServerCrash, SlidersHorizontal } from 'lucide-react';
import { JOB_SORT_OPTIONS, jobMessages, jobSearchText } from '@hireloop/shared';
import { JobCardSkeleton } from '@/components/jobs/job-card';
import type { ViewMode } from '@/components/jobs/view-toggle';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useJobSearch } from '../api/search-jobs';
import { CreateAlertButton } from '../components/create-alert-button';
import { FilterPanel } from '../components/filter-panel';
import { FiltersSlideOver } from '../components/filters-slide-over';
import { JobResults, listClasses } from '../components/job-results';
import { RecentlyViewedStrip } from '../components/recently-viewed-strip';
import { ResultsToolbar } from '../components/results-toolbar';
import { SearchHeader } from '../components/search-header';
import { SearchNotice } from '../components/search-notice';
import { SortSelect } from '../components/sort-select';
import { useSearchFilters } from '../hooks/use-search-filters';
import {
  activePanelFilters,
  alertSearchOf,
  paramsFromFilters,
  salaryRangeError,
} from '../lib/search-filters';

const FETCH_FAILED_TOAST = 'jobs-fetch-failed';

/** Best match ranks by the match score, which only a signed-in job seeker has. */
const sortOptionsFor = (jobSeeker: boolean) =>
  jobSeeker ? JOB_SORT_OPTIONS : JOB_SORT_OPTIONS.filter((sort) => sort !== 'match');

/**
 * /find-jobs: the job search with filters (docs/product.md 2.12). Visitors may search too, without saving.
 */
export function FindJobsRoute() {
  const { user } = useSession();
  const { applied, draft, update, applyNow, clearAll } = useSearchFilters();
  const search = useJobSearch(applied);
  const [view, setView] = useState<ViewMode>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);

  // A failed page of more results keeps the list; a failed search empties it (docs/product.md section 8).
  const listFailed = search.isError && !search.isFetchNextPageError;
  useEffect(() => {
    if (search.isError) toast.error(jobMessages.fetchFailed, { id: FETCH_FAILED_TOAST });
  }, [search.isError, search.errorUpdatedAt]);

  // A link whose salary range is the wrong way round is not searched; the panel says why.
  const refused = salaryRangeError(applied);
  const pages = listFailed || refused ? [] : (search.data?.pages ?? []);
  // A failed search counted nothing: no 'Showing 0 jobs' above its error.
  const total = refused ? 0 : listFailed ? null : (pages[0]?.total ?? null);
  const totalAtLeast = pages[0]?.totalAtLeast === true;
  // Past the count limit the filters show no counts rather than counts of some of the jobs.
  const facets = pages[0]?.facetsOmitted ? undefined : pages[0]?.facets;
  const searchFor = (keyword: string) =>
    `${paths.findJobs}?${paramsFromFilters({ ...applied, keyword }).toString()}`;

  const panel = <FilterPanel filters={draft} facets={facets} onChange={update} />;

  return (
    <div>
      <SearchHeader
        keyword={draft.keyword}
        location={draft.location}
        onKeywordChange={(keyword) => update({ keyword })}
        onLocationChange={(location) => update({ location })}
        onSubmit={() => applyNow({})}
      />

      {!user && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          <Link
            to={paths.login}
            className="font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
          >
            Sign in
          </Link>{' '}
          to save jobs and apply.
        </p>
      )}
      {user?.role === 'jobseeker' && <RecentlyViewedStrip />}

      <div className={cn('grid gap-8 lg:grid-cols-[17.5rem_minmax(0,1fr)]', user ? 'mt-8' : 'mt-5')}>
        <aside aria-label={jobSearchText.filters} className="hidden lg:block">
          <div className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="mb-4 flex items-center justify-between">
              <h2 className="inline-flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
                <SlidersHorizontal className="size-4 text-indigo-500" aria-hidden="true" />
                {jobSearchText.filters}
              </h2>
              {/* Nothing to clear: not a tab stop on the way to the results. */}
              <button
                type="button"
                onClick={clearAll}
                disabled={paramsFromFilters(draft).toString() === ''}
                className="rounded-lg px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-default disabled:hover:bg-transparent dark:text-indigo-400 dark:hover:bg-indigo-950/60"
              >
                {jobSearchText.clearAll}
              </button>
            </div>
            {panel}
          </div>
        </aside>

        <section aria-label="Search results" className="min-w-0">
          <ResultsToolbar
            total={listFailed ? 'failed' : total}
            totalAtLeast={totalAtLeast}
            updating={search.isPlaceholderData || (search.isRefetching && !search.isFetchingNextPage)}
            activeFilters={activePanelFilters(draft)}
            view={view}
            onViewChange={setView}
            onOpenFilters={() => setFiltersOpen(true)}
            sort={
              <>
                {user?.role === 'jobseeker' && !refused && Object.keys(alertSearchOf(applied)).length > 0 && (
                  <CreateAlertButton filters={applied} />
                )}
                <SortSelect
                  value={draft.sort}
                  options={sortOptionsFor(user?.role === 'jobseeker')}
                  onChange={(sort) => applyNow({ sort })}
                />
              </>
            }
          />
          {pages[0] && !search.isPlaceholderData && <SearchNotice result={pages[0]} hrefFor={searchFor} />}
          {refused ? (
            <EmptyState icon={SearchX} title={refused} text={jobMessages.noJobsText}>
              <Button onClick={clearAll}>{jobSearchText.clearAllFilters}</Button>
            </EmptyState>
          ) : (
            <QueryStatus
              query={search}
              loading={
                <ul aria-label="Loading jobs" className={listClasses(view)}>
                  {Array.from({ length: 6 }, (_, i) => (
                    <li key={i}>
                      <JobCardSkeleton view={view} />
                    </li>
                  ))}
                </ul>
              }
              failed={{ icon: ServerCrash, title: jobMessages.fetchFailed, retry: jobSearchText.tryAgain }}
              isEmpty={(result) => result.pages.every((page) => page.jobs.length === 0)}
              empty={
                <EmptyState icon={SearchX} title={jobMessages.noJobsTitle} text={jobMessages.noJobsText}>
                  <Button onClick={clearAll}>{jobSearchText.clearAllFilters}</Button>
                </EmptyState>
              }
            >
              {(result) => (
                <JobResults
                  jobs={result.pages.flatMap((page) => page.jobs)}
                  view={view}
                  signedIn={Boolean(user)}
                  stale={search.isPlaceholderData}
                  hasNextPage={search.hasNextPage}
                  loadingNextPage={search.isFetchingNextPage}
                  onLoadMore={() => void search.fetchNextPage()}
                />
              )}
            </QueryStatus>
          )}
        </section>
      </div>

      {filtersOpen && (
        <FiltersSlideOver
          total={total}
          totalAtLeast={totalAtLeast}
          onClose={() => setFiltersOpen(false)}
          onClearAll={clearAll}
        >
          {panel}
        </FiltersSlideOver>
      )}
    </div>
  );
}
