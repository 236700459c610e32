import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, authText, resetPasswordFormSchema } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useResetPassword } from '../api/reset-password';

const resolver = zodResolver(resetPasswordFormSchema);

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { password: '', confirm: '' },
    // After a first attempt the messages follow the typing, so a fixed box clears at once.
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(({ password }) => reset.mutate({ token, password }, { onSuccess: onReset }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        htmlFor="reset-password"
        label="New Password"
        error={errors.password?.message}
        hint={
          <>
            Password hint: <span>{authText.resetPasswordHint}</span>
          </>
        }
      >
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          placeholder="Enter a new password"
          invalid={Boolean(errors.password)}
          // The confirmation is checked against the password too.
          {...register('password', { deps: 'confirm' })}
        />
      </Field>
      <Field htmlFor="reset-confirm" label="Confirm Password" error={errors.confirm?.message}>
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          placeholder="Re-enter the new password"
          invalid={Boolean(errors.confirm)}
          {...register('confirm')}
        />
      </Field>
      {reset.isError && <Alert>{errorMessage(reset.error, authMessages.resetFailed)}</Alert>}
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
