import { Link } from 'react-router';
import { authText } from '@hireloop/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/lib/paths';
import { useReturnState } from '@/lib/return-state';
import { PasswordRules } from './password-rules';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

export function SignupPasswordField({ value, onChange, invalid }: PasswordFieldProps) {
  return (
    <Field htmlFor="signup-password" label="Password" required hint={<PasswordRules password={value} />}>
      <PasswordInput
        id="signup-password"
        autoComplete="new-password"
        placeholder="Create a strong password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={invalid}
      />
    </Field>
  );
}

interface TermsProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
}

export function TermsCheckbox({ checked, onChange, invalid }: TermsProps) {
  return (
    <Checkbox
      id="signup-terms"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      invalid={invalid}
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
