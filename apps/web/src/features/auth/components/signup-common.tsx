import { Link } from 'react-router';
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
          I agree to the{' '}
          <Link to={paths.terms} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            to={paths.privacy}
            className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
          >
            Privacy Policy
          </Link>
        </>
      }
    />
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
