import { Building2, Briefcase, Users } from 'lucide-react';
import { SIGNIN_CLAIMS } from '@hireloop/shared';

const claims = [
  { icon: Briefcase, value: SIGNIN_CLAIMS.jobs, label: 'Jobs' },
  { icon: Building2, value: SIGNIN_CLAIMS.companies, label: 'Companies' },
  { icon: Users, value: SIGNIN_CLAIMS.professionals, label: 'Professionals' },
];

/** Right column of the sign-in page (docs/product.md sections 1 and 2.6). */
export function LoginMarketingPanel() {
  return (
    <aside className="relative flex flex-col overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-purple-700 p-6 text-white shadow-2xl shadow-indigo-600/20 sm:p-10 lg:justify-between">
      <div
        className="absolute -top-20 -right-20 size-72 rounded-full bg-white/10 blur-2xl"
        aria-hidden="true"
      />
      <div className="relative">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Your next opportunity is waiting</h2>
        <p className="mt-4 max-w-sm text-indigo-100">
          Sign in to pick up where you left off: saved jobs, applications and candidates, all in one place.
        </p>
      </div>
      <ul className="relative mt-6 grid grid-cols-3 gap-2.5 sm:mt-10 sm:gap-4">
        {claims.map(({ icon: Icon, value, label }) => (
          <li
            key={label}
            className="rounded-2xl bg-white/10 p-3 ring-1 ring-white/15 backdrop-blur-sm sm:p-4"
          >
            <Icon className="size-5 text-indigo-100" aria-hidden="true" />
            <p className="mt-2 text-xl font-bold sm:mt-3 sm:text-2xl">{value}</p>
            <p className="text-xs text-indigo-100 sm:text-sm">{label}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
