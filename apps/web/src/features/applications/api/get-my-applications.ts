import { useQuery } from '@tanstack/react-query';
import type { Application } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/** GET /api/applications/my: the job seeker's applications, newest first, each with its history. */
export function getMyApplications(signal?: AbortSignal): Promise<Application[]> {
  return api.get<Application[]>('/api/applications/my', { signal });
}

export function useMyApplications() {
  return useQuery({
    queryKey: ['applications', 'my'] as const,
    queryFn: ({ signal }) => getMyApplications(signal),
    meta: { errorMessage: 'Loading the applications failed' },
    // Employers change statuses at any time; coming back to the screen shows the latest.
    staleTime: 0,
  });
}
