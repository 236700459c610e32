import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths, jobMessages, pathOf, type MessageEnvelope } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';

/** DELETE /api/save-jobs/{id}. */
export function unsaveJob(jobId: string): Promise<MessageEnvelope> {
  return api.delete(pathOf(apiPaths.savedJobs.unsave, { id: jobId }));
}

/** Removes a saved job with the spec's toasts, then reloads the saved list and the job lists. */
export function useUnsaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveJob,
    onSuccess: async () => {
      toast.success(jobMessages.unsaved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobQueryKeys.saved }),
        queryClient.invalidateQueries({ queryKey: jobQueryKeys.all }),
      ]);
    },
    onError: () => {
      toast.error(jobMessages.saveFailed);
    },
  });
}
