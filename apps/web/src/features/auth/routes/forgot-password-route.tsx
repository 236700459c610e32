import { useState } from 'react';
import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { AuthShell } from '../components/auth-shell';
import { CheckEmailNotice } from '../components/check-email-notice';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /forgot-password (docs/product.md 2.9). */
export function ForgotPasswordRoute() {
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <AuthShell>
      <Card className="mx-auto max-w-md px-6 py-8 sm:px-10 sm:py-10">
        {sentMessage ? (
          <CheckEmailNotice email={email} message={sentMessage} onTryAnother={() => setSentMessage(null)} />
        ) : (
          <>
            <div className="flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-600 dark:bg-indigo-900/40 dark:text-indigo-300">
              <KeyRound className="size-6" aria-hidden="true" />
            </div>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              Forgot your password?
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Enter the e-mail you signed up with and we&apos;ll send you a link to reset your password.
            </p>
            <div className="mt-8">
              <ForgotPasswordForm
                defaultEmail={email}
                onSent={(message, sentTo) => {
                  setEmail(sentTo);
                  setSentMessage(message);
                }}
              />
            </div>
            <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
              Remembered it?{' '}
              <Link
                to={paths.login}
                className="font-semibold text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400"
              >
                Back to sign in
              </Link>
            </p>
          </>
        )}
      </Card>
    </AuthShell>
  );
}
