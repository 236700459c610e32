import { useEffect } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { AuthResponse } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

interface AuthSuccessProps {
  auth: AuthResponse;
  title: string;
  text?: string;
  redirectText: string;
  delayMs: number;
}

/**
 * Success screen after sign-in or sign-up. After `delayMs` the session is opened; the public
 * route guard then sends the user to the role's target (docs/product.md 2.2, 2.6-2.8).
 */
export function AuthSuccess({ auth, title, text, redirectText, delayMs }: AuthSuccessProps) {
  const { login } = useSession();

  useEffect(() => {
    const id = setTimeout(() => void login(auth), delayMs);
    return () => clearTimeout(id);
  }, [auth, delayMs, login]);

  return (
    <Card className="mx-auto max-w-md px-6 py-10 text-center sm:px-10">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-900/40 dark:text-emerald-400">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      {text && <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>}
      <p
        className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-indigo-600 dark:text-indigo-400"
        role="status"
      >
        <Spinner className="size-4" />
        <span>{redirectText}</span>
      </p>
    </Card>
  );
}
