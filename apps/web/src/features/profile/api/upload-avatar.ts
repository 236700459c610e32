import { useMutation } from '@tanstack/react-query';
import { apiPaths, type authContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileMutationKey } from './keys';

type UploadImageResponse = ResponseOf<typeof authContract.uploadImage>;

/** POST /api/auth/upload-image?target=avatar: stores the picture and makes it the avatar at once. */
export function uploadAvatar(file: File): Promise<UploadImageResponse> {
  const form = new FormData();
  form.append('image', file);
  return api.post<UploadImageResponse>(apiPaths.auth.uploadImage, form, { query: { target: 'avatar' } });
}

export function useUploadAvatar() {
  const { user, setUser } = useSession();
  return useMutation({
    mutationKey: [...profileMutationKey, 'avatar'],
    mutationFn: uploadAvatar,
    // The answer carries only the new URL; the rest of the session user is unchanged.
    onSuccess: (data) => {
      if (user) setUser({ ...user, avatar: data.avatar });
    },
  });
}
