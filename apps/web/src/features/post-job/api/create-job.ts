import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobForm } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { SaveJobResponse } from './types';

/** POST /api/jobs. */
export function createJob(form: JobForm): Promise<SaveJobResponse> {
  return api.post<SaveJobResponse>('/api/jobs', form);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    // Every list that shows jobs (the employer's table, the dashboard, search) is stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
