import { useQuery } from '@tanstack/react-query';
import { apiPaths, type JobAlert } from '@hireloop/shared';
import { alertQueryKeys } from '@/lib/alert-query-keys';
import { api } from '@/lib/api-client';

/** GET /api/alerts: the signed-in job seeker's job alerts, newest first. */
export function getAlerts(signal?: AbortSignal): Promise<JobAlert[]> {
  return api.get<JobAlert[]>(apiPaths.alerts.list, { signal });
}

export function useAlerts() {
  return useQuery({
    queryKey: alertQueryKeys.all,
    queryFn: ({ signal }) => getAlerts(signal),
    meta: { errorMessage: 'Job alerts failed to load' },
  });
}
