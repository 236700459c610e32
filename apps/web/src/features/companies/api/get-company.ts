import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type companiesContract, companyPageText, pathOf, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';

export type CompanyPageResponse = ResponseOf<typeof companiesContract.get>;

/** GET /api/companies/:id: the company and its open jobs (a signed-in viewer gets their flags). */
export function getCompany(companyId: string, signal?: AbortSignal): Promise<CompanyPageResponse> {
  return api.get<CompanyPageResponse>(pathOf(apiPaths.companies.get, { id: companyId }), { signal });
}

export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: jobQueryKeys.company(companyId),
    queryFn: ({ signal }) => getCompany(companyId, signal),
    meta: { errorMessage: companyPageText.loadFailed, notFoundIsAnswer: true },
  });

export function useCompany(companyId: string) {
  return useQuery(companyQueryOptions(companyId));
}
