import { useState, type FormEvent } from 'react';
import { authMessages, authText, passwordError, validationMessages } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useResetPassword } from '../api/reset-password';

interface Errors {
  password?: string | null;
  confirm?: string | null;
}

function validate(password: string, confirm: string): Errors {
  let confirmError: string | null = null;
  if (!confirm) confirmError = validationMessages.confirmRequired;
  else if (confirm !== password) confirmError = validationMessages.passwordsDoNotMatch;
  return { password: passwordError(password), confirm: confirmError };
}

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(password, confirm);
    setErrors(found);
    setAttempted(true);
    if (found.password || found.confirm) return;
    reset.mutate({ token, password }, { onSuccess: onReset });
  }

  // After a first attempt, errors follow the typing so a fixed field clears at once.
  function update(nextPassword: string, nextConfirm: string) {
    setPassword(nextPassword);
    setConfirm(nextConfirm);
    if (attempted) setErrors(validate(nextPassword, nextConfirm));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        htmlFor="reset-password"
        label="New Password"
        error={errors.password}
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
          value={password}
          onChange={(e) => update(e.target.value, confirm)}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'reset-password-error' : undefined}
        />
      </Field>
      <Field htmlFor="reset-confirm" label="Confirm Password" error={errors.confirm}>
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          placeholder="Re-enter the new password"
          value={confirm}
          onChange={(e) => update(password, e.target.value)}
          invalid={Boolean(errors.confirm)}
          aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
        />
      </Field>
      {reset.isError && <Alert>{errorMessage(reset.error, authMessages.resetFailed)}</Alert>}
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
