import type { ReactNode } from 'react';
import { SessionProvider, type SessionNavigate } from '@/lib/session';

interface AppProvidersProps {
  children: ReactNode;
  /** How the session moves to / when it ends (see app.tsx). */
  navigate?: SessionNavigate;
}

/**
 * What every screen needs. Server data (TanStack Query) and toasts are provided by the screens'
 * own layout (app-data-layout.tsx), so the landing page loads neither.
 */
export function AppProviders({ children, navigate }: AppProvidersProps) {
  return <SessionProvider navigate={navigate}>{children}</SessionProvider>;
}
