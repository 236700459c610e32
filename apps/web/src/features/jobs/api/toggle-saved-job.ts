import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths, jobMessages, pathOf, type ResponseOf, type savedJobsContract } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jobQueryKeys } from '@/lib/job-query-keys';

export interface ToggleSavedJobInput {
  jobId: string;
  /** Whether the job is saved now; the toggle does the opposite. */
  saved: boolean;
}

/** POST /api/save-jobs/{id} saves, DELETE /api/save-jobs/{id} removes. */
export function toggleSavedJob({
  jobId,
  saved,
}: ToggleSavedJobInput): Promise<ResponseOf<typeof savedJobsContract.save>> {
  const { save, unsave } = apiPaths.savedJobs;
  return saved ? api.delete(pathOf(unsave, { id: jobId })) : api.post(pathOf(save, { id: jobId }));
}

/**
 * Saves or removes a job with the spec's toasts, then reloads the lists that show it (docs/product.md section
 * 4).
 */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSavedJob,
    onSuccess: async (_data, { saved }) => {
      toast.success(saved ? jobMessages.unsaved : jobMessages.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobQueryKeys.saved }),
      ]);
    },
    // A refusal the job seeker can act on (409: as many saved jobs as one may keep) in the server's
    // words; any other failure with the spec's text.
    onError: (error) => {
      const full = error instanceof ApiError && error.status === 409 && error.serverMessage;
      toast.error(full || jobMessages.saveFailed);
    },
  });
}
