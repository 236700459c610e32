import { useMutation } from '@tanstack/react-query';
import type { User } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileMutationKey } from './keys';

interface DeleteResumeResponse {
  user: User;
}

/** DELETE /api/user/resume with the spec's body `{ resumeUrl }`. */
export function deleteResume(resumeUrl: string): Promise<DeleteResumeResponse> {
  return api.delete<DeleteResumeResponse>('/api/user/resume', { resumeUrl });
}

export function useDeleteResume() {
  const { setUser } = useSession();
  return useMutation({
    mutationKey: [...profileMutationKey, 'resume-delete'],
    mutationFn: deleteResume,
    onSuccess: (data) => setUser(data.user),
  });
}
