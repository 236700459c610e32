import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobForm } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** What POST /api/jobs (201) and PUT /api/jobs/{id} (200) answer. */
export interface SaveJobResponse {
  success?: boolean;
  message?: string;
  job?: Job;
}

export interface SaveJobInput {
  /** Set when editing: PUT /api/jobs/{id}; otherwise POST /api/jobs. */
  jobId: string | null;
  form: JobForm;
}

export function saveJob({ jobId, form }: SaveJobInput): Promise<SaveJobResponse> {
  return jobId
    ? api.put<SaveJobResponse>(`/api/jobs/${encodeURIComponent(jobId)}`, form)
    : api.post<SaveJobResponse>('/api/jobs', form);
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    // Every list that shows jobs (the employer's table, the dashboard, search) is stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
