import { useQuery } from '@tanstack/react-query';
import { apiPaths, type DashboardOverview } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** GET /api/analytics/overview: counts, trends, recent items and chart data of the employer's jobs. */
export function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return api.get<DashboardOverview>(apiPaths.analytics.overview, { signal });
}

export const overviewKey = ['analytics', 'overview'] as const;

export function useOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => getOverview(signal),
    meta: { errorMessage: 'Loading the dashboard failed' },
    // Jobs and applications change on other screens: coming back shows the cached numbers at once
    // and refreshes them.
    staleTime: 0,
  });
}
