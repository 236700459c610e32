import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type BulkStatusInput, type BulkStatusResult } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { applicantsPagesKey } from './get-applicants-page';

/** POST /api/applications/bulk-status: one status for the chosen applications, in one call. */
export function bulkUpdateStatus(input: BulkStatusInput): Promise<BulkStatusResult> {
  return api.post<BulkStatusResult>(apiPaths.applications.bulkStatus, input);
}

/** The bulk change; afterwards the job's lists load again (statuses and counts both moved). */
export function useBulkUpdateStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantsPagesKey(jobId) }),
  });
}
