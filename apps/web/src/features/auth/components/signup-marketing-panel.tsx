import {
  BadgeCheck,
  BarChart3,
  Briefcase,
  type LucideIcon,
  MailCheck,
  Sparkles,
  TrendingUp,
  Users,
} from 'lucide-react';
import { signupPanelText } from '@hireloop/shared';

type Audience = keyof typeof signupPanelText;

const icons: Record<Audience, Record<string, LucideIcon>> = {
  jobseeker: { jobs: Briefcase, match: Sparkles, track: TrendingUp, verified: BadgeCheck },
  employer: { match: Users, dashboard: BarChart3, company: MailCheck, verified: BadgeCheck },
};

/** The column beside a sign-up form (docs/product.md 2.7, 2.8): what the account gives, for its audience. */
export function SignupMarketingPanel({ audience }: { audience: Audience }) {
  const { eyebrow, title, lead, points } = signupPanelText[audience];
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
        <p className="text-sm font-semibold tracking-wider text-indigo-100 uppercase">{eyebrow}</p>
        <h2 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        <p className="mt-4 max-w-md text-indigo-100">{lead}</p>
        <ul className="mt-8 space-y-5">
          {points.map(({ key, title: pointTitle, text }) => {
            const Icon = icons[audience][key] ?? BadgeCheck;
            return (
              <li key={key} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/20">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{pointTitle}</span>
                  <span className="block text-sm text-indigo-100">{text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
