import { Building2 } from 'lucide-react';
import { authText, type AuthResponse } from '@hireloop/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSignupForm } from '../hooks/use-signup-form';
import { FullNameField } from './signup-common';
import { SignupFormShell } from './signup-form-shell';

export function EmployerSignupForm({ onCreated }: { onCreated: (auth: AuthResponse) => void }) {
  const signup = useSignupForm('employer', onCreated);

  return (
    <SignupFormShell
      signup={signup}
      email={{ label: 'Company Email Address', placeholder: 'you@yourcompany.com' }}
      submitText={{ idle: authText.createEmployerAccount, sending: authText.creatingEmployerAccount }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FullNameField placeholder="Your full name" {...signup.field('name')} />
        <Field htmlFor="signup-company" label="Company Name" required>
          <Input
            id="signup-company"
            autoComplete="organization"
            placeholder="Your company"
            leftIcon={<Building2 className="size-4" />}
            {...signup.field('companyName')}
          />
        </Field>
      </div>
    </SignupFormShell>
  );
}
