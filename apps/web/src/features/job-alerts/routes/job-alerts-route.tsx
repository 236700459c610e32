import { useState } from 'react';
import { Link } from 'react-router';
import { BellRing, ServerCrash } from 'lucide-react';
import { jobAlertsText as text, type JobAlert } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { useEmailPreferences } from '@/lib/email-preferences';
import { paths } from '@/lib/paths';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { AlertCard } from '../components/alert-card';
import { EditAlertDialog } from '../components/edit-alert-dialog';

/** /alerts: the job seeker's job alerts, to edit or delete (docs/product.md 2.25). */
export function JobAlertsRoute() {
  const alerts = useAlerts();
  // The account-wide switch wins over each alert's own: say so, or a seeker waits for mails that never come.
  const mailsOff = useEmailPreferences().data?.preferences.jobAlertMails === false;
  const [editing, setEditing] = useState<JobAlert | null>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const remove = useDeleteAlert(() => setDeleting(null));

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {text.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {alerts.data && alerts.data.length > 0
            ? `${text.subtitle} ${text.count(alerts.data.length)}.`
            : text.subtitle}
        </p>
      </div>
      {mailsOff && (
        <Alert tone="warning" className="mb-4">
          {text.preferenceOff}{' '}
          <Link to={paths.settings} className="font-semibold underline underline-offset-2">
            {text.settings}
          </Link>
        </Alert>
      )}
      <QueryStatus
        query={alerts}
        loading={
          <ul aria-label="Loading job alerts" className="flex flex-col gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="h-28 animate-pulse rounded-2xl bg-slate-200/70 dark:bg-slate-800" />
            ))}
          </ul>
        }
        failed={{
          icon: ServerCrash,
          title: text.loadFailedTitle,
          text: text.loadFailedText,
          retry: text.tryAgain,
        }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon={BellRing} title={text.emptyTitle} text={text.emptyText}>
            <Link to={paths.findJobs} className={buttonClasses('primary')}>
              {text.findJobs}
            </Link>
          </EmptyState>
        }
      >
        {(list) => (
          <ul aria-label={text.title} className="flex flex-col gap-3">
            {list.map((alert) => (
              <li key={alert._id}>
                <AlertCard
                  alert={alert}
                  onEdit={() => setEditing(alert)}
                  onDelete={() => setDeleting(alert)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      {editing && <EditAlertDialog alert={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={text.deleteTitle}
          text={text.deleteBody(deleting.name)}
          confirmLabel={remove.isPending ? text.deleting : text.delete}
          cancelLabel={text.cancel}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting._id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
