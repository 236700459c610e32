import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type JobForm, type SaveJobResponse } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** POST /api/jobs (201). */
export function createJob(form: JobForm): Promise<SaveJobResponse> {
  return api.post<SaveJobResponse>(apiPaths.jobs.create, form);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    // Every list that shows jobs (the employer's table, the dashboard, search) is stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
