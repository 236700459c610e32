import { authText, type AuthResponse } from '@hireloop/shared';
import { useSignupForm } from '../hooks/use-signup-form';
import { FullNameField } from './signup-common';
import { SignupFormShell } from './signup-form-shell';

export function JobSeekerSignupForm({ onCreated }: { onCreated: (auth: AuthResponse) => void }) {
  const signup = useSignupForm('jobseeker', onCreated);

  return (
    <SignupFormShell
      signup={signup}
      email={{ label: 'Email Address', placeholder: 'you@example.com' }}
      submitText={{ idle: authText.createJobSeekerAccount, sending: authText.creatingAccount }}
    >
      <FullNameField placeholder="Enter your full name" {...signup.field('name')} />
    </SignupFormShell>
  );
}
