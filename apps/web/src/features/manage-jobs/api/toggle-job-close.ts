import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathOf, type SaveJobResponse } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** PATCH /api/jobs/{id}/toggle-close: Active becomes Closed and back (docs/product.md section 4). */
export function toggleJobClose(jobId: string): Promise<SaveJobResponse> {
  return api.patch<SaveJobResponse>(pathOf(apiPaths.jobs.toggleClose, { id: jobId }));
}

export function useToggleJobClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleJobClose,
    // The spec's failures of the toggle are only logged (by the query client).
    meta: { errorMessage: 'Toggling the job failed' },
    // The list is refetched after the toggle (docs/product.md section 4).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
