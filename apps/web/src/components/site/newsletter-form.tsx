import { type FormEvent, useId, useRef, useState } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { emailError, PRODUCT_NAME } from '@hireloop/shared';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * The footer's newsletter box. The spec does not say what subscribing does, so nothing is sent:
 * the address is checked in the browser and the visitor gets a friendly confirmation.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = emailError(email);
    if (message) {
      setError(message);
      setSubscribed(null);
      inputRef.current?.focus();
      return;
    }
    setSubscribed(email.trim());
    setError(null);
    setEmail('');
  };

  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
        Get the {PRODUCT_NAME} newsletter
      </h2>
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
        Fresh roles, salary insights and hiring tips, twice a month.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 text-sm text-slate-900 shadow-sm transition outline-none placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 aria-invalid:border-rose-500 aria-invalid:focus:ring-rose-500/15 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 sm:flex-1"
        />
        <button type="submit" className={buttonVariants({ surface: 'site', variant: 'primary', size: 'md' })}>
          <Send aria-hidden="true" className="size-4" />
          Subscribe
        </button>
      </form>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-rose-600 dark:text-rose-400">
          {error}
        </p>
      )}
      <div role="status" aria-live="polite">
        {subscribed && (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800 ring-1 ring-emerald-600/15 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/20">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              You&apos;re on the list! We&apos;ll send the next issue to <strong>{subscribed}</strong>.
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
