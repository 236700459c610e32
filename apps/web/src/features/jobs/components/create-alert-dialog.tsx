import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { BellRing, CircleCheck } from 'lucide-react';
import {
  alertSearchSummary,
  alertSettingsFormSchema,
  defaultAlertName,
  jobAlertMessages,
  jobAlertsText as text,
} from '@hireloop/shared';
import { AlertSettingsFields } from '@/components/alerts/alert-settings-fields';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogPanel, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useCreateAlert } from '../api/create-alert';
import { alertSearchOf, type SearchFilters } from '../lib/search-filters';

const resolver = zodResolver(alertSettingsFormSchema);

/**
 * Saves the search on screen as a job alert: a name (the keywords when left empty) and daily or
 * weekly; then says it is done, with the way to the alerts page (docs/product.md 2.25).
 */
export function CreateAlertDialog({ filters, onClose }: { filters: SearchFilters; onClose: () => void }) {
  const search = alertSearchOf(filters);
  const create = useCreateAlert();
  const form = useForm({ resolver, defaultValues: { name: '', frequency: 'daily' as const } });
  const busy = create.isPending;
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <DialogPanel onClose={close} described>
      {create.isSuccess ? (
        <div className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-950/60 dark:text-emerald-400">
            <CircleCheck className="size-6" aria-hidden="true" />
          </span>
          <ModalTitle className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            {jobAlertMessages.created}
          </ModalTitle>
          <ModalDescription className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            {`${create.data.alert.name} · ${text.frequency[create.data.alert.frequency]}`}
          </ModalDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <Button variant="secondary" onClick={onClose}>
              {text.close}
            </Button>
            <Link to={paths.alerts} className={buttonClasses('primary')}>
              {text.manageAlerts}
            </Link>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate({ ...values, search }))}>
          <div className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
              <BellRing className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <ModalTitle className="text-lg font-semibold text-slate-900 dark:text-white">
                {text.createTitle}
              </ModalTitle>
              <ModalDescription className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
                {text.createIntro}
              </ModalDescription>
            </div>
          </div>
          <dl className="mt-5 rounded-xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800/60">
            <dt className="font-medium text-slate-500 dark:text-slate-400">{text.searchLabel}</dt>
            <dd className="mt-0.5 break-words font-semibold text-slate-900 dark:text-white">
              {alertSearchSummary(search)}
            </dd>
          </dl>
          <div className="mt-5">
            <AlertSettingsFields form={form} placeholder={defaultAlertName(search)} idPrefix="create-alert" />
          </div>
          {create.isError && (
            <Alert className="mt-4">{errorMessage(create.error, jobAlertMessages.createFailed)}</Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={busy}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? text.creating : text.create}
            </Button>
          </div>
        </form>
      )}
    </DialogPanel>
  );
}
