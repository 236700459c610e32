import { useMutation } from '@tanstack/react-query';
import { apiPaths, type profileContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileMutationKey } from './keys';

type UploadResumeResponse = ResponseOf<typeof profileContract.uploadResume>;

/** POST /api/user/resume (multipart field `resume`); replaces any earlier resume. */
export function uploadResume(file: File): Promise<UploadResumeResponse> {
  const form = new FormData();
  form.append('resume', file, file.name);
  return api.post<UploadResumeResponse>(apiPaths.profile.uploadResume, form);
}

export function useUploadResume() {
  const { setUser } = useSession();
  return useMutation({
    mutationKey: [...profileMutationKey, 'resume-upload'],
    mutationFn: uploadResume,
    onSuccess: (data) => setUser(data.user),
  });
}
