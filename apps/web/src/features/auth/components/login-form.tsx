import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link } from 'react-router';
import { ChevronDown, Mail } from 'lucide-react';
import { authMessages, authText, loginBodySchema, type AuthResponse, type LoginBody } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { SignupChoices } from './signup-choices';

// The body the login route validates; it trims and lower-cases the e-mail it sends.
const resolver = zodResolver(loginBodySchema);

const linkClass = 'font-semibold text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400';

export function LoginForm({ onSignedIn }: { onSignedIn: (auth: AuthResponse) => void }) {
  const [showSignupChoices, setShowSignupChoices] = useState(false);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody, unknown, z.output<typeof loginBodySchema>>({
    resolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit((body) => loginMutation.mutate(body, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field htmlFor="login-email" label="Email Address" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          leftIcon={<Mail className="size-4" />}
          invalid={Boolean(errors.email)}
          {...register('email')}
        />
      </Field>
      <Field
        htmlFor="login-password"
        label="Password"
        error={errors.password?.message}
        aside={
          <Link to={paths.forgotPassword} className={`text-sm ${linkClass}`}>
            {authText.forgotPasswordLink}
          </Link>
        }
      >
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Enter your password"
          invalid={Boolean(errors.password)}
          {...register('password')}
        />
      </Field>
      <Checkbox id="login-remember" label={authText.rememberMe} {...register('rememberMe')} />

      {loginMutation.isError && <Alert>{errorMessage(loginMutation.error, authMessages.loginFailed)}</Alert>}

      <Button type="submit" size="lg" className="w-full" loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>

      <div className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        Don&apos;t have an account?{' '}
        <button
          type="button"
          onClick={() => setShowSignupChoices((v) => !v)}
          aria-expanded={showSignupChoices}
          aria-controls="signup-choices"
          className={`inline-flex items-center gap-0.5 ${linkClass}`}
        >
          {authText.createOneHere}
          <ChevronDown
            className={`size-4 transition-transform ${showSignupChoices ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
        {showSignupChoices && <SignupChoices id="signup-choices" />}
      </div>
    </form>
  );
}
