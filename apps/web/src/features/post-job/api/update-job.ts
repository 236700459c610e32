import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobForm } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { SaveJobResponse } from './types';

export interface UpdateJobInput {
  jobId: string;
  form: JobForm;
}

/** PUT /api/jobs/{id}: the whole form replaces the job's fields. */
export function updateJob({ jobId, form }: UpdateJobInput): Promise<SaveJobResponse> {
  return api.put<SaveJobResponse>(`/api/jobs/${encodeURIComponent(jobId)}`, form);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
