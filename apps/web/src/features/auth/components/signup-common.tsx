import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { User } from 'lucide-react';
import { authText } from '@hireloop/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/lib/paths';
import { useReturnState } from '@/lib/return-state';
import { PasswordRules } from './password-rules';

export function FullNameField(input: Omit<ComponentProps<typeof Input>, 'id'>) {
  return (
    <Field htmlFor="signup-name" label="Full Name" required>
      <Input id="signup-name" autoComplete="name" leftIcon={<User className="size-4" />} {...input} />
    </Field>
  );
}

type PasswordFieldProps = Omit<ComponentProps<typeof PasswordInput>, 'id'> & {
  /** The typed password, for the live rule hints. */
  password: string;
};

export function SignupPasswordField({ password, ...input }: PasswordFieldProps) {
  return (
    <Field htmlFor="signup-password" label="Password" required hint={<PasswordRules password={password} />}>
      <PasswordInput
        id="signup-password"
        autoComplete="new-password"
        placeholder="Create a strong password"
        {...input}
      />
    </Field>
  );
}

export function TermsCheckbox(props: Omit<ComponentProps<typeof Checkbox>, 'id' | 'label'>) {
  return (
    <Checkbox
      id="signup-terms"
      {...props}
      label={
        <>
          I agree to the <NewTabLink to={paths.terms}>Terms of Service</NewTabLink> and{' '}
          <NewTabLink to={paths.privacy}>Privacy Policy</NewTabLink>
        </>
      }
    />
  );
}

/** Opens in a new tab, so the half-filled sign-up form stays as it is in this one. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
    >
      {children}
      <span className="sr-only"> {authText.opensInNewTab}</span>
    </a>
  );
}

export function SignInPrompt() {
  const returnState = useReturnState();
  return (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      Already have an account?{' '}
      <Link
        to={paths.login}
        state={returnState}
        className="font-semibold text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400"
      >
        Sign in
      </Link>
    </p>
  );
}
