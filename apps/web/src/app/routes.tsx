import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { EmployerRoute, JobSearchRoute, JobSeekerRoute, PublicRoute, SignedInRoute } from './guards';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeTable, type RouteSpec, type ScreenModule } from './route-table';

/** Every module the route table may name, each a chunk of its own loaded on demand. */
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  '/src/features/*/routes/*-route.tsx',
  '/src/app/*-layout.tsx',
  '/src/components/layout/*-layout.tsx',
  '/src/features/marketing/landing-page.tsx',
]);

const guards: Record<NonNullable<RouteSpec['guard']>, ComponentType> = {
  public: PublicRoute,
  jobSeeker: JobSeekerRoute,
  jobSearch: JobSearchRoute,
  employer: EmployerRoute,
  signedIn: SignedInRoute,
};

const screens = new Map<ScreenModule, LazyScreen>();

function screenOf({ module, component }: NonNullable<RouteSpec['screen']>): LazyScreen {
  const importModule = screenModules[module];
  if (!importModule) throw new Error(`${module} is not a screen module (see route-table.ts)`);
  let screen = screens.get(module);
  if (!screen) {
    screen = lazyScreen(importModule, (m) => {
      const Component = m[component];
      if (!Component) throw new Error(`${module} exports no ${component}`);
      return Component;
    });
    screens.set(module, screen);
  }
  return screen;
}

function toRouteObject(route: RouteSpec): RouteObject {
  let element: ReactNode = null;
  if (route.redirect) element = <Navigate to={route.redirect} replace />;
  else if (route.guard) {
    const Guard = guards[route.guard];
    element = <Guard />;
  } else if (route.screen) {
    const Screen = screenOf(route.screen);
    element = <Screen />;
  }
  return { path: route.path, element, children: route.children?.map(toRouteObject) };
}

/**
 * A prerendered page comes inert (apps/server/src/lib/web-pages.ts): its screen shows, but a click
 * or a key before React has taken it over would be lost. Its effect runs once the screen beside it
 * has hydrated.
 */
function ScreenReady() {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

/**
 * Around every route: the generic failure screen, and the loading screen while the first screen's
 * chunk loads (later route changes keep the current screen until the next one is loaded).
 */
function RouteFrame() {
  const { pathname } = useLocation();
  void loadScreens(pathname).catch(() => undefined); // a failed chunk shows when its screen renders
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
        <ScreenReady />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The route table (route-table.ts) as React Router routes, inside the route frame. */
export const routes: RouteObject[] = [{ element: <RouteFrame />, children: routeTable.map(toRouteObject) }];

/** The screen module a route element loads on demand, if it is one. */
export function lazyScreenOf(element: ReactNode): LazyScreen | null {
  const type = (element as { type?: Partial<LazyScreen> } | null)?.type;
  return typeof type?.load === 'function' ? (type as LazyScreen) : null;
}

/**
 * Starts loading every screen and layout that `pathname` matches at once, rather than each
 * layout's screen only after the layout has loaded.
 */
export function loadScreens(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => lazyScreenOf(route.element)?.load()));
}
