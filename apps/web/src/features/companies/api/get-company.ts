import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiPaths, type companiesContract, companyPageText, pathOf, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';

export type CompanyPageResponse = ResponseOf<typeof companiesContract.get>;
export type CompanyPages = InfiniteData<CompanyPageResponse, string | null>;

/**
 * GET /api/companies/:id: the company and one page of its open jobs (20, newest first), with the
 * total and the cursor of the next page; a signed-in viewer gets their flags on the jobs.
 */
export function getCompany(
  companyId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CompanyPageResponse> {
  return api.get<CompanyPageResponse>(pathOf(apiPaths.companies.get, { id: companyId }), {
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

/** The company page, its jobs page by page ("Show more jobs"). */
export function useCompany(companyId: string) {
  return useInfiniteQuery({
    queryKey: jobQueryKeys.company(companyId),
    queryFn: ({ pageParam, signal }) => getCompany(companyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: companyPageText.loadFailed, notFoundIsAnswer: true },
  });
}
