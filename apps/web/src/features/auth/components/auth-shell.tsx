import type { ReactNode } from 'react';
import { AuthTopBar } from '@/components/site/auth-top-bar';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';

/** Page frame of the sign-in, sign-up and password screens: the simple top bar, then the content. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gradient-to-b from-slate-50 via-white to-indigo-50/60 dark:from-slate-950 dark:via-slate-950 dark:to-indigo-950/30">
      <AuthTopBar />
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
