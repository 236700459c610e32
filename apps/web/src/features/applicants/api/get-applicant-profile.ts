import { useQuery } from '@tanstack/react-query';
import { apiPaths, pathOf, type profileContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** GET /api/user/{id} (docs/product.md section 7): the applicant's current profile, for the profile modal. */
export function getApplicantProfile(
  userId: string,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof profileContract.applicant>> {
  return api.get(pathOf(apiPaths.profile.applicant, { id: userId }), { signal });
}

export function useApplicantProfile(userId: string) {
  return useQuery({
    queryKey: ['applicant-profile', userId] as const,
    queryFn: ({ signal }) => getApplicantProfile(userId, signal),
    meta: { errorMessage: 'Loading the applicant profile failed' },
    staleTime: 0,
  });
}
