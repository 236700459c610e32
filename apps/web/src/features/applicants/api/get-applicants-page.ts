import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  apiPaths,
  pathOf,
  type ApplicantRow,
  type ApplicantsFilter,
  type ApplicantsPage,
} from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useLiveRefresh } from '@/lib/live-events';

export type { ApplicantRow, ApplicantsPage };
export type ApplicantsPages = InfiniteData<ApplicantsPage, string | null>;

/**
 * GET /api/applications/job/{jobId}/page: one page of the job's applicants, best match first, with
 * the total and counts per status. The no-cache header makes every load fresh, as the spec's
 * applications-with-score call does.
 */
export function getApplicantsPage(
  jobId: string,
  params: ApplicantsFilter & { cursor?: string | null },
  signal?: AbortSignal,
): Promise<ApplicantsPage> {
  return api.get<ApplicantsPage>(pathOf(apiPaths.applications.applicantsPage, { id: jobId }), {
    query: { status: params.status, minScore: params.minScore, cursor: params.cursor ?? undefined },
    headers: { 'Cache-Control': 'no-cache' },
    signal,
  });
}

/** Every loaded list of one job, whatever its filters. */
export const applicantsPagesKey = (jobId: string) => ['applications', 'job', jobId, 'page'] as const;

/**
 * The job's applicants page by page; other filters keep the last list on screen while it loads.
 * Live events of this job (new or withdrawn applications) read the list again, once per burst.
 */
export function useApplicantsPages(jobId: string, { status, minScore }: ApplicantsFilter) {
  useLiveRefresh(
    applicantsPagesKey(jobId),
    (event) => event.jobId === jobId && event.kind !== 'application_status',
  );
  return useInfiniteQuery({
    queryKey: [...applicantsPagesKey(jobId), status ?? 'all', minScore ?? 'any'] as const,
    queryFn: ({ pageParam, signal }) =>
      getApplicantsPage(jobId, { status, minScore, cursor: pageParam }, signal),
    meta: { errorMessage: 'Loading the applicants failed' },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
