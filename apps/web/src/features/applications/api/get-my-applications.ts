import { useQuery } from '@tanstack/react-query';
import { apiPaths, type applicationsContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { useLiveRefresh } from '@/lib/live-events';

/** GET /api/applications/my: the job seeker's applications, newest first, each with its history. */
export function getMyApplications(
  signal?: AbortSignal,
): Promise<ResponseOf<typeof applicationsContract.mine>> {
  return api.get(apiPaths.applications.mine, { signal });
}

export const myApplicationsKey = ['applications', 'my'] as const;

/** The applications, read again after live events of status changes (once per burst). */
export function useMyApplications() {
  useLiveRefresh(myApplicationsKey, (event) => event.kind === 'application_status');
  return useQuery({
    queryKey: myApplicationsKey,
    queryFn: ({ signal }) => getMyApplications(signal),
    meta: { errorMessage: 'Loading the applications failed' },
    // Employers change statuses at any time; coming back to the screen shows the latest.
    staleTime: 0,
  });
}
