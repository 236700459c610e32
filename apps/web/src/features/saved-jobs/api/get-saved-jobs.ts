import { useQuery } from '@tanstack/react-query';
import { apiPaths, type SavedJobRecord } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';

/** GET /api/save-jobs/my: the signed-in job seeker's saved-job records, newest first. */
export function getSavedJobs(signal?: AbortSignal): Promise<SavedJobRecord[]> {
  return api.get<SavedJobRecord[]>(apiPaths.savedJobs.list, { signal });
}

export function useSavedJobs() {
  return useQuery({
    queryKey: jobQueryKeys.saved,
    queryFn: ({ signal }) => getSavedJobs(signal),
    meta: { errorMessage: 'Saved jobs failed to load' },
  });
}
