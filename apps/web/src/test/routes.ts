import type { RouteObject } from 'react-router';
import { lazyScreenOf, routes } from '@/app/routes';

/**
 * The app's route table with every lazy screen already loaded, so a screen test sees a navigation
 * land at once, as in the browser once the chunk is cached, instead of racing the module loader.
 */
async function loadAll(table: RouteObject[]): Promise<void> {
  await Promise.all(
    table.map(async (route) => {
      await lazyScreenOf(route.element)?.load();
      if (route.children) await loadAll(route.children);
    }),
  );
}

await loadAll(routes);
export const loadedRoutes = routes;
