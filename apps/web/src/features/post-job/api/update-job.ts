import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathOf, type JobForm, type SaveJobResponse } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export interface UpdateJobInput {
  jobId: string;
  form: JobForm;
}

/** PUT /api/jobs/{id}: the whole form replaces the job's fields. */
export function updateJob({ jobId, form }: UpdateJobInput): Promise<SaveJobResponse> {
  return api.put<SaveJobResponse>(pathOf(apiPaths.jobs.update, { id: jobId }), form);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
