import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths, type Job, type JobSearchResult } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';
import { apiQueryFromFilters, salaryRangeError, filtersKey, type SearchFilters } from '../lib/search-filters';

/** Jobs per page of the search list; more load as the user scrolls. */
export const JOBS_PAGE_SIZE = 20;

const noFacets = { type: {}, category: {} };

/**
 * GET /api/jobs. The spec allows a bare array, or an object with a jobs array, as the answer; what
 * it leaves out reads as one page of exact matches with no suggestions.
 */
export async function searchJobs(
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<JobSearchResult> {
  const data = await api.get<Partial<JobSearchResult> | Job[]>(apiPaths.jobs.search, {
    query: { ...apiQueryFromFilters(filters), page, pageSize: JOBS_PAGE_SIZE },
    signal,
  });
  const jobs = Array.isArray(data) ? data : (data.jobs ?? []);
  const result = Array.isArray(data) ? {} : data;
  return {
    jobs,
    total: result.total ?? jobs.length,
    ...(result.totalAtLeast ? { totalAtLeast: true as const } : {}),
    ...(result.facetsOmitted ? { facetsOmitted: true as const } : {}),
    page: result.page ?? 1,
    pageSize: result.pageSize ?? jobs.length,
    facets: result.facets ?? noFacets,
    matched: result.matched ?? 'all',
    didYouMean: result.didYouMean ?? null,
    related: result.related ?? [],
  };
}

export function useJobSearch(filters: SearchFilters) {
  return useInfiniteQuery({
    queryKey: jobQueryKeys.search(filtersKey(filters)),
    // A search the API would refuse (a link with the salary range the wrong way round) is not sent.
    enabled: salaryRangeError(filters) === null,
    queryFn: ({ pageParam, signal }) => searchJobs(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.jobs.length, 0);
      return last.jobs.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
    // The previous results stay on screen while a changed search loads.
    placeholderData: keepPreviousData,
  });
}
