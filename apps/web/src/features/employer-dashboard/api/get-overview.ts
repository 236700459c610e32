import { useQuery } from '@tanstack/react-query';
import { apiPaths, type DashboardOverview } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useLiveRefresh } from '@/lib/live-events';

/** GET /api/analytics/overview: counts, trends, recent items and chart data of the employer's jobs. */
export function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return api.get<DashboardOverview>(apiPaths.analytics.overview, { signal });
}

export const overviewKey = ['analytics', 'overview'] as const;

/** The overview, read again after live events of new or withdrawn applications (once per burst). */
export function useOverview() {
  useLiveRefresh(overviewKey, (event) => event.kind !== 'application_status');
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => getOverview(signal),
    meta: { errorMessage: 'Loading the dashboard failed' },
    // Jobs and applications change on other screens: coming back shows the cached numbers at once
    // and refreshes them.
    staleTime: 0,
  });
}
