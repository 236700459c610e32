import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathOf, type MessageEnvelope } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** DELETE /api/jobs/{id}. */
export function deleteJob(jobId: string): Promise<MessageEnvelope> {
  return api.delete<MessageEnvelope>(pathOf(apiPaths.jobs.remove, { id: jobId }));
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    // The spec's delete failures are only logged (by the query client).
    meta: { errorMessage: 'Deleting the job failed' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
