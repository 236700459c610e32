import { MailCheck } from 'lucide-react';
import { authText } from '@hireloop/shared';

interface CheckEmailNoticeProps {
  email: string;
  message: string;
  onTryAnother: () => void;
}

/** Confirmation after a reset link was requested (docs/product.md 2.9). */
export function CheckEmailNotice({ email, message, onTryAnother }: CheckEmailNoticeProps) {
  return (
    <div className="text-center">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-indigo-100 text-indigo-600 dark:bg-indigo-900/40 dark:text-indigo-300">
        <MailCheck className="size-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {authText.checkYourEmail}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300" role="status">
        {message}
      </p>
      {email && (
        <p className="mt-2 text-sm font-medium break-all text-slate-900 dark:text-white">{email.trim()}</p>
      )}
      <p className="mt-6 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
        Didn&apos;t receive the e-mail? Check your spam or junk folder, or wait a few minutes and try again.
      </p>
      <button
        type="button"
        onClick={onTryAnother}
        className="mt-6 text-sm font-semibold text-indigo-600 hover:text-indigo-500 hover:underline focus-visible:underline focus-visible:outline-none dark:text-indigo-400"
      >
        {authText.tryAnotherEmail}
      </button>
    </div>
  );
}
