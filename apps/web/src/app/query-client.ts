import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { onSignedOut } from '@/lib/session';

/**
 * The one cache of server data. It lives in the chunk of the screens that use it (not the landing
 * page's), so it is created the first time such a screen loads.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; network hiccups and 5xx get one more try.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
    },
  },
});

// The next user must not see the previous user's cached data.
onSignedOut(() => queryClient.clear());
