import { useState } from 'react';
import { authMessages, authText, REDIRECT_AFTER_LOGIN_MS, type AuthResponse } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { AuthShell } from '../components/auth-shell';
import { AuthSuccess } from '../components/auth-success';
import { LoginForm } from '../components/login-form';
import { LoginMarketingPanel } from '../components/login-marketing-panel';

/** /login (docs/product.md 2.6). */
export function LoginRoute() {
  const [signedIn, setSignedIn] = useState<AuthResponse | null>(null);

  return (
    <AuthShell>
      {signedIn ? (
        <AuthSuccess
          auth={signedIn}
          title={authMessages.welcomeBack}
          text="You have signed in successfully."
          redirectText="Redirecting you to your dashboard..."
          delayMs={REDIRECT_AFTER_LOGIN_MS}
        />
      ) : (
        <div className="grid items-stretch gap-8 lg:grid-cols-2">
          <Card className="px-6 py-8 sm:px-10 sm:py-10">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {authText.signInTitle}
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Welcome back! Please enter your details.
            </p>
            <div className="mt-8">
              <LoginForm onSignedIn={setSignedIn} />
            </div>
          </Card>
          <LoginMarketingPanel />
        </div>
      )}
    </AuthShell>
  );
}
