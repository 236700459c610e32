import { useMutation } from '@tanstack/react-query';
import { apiPaths, type profileContract, type ResponseOf, type User } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileMutationKey } from './keys';

/** The fields a job seeker changes on this screen; the server merges them into the profile. */
export type ProfileChanges = Partial<
  Pick<
    User,
    | 'name'
    | 'title'
    | 'company'
    | 'location'
    | 'phone'
    | 'experience'
    | 'ctc'
    | 'noticePeriod'
    | 'headline'
    | 'skills'
    | 'employment'
    | 'education'
    | 'projects'
  >
>;

type ProfileResponse = ResponseOf<typeof profileContract.update>;

export function updateProfile(changes: ProfileChanges): Promise<ProfileResponse> {
  return api.put<ProfileResponse>(apiPaths.profile.update, changes);
}

/** PUT /api/user/profile; the stored user becomes the session user (top bar, completion). */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({
    mutationKey: [...profileMutationKey, 'update'],
    mutationFn: updateProfile,
    onSuccess: (data) => setUser(data.user),
  });
}
