import { useMutation } from '@tanstack/react-query';
import type { Resume, User } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileMutationKey } from './keys';

interface UploadResumeResponse {
  resume: Resume;
  user: User;
}

/** POST /api/user/resume (multipart field `resume`); replaces any earlier resume. */
export function uploadResume(file: File): Promise<UploadResumeResponse> {
  const form = new FormData();
  form.append('resume', file, file.name);
  return api.post<UploadResumeResponse>('/api/user/resume', form);
}

export function useUploadResume() {
  const { setUser } = useSession();
  return useMutation({
    mutationKey: [...profileMutationKey, 'resume-upload'],
    mutationFn: uploadResume,
    onSuccess: (data) => setUser(data.user),
  });
}
