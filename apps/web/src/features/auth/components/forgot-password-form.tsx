import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Mail } from 'lucide-react';
import { authMessages, emailBodySchema } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useForgotPassword } from '../api/forgot-password';

// The body the forgot-password route validates; it trims and lower-cases the e-mail it sends.
const resolver = zodResolver(emailBodySchema);

interface ForgotPasswordFormProps {
  /** What the box holds when it opens (the address tried last). */
  defaultEmail: string;
  /** The address as typed, for the notice that names it. */
  onSent: (message: string, email: string) => void;
}

export function ForgotPasswordForm({ defaultEmail, onSent }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    trigger,
    formState: { errors },
  } = useForm<z.input<typeof emailBodySchema>, unknown, z.output<typeof emailBodySchema>>({
    resolver,
    defaultValues: { email: defaultEmail },
    // The message shows on submit; then it follows the typing only until the address is right.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: (res) => onSent(res.message || authMessages.forgotSuccess, getValues('email')),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field htmlFor="forgot-email" label="Email Address" error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          invalid={Boolean(errors.email)}
          leftIcon={<Mail className="size-4" />}
          {...register('email', {
            onChange: () => {
              if (getFieldState('email').invalid) void trigger('email');
            },
          })}
        />
      </Field>
      {forgot.isError && <Alert>{errorMessage(forgot.error, authMessages.forgotFailed)}</Alert>}
      <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
