import { useState, type FormEvent } from 'react';
import { Building2, User } from 'lucide-react';
import { authText, type AuthResponse } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FormErrorContext } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSignupForm } from '../hooks/use-signup-form';
import { EmailOtpField } from './email-otp-field';
import { SignInPrompt, SignupPasswordField, TermsCheckbox } from './signup-common';

export function EmployerSignupForm({ onCreated }: { onCreated: (auth: AuthResponse) => void }) {
  const [fullName, setFullName] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const signup = useSignupForm('employer', onCreated);
  const invalidField = signup.validationError?.field;

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      signup.clearErrors();
    };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void signup.submit({ fullName, companyName, password, acceptTerms });
  }

  return (
    // A field the server or the schema refuses is described by the error line below the fields.
    <FormErrorContext value="signup-error">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field htmlFor="signup-name" label="Full Name" required>
            <Input
              id="signup-name"
              autoComplete="name"
              placeholder="Your full name"
              value={fullName}
              onChange={(e) => edit(setFullName)(e.target.value)}
              invalid={invalidField === 'fullName'}
              leftIcon={<User className="size-4" />}
            />
          </Field>
          <Field htmlFor="signup-company" label="Company Name" required>
            <Input
              id="signup-company"
              autoComplete="organization"
              placeholder="Your company"
              value={companyName}
              onChange={(e) => edit(setCompanyName)(e.target.value)}
              invalid={invalidField === 'companyName'}
              leftIcon={<Building2 className="size-4" />}
            />
          </Field>
        </div>
        <EmailOtpField
          flow={signup.flow}
          label="Company Email Address"
          placeholder="you@yourcompany.com"
          emailInvalid={invalidField === 'email'}
          otpInvalid={invalidField === 'otp'}
        />
        <SignupPasswordField
          value={password}
          onChange={edit(setPassword)}
          invalid={invalidField === 'password'}
        />
        <TermsCheckbox
          checked={acceptTerms}
          onChange={edit(setAcceptTerms)}
          invalid={invalidField === 'acceptTerms'}
        />

        {signup.validationError && <Alert id="signup-error">{signup.validationError.message}</Alert>}
        {signup.serverError && <Alert>{signup.serverError}</Alert>}

        <Button type="submit" size="lg" className="w-full" loading={signup.submitting}>
          {signup.completing
            ? signup.submitting
              ? authText.completingRegistration
              : authText.completeRegistration
            : signup.submitting
              ? authText.creatingEmployerAccount
              : authText.createEmployerAccount}
        </Button>
        <SignInPrompt />
      </form>
    </FormErrorContext>
  );
}
