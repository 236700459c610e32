import { Link, useSearchParams } from 'react-router';
import { BellOff, CircleCheck, LinkIcon } from 'lucide-react';
import { jobAlertMessages, jobAlertsText as text } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe';

const card =
  'mx-auto max-w-lg rounded-2xl border border-slate-200/80 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';
const iconClass = 'mx-auto flex size-12 items-center justify-center rounded-full';

/**
 * /alerts/unsubscribe?token=...: opened from an alert mail, signed in or not. It shows the alert
 * and unsubscribes on the click, so a mail scanner that opens the link changes nothing (ADR 0023).
 */
export function AlertUnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);
  const { user } = useSession();
  const way = user ? (
    <Link to={paths.alerts} className={buttonClasses('secondary')}>
      {text.goToAlerts}
    </Link>
  ) : (
    <Link to={paths.home} className={buttonClasses('secondary')}>
      {text.goHome}
    </Link>
  );

  if (target.isPending) {
    return (
      <div className={card}>
        <Spinner className="mx-auto size-6 text-indigo-500" label={text.checking} />
      </div>
    );
  }
  if (target.isError) {
    return (
      <div className={card}>
        <span className={`${iconClass} bg-rose-100 text-rose-600 dark:bg-rose-950/60 dark:text-rose-400`}>
          <LinkIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{text.unsubscribeTitle}</h1>
        <p role="alert" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {errorMessage(target.error, jobAlertMessages.badUnsubscribeLink)}
        </p>
        <div className="mt-6">{way}</div>
      </div>
    );
  }
  const alert = unsubscribe.data?.alert ?? target.data.alert;
  if (unsubscribe.isSuccess || !alert.active) {
    return (
      <div className={card}>
        <span
          className={`${iconClass} bg-emerald-100 text-emerald-600 dark:bg-emerald-950/60 dark:text-emerald-400`}
        >
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
          {text.unsubscribedTitle}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text.unsubscribedText(alert.name)}</p>
        <div className="mt-6">{way}</div>
      </div>
    );
  }
  return (
    <div className={card}>
      <span
        className={`${iconClass} bg-indigo-100 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300`}
      >
        <BellOff className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{text.unsubscribeTitle}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text.unsubscribeIntro(alert.name)}</p>
      <p className="mt-3 rounded-xl bg-slate-50 px-4 py-2.5 text-sm font-medium break-words text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
        {alert.summary}
      </p>
      {unsubscribe.isError && (
        <Alert className="mt-4 text-left">
          {errorMessage(unsubscribe.error, jobAlertMessages.unsubscribeFailed)}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        {way}
        <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
          {unsubscribe.isPending ? text.unsubscribing : text.unsubscribe}
        </Button>
      </div>
    </div>
  );
}
