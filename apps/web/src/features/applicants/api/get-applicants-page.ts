import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  apiPaths,
  pathOf,
  type ApplicantRow,
  type ApplicantsPage,
  type ApplicationState,
} from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type { ApplicantRow, ApplicantsPage };
export type ApplicantsPages = InfiniteData<ApplicantsPage, string | null>;

/**
 * GET /api/applications/job/{jobId}/page: one page of the job's applicants, best match first, with
 * the total and counts per status. The no-cache header makes every load fresh, as the spec's
 * applications-with-score call does.
 */
export function getApplicantsPage(
  jobId: string,
  params: { status?: ApplicationState; cursor?: string | null },
  signal?: AbortSignal,
): Promise<ApplicantsPage> {
  return api.get<ApplicantsPage>(pathOf(apiPaths.applications.applicantsPage, { id: jobId }), {
    query: { status: params.status, cursor: params.cursor ?? undefined },
    headers: { 'Cache-Control': 'no-cache' },
    signal,
  });
}

/** Every loaded list of one job, whatever its status filter. */
export const applicantsPagesKey = (jobId: string) => ['applications', 'job', jobId, 'page'] as const;

/** The job's applicants page by page; another status keeps the last list on screen while it loads. */
export function useApplicantsPages(jobId: string, status: ApplicationState | undefined) {
  return useInfiniteQuery({
    queryKey: [...applicantsPagesKey(jobId), status ?? 'all'] as const,
    queryFn: ({ pageParam, signal }) => getApplicantsPage(jobId, { status, cursor: pageParam }, signal),
    meta: { errorMessage: 'Loading the applicants failed' },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
