import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, LinkIcon, LockKeyhole } from 'lucide-react';
import { authMessages, REDIRECT_AFTER_RESET_MS } from '@hireloop/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { AuthShell } from '../components/auth-shell';
import { ResetPasswordForm } from '../components/reset-password-form';

function InvalidResetLink() {
  return (
    <div className="text-center">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-rose-100 text-rose-600 dark:bg-rose-900/40 dark:text-rose-300">
        <LinkIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {authMessages.invalidResetLinkTitle}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{authMessages.invalidResetLinkText}</p>
      <Link to={paths.forgotPassword} className={buttonClasses('primary', 'md', 'mt-8')}>
        Request a new reset link
      </Link>
    </div>
  );
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const id = setTimeout(() => void navigate(paths.login, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(id);
  }, [navigate]);

  return (
    <div className="text-center">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-900/40 dark:text-emerald-400">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {authMessages.resetSuccessTitle}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">You can now sign in with your new password.</p>
      <p
        className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-indigo-600 dark:text-indigo-400"
        role="status"
      >
        <Spinner className="size-4" />
        Redirecting to sign in...
      </p>
    </div>
  );
}

/** /reset-password/:token and /reset-password without a token (docs/product.md 2.10). */
export function ResetPasswordRoute() {
  const { token } = useParams();
  const [done, setDone] = useState(false);

  let content;
  if (!token) content = <InvalidResetLink />;
  else if (done) content = <ResetDone />;
  else {
    content = (
      <>
        <Link
          to={paths.forgotPassword}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-400"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Link>
        <div className="mt-6 flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-600 dark:bg-indigo-900/40 dark:text-indigo-300">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Set a new password
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Choose a strong password you haven&apos;t used before.
        </p>
        <div className="mt-8">
          <ResetPasswordForm token={token} onReset={() => setDone(true)} />
        </div>
      </>
    );
  }

  return (
    <AuthShell>
      <Card className="mx-auto max-w-md px-6 py-8 sm:px-10 sm:py-10">{content}</Card>
    </AuthShell>
  );
}
