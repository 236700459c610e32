import { useState } from 'react';
import { authMessages, authText, REDIRECT_AFTER_SIGNUP_MS, type AuthResponse } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { AuthShell } from '../components/auth-shell';
import { AuthSuccess } from '../components/auth-success';
import { JobSeekerSignupForm } from '../components/jobseeker-signup-form';
import { SignupMarketingPanel } from '../components/signup-marketing-panel';

/** /signup/jobseeker (docs/product.md 2.7). */
export function SignupJobSeekerRoute() {
  const [created, setCreated] = useState<AuthResponse | null>(null);

  return (
    <AuthShell>
      {created ? (
        <AuthSuccess
          auth={created}
          title={authMessages.jobSeekerCreatedTitle}
          text={authMessages.jobSeekerCreatedText}
          redirectText={authMessages.redirectingToJobSearch}
          delayMs={REDIRECT_AFTER_SIGNUP_MS}
        />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <SignupMarketingPanel audience="jobseeker" />
          {/* On narrow screens the form comes first, the marketing panel follows it. */}
          <Card className="order-first px-6 py-8 sm:px-10 sm:py-10 lg:order-none">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {authText.jobSeekerSignupTitle}
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Create your free account and start applying in minutes.
            </p>
            <div className="mt-8">
              <JobSeekerSignupForm onCreated={setCreated} />
            </div>
          </Card>
        </div>
      )}
    </AuthShell>
  );
}
