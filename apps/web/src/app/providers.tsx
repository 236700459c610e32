import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { ApiError } from '@/lib/api-error';
import { SessionProvider, type SessionNavigate } from '@/lib/session';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network hiccups and 5xx get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  /** How the session moves to / when it ends (the router's navigate, see app.tsx). */
  navigate?: SessionNavigate;
}

export function AppProviders({ children, navigate }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider navigate={navigate} onSignedOut={() => queryClient.clear()}>
        {children}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
