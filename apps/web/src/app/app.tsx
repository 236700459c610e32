import { useRoutes } from 'react-router';
import { BrowserRouter, navigateNow } from './browser-router';
import { AppProviders } from './providers';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <BrowserRouter>
      {/* The session ends on /: the new location is on screen before the session reports
          "signed out", so a protected page never sees a signed-out user and bounces to /login. */}
      <AppProviders navigate={navigateNow}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
