import { Link } from 'react-router';
import { Building2, UserRound } from 'lucide-react';
import { authText } from '@hireloop/shared';
import { paths } from '@/lib/paths';
import { useReturnState } from '@/lib/return-state';

const choices = [
  {
    to: paths.signupJobSeeker,
    label: authText.jobSeeker,
    text: 'Find jobs and track applications',
    icon: UserRound,
  },
  { to: paths.signupEmployer, label: authText.employer, text: 'Post jobs and hire talent', icon: Building2 },
];

/** The two account types revealed by "Create one here" (docs/product.md 2.6). */
export function SignupChoices({ id }: { id: string }) {
  const returnState = useReturnState();
  return (
    <div id={id} className="mt-4 grid gap-3 text-left sm:grid-cols-2">
      {choices.map(({ to, label, text, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          state={returnState}
          aria-label={label}
          className="group flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-indigo-300 hover:bg-indigo-50/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700 dark:hover:border-indigo-700 dark:hover:bg-indigo-950/40"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-600 dark:bg-indigo-900/50 dark:text-indigo-300">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">{text}</span>
          </span>
        </Link>
      ))}
    </div>
  );
}
