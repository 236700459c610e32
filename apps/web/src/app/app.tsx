import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';

// flushSync: the new location is on screen before the session reports "signed out",
// so a protected page never sees a signed-out user and bounces to /login on the way to /.
const navigateAfterSignOut = (to: string) => router.navigate(to, { flushSync: true });

export function App() {
  return (
    <AppProviders navigate={navigateAfterSignOut}>
      {/* A navigation that first loads a screen's chunk commits without flushSync. As a
          transition it could land after the session's urgent "signed out" update, so the
          protected page would see a signed-out user; as a plain update it lands no later. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
