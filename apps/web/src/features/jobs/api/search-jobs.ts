import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Job, JobSearchResult } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';
import { apiQueryFromFilters, filtersKey, type SearchFilters } from '../hooks/search-filters';

/** Jobs per page of the search list; more load as the user scrolls. */
export const JOBS_PAGE_SIZE = 20;

const noFacets = { type: {}, category: {} };

/** GET /api/jobs. The spec allows a bare array as the answer too; it is read as a single page. */
export async function searchJobs(
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<JobSearchResult> {
  const data = await api.get<JobSearchResult | Job[]>('/api/jobs', {
    query: { ...apiQueryFromFilters(filters), page, pageSize: JOBS_PAGE_SIZE },
    signal,
  });
  if (Array.isArray(data)) {
    return { jobs: data, total: data.length, page: 1, pageSize: data.length, facets: noFacets };
  }
  return data;
}

export function useJobSearch(filters: SearchFilters) {
  return useInfiniteQuery({
    queryKey: jobQueryKeys.search(filtersKey(filters)),
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
