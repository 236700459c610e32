import { LogOut, ShieldCheck } from 'lucide-react';
import { firstName, navText } from '@hireloop/shared';
import { Logo } from '@/components/site/logo';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useSession } from '@/lib/session';

const steps = ['Document locker', 'PAN', 'Selfie', 'Complete'];

/** /jobseeker-kyc — its own frame with the user's name and Logout; the steps (spec 2.16) land later. */
export function KycRoute() {
  const { user, logout } = useSession();
  const name = user?.fullName || user?.name || '';

  return (
    <div className="min-h-screen bg-gradient-to-b from-slate-50 to-indigo-50/60 dark:from-slate-950 dark:to-indigo-950/30">
      <header className="border-b border-slate-200/80 bg-white/85 backdrop-blur-xl dark:border-slate-800 dark:bg-slate-950/85">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <ThemeToggle />
            <UserAvatar name={name} avatar={user?.avatar} size="sm" />
            <span className="hidden text-sm font-semibold text-slate-700 sm:inline dark:text-slate-200">
              {name}
            </span>
            <Button
              variant="secondary"
              size="sm"
              icon={<LogOut className="size-4" />}
              onClick={() => void logout()}
            >
              {navText.logout}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-slate-200/80 bg-white p-6 text-center shadow-xl shadow-slate-900/[0.04] sm:p-10 dark:border-slate-800 dark:bg-slate-900">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
            <ShieldCheck className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Verify your identity
          </h1>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            Hi {firstName(name)}, one quick check before you start applying. Identity verification opens here
            soon.
          </p>
          <ol className="mt-8 grid grid-cols-2 gap-3 text-left sm:grid-cols-4">
            {steps.map((step, index) => (
              <li
                key={step}
                className="rounded-xl border border-slate-200 px-3 py-3 text-sm dark:border-slate-700 dark:text-slate-300"
              >
                <span className="block text-xs font-semibold text-indigo-600 dark:text-indigo-400">
                  Step {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
      </main>
    </div>
  );
}
