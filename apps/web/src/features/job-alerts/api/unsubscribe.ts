import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths, type UnsubscribeTarget } from '@hireloop/shared';
import { api } from '@/lib/api-client';

const withToken = (token: string) =>
  `${apiPaths.alerts.unsubscribe}?${new URLSearchParams({ token }).toString()}`;

/** GET /api/alerts/unsubscribe?token=...: which alert the link names (changes nothing). */
export function useUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: ['alert-unsubscribe', token],
    queryFn: ({ signal }) => api.get<UnsubscribeTarget>(withToken(token), { signal }),
    retry: false,
  });
}

/** POST /api/alerts/unsubscribe?token=...: turns the alert's e-mails off, without signing in. */
export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => api.post<UnsubscribeTarget>(withToken(token)) });
}
