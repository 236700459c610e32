import { useQuery } from '@tanstack/react-query';
import { apiPaths, type applicationsContract, pathOf, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** The score and its breakdown; once `applied`, the stored score the employer sees. */
type JobMatch = ResponseOf<typeof applicationsContract.match>;

/** Not under the `jobs` key: saving a job must not recompute the match. */
export const jobMatchKey = (jobId: string) => ['job-match', jobId] as const;

/** GET /api/applications/match/{jobId}: how the signed-in job seeker matches the job. */
export function getJobMatch(jobId: string, signal?: AbortSignal): Promise<JobMatch> {
  return api.get<JobMatch>(pathOf(apiPaths.applications.match, { id: jobId }), { signal });
}

export function useJobMatch(jobId: string) {
  return useQuery({
    queryKey: jobMatchKey(jobId),
    queryFn: ({ signal }) => getJobMatch(jobId, signal),
    // The profile may have changed since the last visit; the preview follows it.
    staleTime: 0,
    meta: { errorMessage: 'How you match failed to load' },
  });
}
