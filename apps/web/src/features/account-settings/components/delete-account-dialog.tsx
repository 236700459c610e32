import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, accountSettingsText as text, deleteAccountBodySchema } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DangerDialog, DangerDialogActions } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
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
    <DangerDialog title={text.deleteDialogTitle} text={text.deleteDialogBody} onClose={close}>
      <form onSubmit={handleSubmit((body) => remove.mutate(body))} noValidate>
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
        <DangerDialogActions>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {busy ? text.deleting : text.deleteAccount}
          </Button>
        </DangerDialogActions>
      </form>
    </DangerDialog>
  );
}
