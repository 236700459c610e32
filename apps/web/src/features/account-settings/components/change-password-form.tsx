import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { KeyRound } from 'lucide-react';
import { accountMessages, accountSettingsText as text, changePasswordFormSchema } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const resolver = zodResolver(changePasswordFormSchema);
const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Current password, new password under the sign-up rules, and its confirmation. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: empty, reValidateMode: 'onChange', shouldFocusError: false });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (data) => {
          reset(empty);
          toast.success(data.message);
        },
      },
    ),
  );

  return (
    <SettingsSection id="password" title={text.passwordTitle} intro={text.passwordIntro} icon={KeyRound}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          htmlFor="current-password"
          label={text.currentPassword}
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            invalid={Boolean(errors.currentPassword)}
            {...register('currentPassword')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            htmlFor="new-password"
            label={text.newPassword}
            error={errors.newPassword?.message}
            hint={text.newPasswordHint}
          >
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              invalid={Boolean(errors.newPassword)}
              {...register('newPassword', { deps: 'confirm' })}
            />
          </Field>
          <Field htmlFor="confirm-password" label={text.confirmPassword} error={errors.confirm?.message}>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              invalid={Boolean(errors.confirm)}
              {...register('confirm')}
            />
          </Field>
        </div>
        {change.isError && <Alert>{errorMessage(change.error, accountMessages.passwordChangeFailed)}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
            {change.isPending ? text.changingPassword : text.changePassword}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
