import type { ReactNode } from 'react';
import { authText } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormErrorContext } from '@/components/ui/field';
import type { SignupFormState } from '../hooks/use-signup-form';
import { EmailOtpField } from './email-otp-field';
import { SignInPrompt, SignupPasswordField, TermsCheckbox } from './signup-common';

const ERROR_ID = 'signup-error';

interface SignupFormShellProps {
  signup: SignupFormState;
  email: { label: string; placeholder: string };
  /** The submit button's text for this role, and while it is sent. */
  submitText: { idle: string; sending: string };
  /** The name fields, above the e-mail. */
  children: ReactNode;
}

/** Both sign-up forms: the role's name fields, then the e-mail code, password, terms and submit. */
export function SignupFormShell({ signup, email, submitText, children }: SignupFormShellProps) {
  const { submitting } = signup;
  let label = submitting ? submitText.sending : submitText.idle;
  if (signup.completing) {
    label = submitting ? authText.completingRegistration : authText.completeRegistration;
  }

  return (
    // A field the server or the schema refuses is described by the error line below the fields.
    <FormErrorContext value={ERROR_ID}>
      <form onSubmit={signup.onSubmit} noValidate className="space-y-5">
        {children}
        <EmailOtpField
          flow={signup.flow}
          label={email.label}
          placeholder={email.placeholder}
          emailInvalid={signup.invalidField === 'email'}
          otpInvalid={signup.invalidField === 'verificationToken'}
        />
        <SignupPasswordField password={signup.password} {...signup.field('password')} />
        <TermsCheckbox {...signup.field('acceptTerms')} />

        {signup.validationError && <Alert id={ERROR_ID}>{signup.validationError}</Alert>}
        {signup.serverError && <Alert>{signup.serverError}</Alert>}

        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {label}
        </Button>
        <SignInPrompt />
      </form>
    </FormErrorContext>
  );
}
