import { useMutation } from '@tanstack/react-query';
import { apiPaths, type BodyOf, type profileContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileMutationKey } from './keys';

/** The fields a job seeker changes on this screen, as the contract declares them; the server merges them in. */
export type ProfileChanges = BodyOf<typeof profileContract.update>;

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
