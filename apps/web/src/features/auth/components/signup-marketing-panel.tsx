import { BadgeCheck, Briefcase, Sparkles, TrendingUp } from 'lucide-react';
import { authText, SIGNUP_JOBS_CLAIM } from '@hireloop/shared';

const points = [
  {
    icon: Briefcase,
    title: `${SIGNUP_JOBS_CLAIM} jobs`,
    text: 'Fresh openings from companies hiring right now.',
  },
  {
    icon: Sparkles,
    title: 'Smart matching',
    text: 'See how well your profile fits each role before you apply.',
  },
  {
    icon: TrendingUp,
    title: 'Track every application',
    text: 'Know where you stand, from applied to hired.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified profiles',
    text: 'A quick identity check makes employers trust your profile.',
  },
];

/** Left column of the job seeker sign-up page (spec 2.7). */
export function SignupMarketingPanel() {
  return (
    <aside className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-8 text-white shadow-2xl shadow-indigo-600/20 sm:p-10">
      <div
        className="absolute -top-24 -right-24 size-64 rounded-full bg-white/10 blur-2xl"
        aria-hidden="true"
      />
      <div
        className="absolute -bottom-20 -left-16 size-56 rounded-full bg-fuchsia-300/20 blur-2xl"
        aria-hidden="true"
      />
      <div className="relative">
        <p className="text-sm font-semibold tracking-wider text-indigo-100 uppercase">For job seekers</p>
        <h2 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {authText.signupMarketingTitle}
        </h2>
        <p className="mt-4 max-w-md text-indigo-100">
          Join thousands of professionals and explore {SIGNUP_JOBS_CLAIM} jobs from companies that are hiring
          today.
        </p>
        <ul className="mt-8 space-y-5">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-indigo-100">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
