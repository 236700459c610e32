import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { loadedRoutes } from './routes';

/** Renders the real route table and providers at `path`; returns the router to inspect locations. */
export function renderApp(path: string | { pathname: string; search?: string; state?: unknown }) {
  // Each test starts without the server data an earlier test cached.
  queryClient.clear();
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  const utils = render(
    <AppProviders navigate={(to) => router.navigate(to)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
