import { Building2, Briefcase, Users } from 'lucide-react';
import { SIGNIN_CLAIMS } from '@hireloop/shared';

const claims = [
  { icon: Briefcase, value: SIGNIN_CLAIMS.jobs, label: 'Jobs' },
  { icon: Building2, value: SIGNIN_CLAIMS.companies, label: 'Companies' },
  { icon: Users, value: SIGNIN_CLAIMS.professionals, label: 'Professionals' },
];

/** Right column of the sign-in page (spec 1 and 2.6). */
export function LoginMarketingPanel() {
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-purple-700 p-10 text-white shadow-2xl shadow-indigo-600/20 lg:flex lg:flex-col lg:justify-between">
      <div
        className="absolute -top-20 -right-20 size-72 rounded-full bg-white/10 blur-2xl"
        aria-hidden="true"
      />
      <div className="relative">
        <h2 className="text-3xl font-bold tracking-tight">Your next opportunity is waiting</h2>
        <p className="mt-4 max-w-sm text-indigo-100">
          Sign in to pick up where you left off: saved jobs, applications and candidates, all in one place.
        </p>
      </div>
      <ul className="relative mt-10 grid grid-cols-3 gap-4">
        {claims.map(({ icon: Icon, value, label }) => (
          <li key={label} className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 backdrop-blur-sm">
            <Icon className="size-5 text-indigo-100" aria-hidden="true" />
            <p className="mt-3 text-2xl font-bold">{value}</p>
            <p className="text-sm text-indigo-100">{label}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
