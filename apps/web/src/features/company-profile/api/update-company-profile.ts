import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type BodyOf, type profileContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';
import { useSession } from '@/lib/session';

/** What the company profile form saves (docs/product.md 2.22); the e-mail cannot change. */
export type CompanyProfileChanges = Required<
  Pick<
    BodyOf<typeof profileContract.update>,
    | 'name'
    | 'companyName'
    | 'companyDescription'
    | 'companyLogo'
    | 'avatar'
    | 'companyWebsite'
    | 'companySize'
    | 'companyLocations'
  >
>;

type ProfileResponse = ResponseOf<typeof profileContract.update>;

export function updateCompanyProfile(changes: CompanyProfileChanges): Promise<ProfileResponse> {
  return api.put<ProfileResponse>(apiPaths.profile.update, changes);
}

/**
 * PUT /api/user/profile. The saved user becomes the session user (top bar, menu), and cached jobs
 * and dashboard data are refreshed: they carry the company name and logo.
 */
export function useUpdateCompanyProfile() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (data) => {
      setUser(data.user);
      void queryClient.invalidateQueries({ queryKey: jobQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
  });
}
