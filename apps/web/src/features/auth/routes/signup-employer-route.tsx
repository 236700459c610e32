import { useState } from 'react';
import { authText, REDIRECT_AFTER_SIGNUP_MS, type AuthResponse } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { AuthShell } from '../components/auth-shell';
import { AuthSuccess } from '../components/auth-success';
import { EmployerSignupForm } from '../components/employer-signup-form';
import { SignupMarketingPanel } from '../components/signup-marketing-panel';

/**
 * /signup/employer (docs/product.md 2.8): laid out like the job seeker's sign-up, the form beside its panel.
 */
export function SignupEmployerRoute() {
  const [created, setCreated] = useState<AuthResponse | null>(null);

  return (
    <AuthShell>
      {created ? (
        <AuthSuccess
          auth={created}
          title="Employer Account Created!"
          text="Your company account is ready. Post your first job and start meeting candidates."
          redirectText="Redirecting to your dashboard..."
          delayMs={REDIRECT_AFTER_SIGNUP_MS}
        />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <SignupMarketingPanel audience="employer" />
          {/* On narrow screens the form comes first, the marketing panel follows it. */}
          <Card className="order-first px-6 py-8 sm:px-10 sm:py-10 lg:order-none">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {authText.employerSignupTitle}
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{authText.employerSignupLead}</p>
            <div className="mt-8">
              <EmployerSignupForm onCreated={setCreated} />
            </div>
          </Card>
        </div>
      )}
    </AuthShell>
  );
}
