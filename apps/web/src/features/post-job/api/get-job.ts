import { useQuery } from '@tanstack/react-query';
import type { Job } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** GET /api/jobs/{id}: the owner sees their job even when it is closed. */
export function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return api.get<Job>(`/api/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export const jobQueryKey = (jobId: string) => ['jobs', 'edit', jobId] as const;

export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: jobQueryKey(jobId ?? ''),
    queryFn: ({ signal }) => getJob(jobId!, signal),
    enabled: Boolean(jobId),
    // The form is filled once from this answer; a background refetch must not overwrite edits.
    staleTime: Infinity,
    gcTime: 0,
  });
}
