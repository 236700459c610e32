import { useQuery } from '@tanstack/react-query';
import type { Job } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** GET /api/jobs/{id}: the job itself, for the list's header while it has no applicants yet. */
export function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return api.get<Job>(`/api/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export function useApplicantsJob(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['applicants', 'job', jobId] as const,
    queryFn: ({ signal }) => getJob(jobId, signal),
    enabled,
  });
}
