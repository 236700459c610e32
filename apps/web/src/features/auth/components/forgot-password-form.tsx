import { useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { authMessages, emailError } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useForgotPassword } from '../api/forgot-password';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (message: string) => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onSent }: ForgotPasswordFormProps) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email);
    setFieldError(invalid);
    if (invalid) return;
    forgot.mutate(email.trim().toLowerCase(), {
      onSuccess: (res) => onSent(res.message || authMessages.forgotSuccess),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field htmlFor="forgot-email" label="Email Address" error={fieldError}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            onEmailChange(e.target.value);
            if (fieldError) setFieldError(emailError(e.target.value));
          }}
          invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? 'forgot-email-error' : undefined}
          leftIcon={<Mail className="size-4" />}
        />
      </Field>
      {forgot.isError && <Alert>{errorMessage(forgot.error, authMessages.forgotFailed)}</Alert>}
      <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
