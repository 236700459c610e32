import { useQuery } from '@tanstack/react-query';
import type { Job } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';

/** GET /api/jobs/{id}; the server knows the viewer from the token (isSaved, applicationStatus). */
export function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return api.get<Job>(`/api/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export function useJob(jobId: string) {
  return useQuery({
    queryKey: jobQueryKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
  });
}
