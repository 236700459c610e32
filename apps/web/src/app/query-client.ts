import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { onSignedOut } from '@/lib/session';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Logged with the error when the load fails (docs/product.md section 8: these failures are logged). */
      errorMessage?: string;
      /** A 404 is an answer the screen shows (a job that is gone), not a failure to log. */
      notFoundIsAnswer?: boolean;
    };
    mutationMeta: {
      /** Logged with the error when the change fails. */
      errorMessage?: string;
    };
  }
}

/**
 * Logs a failed load or change once, where the cache sees it (not once per component that reads
 * it), with the message its query or mutation names in `meta.errorMessage`.
 */
export function logFailure(
  meta: { errorMessage?: string; notFoundIsAnswer?: boolean } | undefined,
  error: unknown,
): void {
  if (!meta?.errorMessage) return;
  if (meta.notFoundIsAnswer && error instanceof ApiError && error.status === 404) return;
  console.warn(meta.errorMessage, error);
}

/**
 * The one cache of server data. It lives in the chunk of the screens that use it (not the landing
 * page's), so it is created the first time such a screen loads.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => logFailure(query.meta, error) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => logFailure(mutation.meta, error),
  }),
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
