import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

/*
 * React Router's declarative router around the browser history. The data router
 * (createBrowserRouter) would add about 17 KB gzipped to every page for loaders, actions and
 * fetchers the app does not use.
 */
const history = createBrowserHistory({ v5Compat: true });
let urgent = false;

/**
 * Moves to `to` with the new location on screen when it returns. Session end uses it: a route
 * change in a transition could land after the session's urgent "signed out" update, and the
 * protected page would then see a signed-out user and send them to /login instead of /.
 */
export function navigateNow(to: string) {
  urgent = true;
  try {
    flushSync(() => history.push(to));
  } finally {
    urgent = false;
  }
}

/**
 * Route changes are transitions, so while a screen's chunk loads the current screen stays on
 * screen (the first screen shows the loading screen instead).
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (urgent) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [],
  );
  return (
    <Router navigator={history} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
