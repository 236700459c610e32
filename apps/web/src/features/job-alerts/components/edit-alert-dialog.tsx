import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  alertSettingsFormSchema,
  defaultAlertName,
  jobAlertMessages,
  jobAlertsText as text,
  type JobAlert,
} from '@hireloop/shared';
import { AlertSettingsFields } from '@/components/alerts/alert-settings-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogPanel, ModalTitle } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import { useUpdateAlert } from '../api/update-alert';

const resolver = zodResolver(alertSettingsFormSchema);

/** Renames an alert, changes daily/weekly, and turns its e-mails on or off. */
export function EditAlertDialog({ alert, onClose }: { alert: JobAlert; onClose: () => void }) {
  const update = useUpdateAlert(onClose);
  const form = useForm({ resolver, defaultValues: { name: alert.name, frequency: alert.frequency } });
  const [active, setActive] = useState(alert.active);
  const busy = update.isPending;
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <DialogPanel onClose={close}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => update.mutate({ id: alert._id, ...values, active }))}
      >
        <ModalTitle className="text-lg font-semibold text-slate-900 dark:text-white">
          {text.editTitle}
        </ModalTitle>
        <div className="mt-5">
          <AlertSettingsFields
            form={form}
            placeholder={defaultAlertName(alert.search)}
            idPrefix="edit-alert"
          />
        </div>
        <div className="mt-5 flex items-center justify-between gap-4">
          <span id="edit-alert-active" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {text.activeLabel}
          </span>
          <Switch
            id="edit-alert-active-switch"
            checked={active}
            onCheckedChange={setActive}
            labelledBy="edit-alert-active"
          />
        </div>
        {update.isError && (
          <Alert className="mt-4">{errorMessage(update.error, jobAlertMessages.updateFailed)}</Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}
