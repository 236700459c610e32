import { useMutation } from '@tanstack/react-query';
import { apiPaths, type profileContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileMutationKey } from './keys';

type DeleteResumeResponse = ResponseOf<typeof profileContract.deleteResume>;

/** DELETE /api/user/resume with the spec's body `{ resumeUrl }`. */
export function deleteResume(resumeUrl: string): Promise<DeleteResumeResponse> {
  return api.delete<DeleteResumeResponse>(apiPaths.profile.deleteResume, { resumeUrl });
}

export function useDeleteResume() {
  const { setUser } = useSession();
  return useMutation({
    mutationKey: [...profileMutationKey, 'resume-delete'],
    mutationFn: deleteResume,
    onSuccess: (data) => setUser(data.user),
  });
}
