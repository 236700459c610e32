import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** PATCH /api/jobs/{id}/toggle-close: Active becomes Closed and back (spec section 4). */
export function toggleJobClose(jobId: string): Promise<{ job: Job }> {
  return api.patch<{ job: Job }>(`/api/jobs/${encodeURIComponent(jobId)}/toggle-close`);
}

export function useToggleJobClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleJobClose,
    // The spec's failures of the toggle are only logged.
    onError: (error) => console.warn('Toggling the job failed', error),
    // The list is refetched after the toggle (spec section 4).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
