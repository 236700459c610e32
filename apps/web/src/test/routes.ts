import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';

/**
 * The app's route table with every lazy screen already loaded, so a screen test sees a navigation
 * land at once, as in the browser once the chunk is cached, instead of racing the module loader.
 */
async function loadAll(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return {
        ...route,
        ...loaded,
        ...(children ? { children: await loadAll(children) } : {}),
      } as RouteObject;
    }),
  );
}

export const loadedRoutes = await loadAll(routes);
