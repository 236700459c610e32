import { useState } from 'react';
import { BarChart3, ShieldCheck, Users } from 'lucide-react';
import { authText, REDIRECT_AFTER_SIGNUP_MS, type AuthResponse } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { AuthShell } from '../components/auth-shell';
import { AuthSuccess } from '../components/auth-success';
import { EmployerSignupForm } from '../components/employer-signup-form';

const perks = [
  { icon: Users, text: 'Applicants ranked by match score' },
  { icon: BarChart3, text: 'A dashboard for every opening' },
  { icon: ShieldCheck, text: 'Company e-mail verified accounts' },
];

/** /signup/employer (spec 2.8). */
export function SignupEmployerRoute() {
  const [created, setCreated] = useState<AuthResponse | null>(null);

  if (created) {
    return (
      <AuthShell>
        <AuthSuccess
          auth={created}
          title="Employer Account Created!"
          text="Your company account is ready. Post your first job and start meeting candidates."
          redirectText="Redirecting to your dashboard..."
          delayMs={REDIRECT_AFTER_SIGNUP_MS}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <Card className="mx-auto max-w-2xl px-6 py-8 sm:px-10 sm:py-10">
        <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase dark:text-indigo-400">
          For employers
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {authText.employerSignupTitle}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Hire the right people, faster. Use your work e-mail.
        </p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {perks.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300"
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <EmployerSignupForm onCreated={setCreated} />
        </div>
      </Card>
    </AuthShell>
  );
}
