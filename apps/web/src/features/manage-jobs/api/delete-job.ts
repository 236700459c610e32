import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/jobs/{id}. */
export function deleteJob(jobId: string): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/api/jobs/${encodeURIComponent(jobId)}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
