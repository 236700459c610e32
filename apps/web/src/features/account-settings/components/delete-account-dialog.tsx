import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { accountMessages, accountSettingsText as text, deleteAccountBodySchema } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useDeleteAccount } from '../api/delete-account';

const resolver = zodResolver(deleteAccountBodySchema);

/**
 * The last question before the account goes: it says it cannot be undone and takes the password.
 * The focus starts on the password box; Escape or Cancel keeps the account.
 */
export function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { password: '' }, reValidateMode: 'onChange' });
  const busy = remove.isPending || remove.isSuccess;
  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal
      onClose={close}
      role="alertdialog"
      described
      backdropClassName="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0"
      className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl transition duration-200 ease-out starting:scale-95 starting:opacity-0 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
    >
      <form onSubmit={handleSubmit((body) => remove.mutate(body))} noValidate>
        <div className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600 dark:bg-rose-950/60 dark:text-rose-400">
            <TriangleAlert className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <ModalTitle className="text-lg font-semibold text-slate-900 dark:text-white">
              {text.deleteDialogTitle}
            </ModalTitle>
            <ModalDescription className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
              {text.deleteDialogBody}
            </ModalDescription>
          </div>
        </div>
        <div className="mt-5">
          <Field htmlFor="delete-password" label={text.deletePassword} error={errors.password?.message}>
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              invalid={Boolean(errors.password)}
              {...register('password')}
            />
          </Field>
        </div>
        {remove.isError && (
          <Alert className="mt-4">{errorMessage(remove.error, accountMessages.deleteFailed)}</Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {busy ? text.deleting : text.deleteAccount}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
