import { useQuery } from '@tanstack/react-query';
import type { Application } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** An application as the employer's list returns it: always with its applicant. */
export type JobApplication = Application & { applicant: NonNullable<Application['applicant']> };

/**
 * GET /api/applications/{jobId}/applications-with-score (spec section 7): the job's applications,
 * best match first. The timestamp and the no-cache header make every load fresh.
 */
export function getJobApplications(jobId: string, signal?: AbortSignal): Promise<JobApplication[]> {
  return api.get<JobApplication[]>(`/api/applications/${encodeURIComponent(jobId)}/applications-with-score`, {
    query: { timestamp: Date.now() },
    headers: { 'Cache-Control': 'no-cache' },
    signal,
  });
}

export const jobApplicationsKey = (jobId: string) => ['applications', 'job', jobId] as const;

export function useJobApplications(jobId: string) {
  return useQuery({
    queryKey: jobApplicationsKey(jobId),
    queryFn: ({ signal }) => getJobApplications(jobId, signal),
    staleTime: 0,
  });
}
