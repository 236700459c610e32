import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type DashboardOverview } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';

/** GET /api/analytics/overview: counts, trends, recent items and chart data of the employer's jobs. */
export function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return api.get<DashboardOverview>(apiPaths.analytics.overview, { signal });
}

export const overviewKey = ['analytics', 'overview'] as const;

/** The overview, read again when a live event tells of a new or withdrawn application. */
export function useOverview() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event?.kind !== 'application_status') void queryClient.invalidateQueries({ queryKey: overviewKey });
  });
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => getOverview(signal),
    meta: { errorMessage: 'Loading the dashboard failed' },
    // Jobs and applications change on other screens: coming back shows the cached numbers at once
    // and refreshes them.
    staleTime: 0,
  });
}
