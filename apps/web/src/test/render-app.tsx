import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { loadedRoutes } from './routes';

/**
 * Renders the real route table and providers at `path`; returns the router to inspect locations.
 * `endsSessionLikeTheApp`: the session's navigation on sign-out commits at once (flushSync), as
 * the app's `navigateNow` does, so a protected screen that signs out lands on / and not on /login.
 */
export function renderApp(
  path: string | { pathname: string; search?: string; state?: unknown },
  { endsSessionLikeTheApp = false } = {},
) {
  // Each test starts without the server data an earlier test cached.
  queryClient.clear();
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  const utils = render(
    <AppProviders navigate={(to) => router.navigate(to, { flushSync: endsSessionLikeTheApp })}>
      <RouterProvider
        router={router}
        flushSync={endsSessionLikeTheApp ? (fn) => void flushSync(fn) : undefined}
      />
    </AppProviders>,
  );
  return { ...utils, router };
}
