import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths, type EmployerJobsPage } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type JobStatusFilter = 'all' | 'active' | 'closed';
export type JobSortKey = 'title' | 'status' | 'applicants' | 'createdAt';
export type SortOrder = 'asc' | 'desc';

export interface EmployerJobsQuery {
  search: string;
  status: JobStatusFilter;
  sortBy: JobSortKey;
  sortOrder: SortOrder;
  page: number;
  pageSize: number;
}

/**
 * A job of the employer's listing: the job plus isClosed and applicationCount (docs/product.md section 3).
 */
export type { EmployerJob, EmployerJobsPage } from '@hireloop/shared';

/** GET /api/jobs/get-jobs-employer: one page of the employer's own jobs, searched and sorted by the server. */
export function getEmployerJobs(query: EmployerJobsQuery, signal?: AbortSignal): Promise<EmployerJobsPage> {
  return api.get<EmployerJobsPage>(apiPaths.jobs.employerJobs, {
    query: { ...query, search: query.search.trim() },
    signal,
  });
}

export const employerJobsKey = ['jobs', 'employer'] as const;

export function useEmployerJobs(query: EmployerJobsQuery) {
  return useQuery({
    queryKey: [...employerJobsKey, query],
    queryFn: ({ signal }) => getEmployerJobs(query, signal),
    // Paging, sorting and searching keep the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
