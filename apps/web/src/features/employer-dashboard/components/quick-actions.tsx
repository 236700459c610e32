import { Link } from 'react-router';
import { Building2, ChevronRight, PlusCircle, UsersRound } from 'lucide-react';
import { dashboardText } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

const actions = [
  {
    to: paths.postJob,
    label: dashboardText.postNewJob,
    hint: dashboardText.postNewJobHint,
    icon: PlusCircle,
    tone: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300',
  },
  {
    to: paths.manageJobs,
    label: dashboardText.reviewApplications,
    hint: dashboardText.reviewApplicationsHint,
    icon: UsersRound,
    tone: 'bg-sky-50 text-sky-600 dark:bg-sky-950/60 dark:text-sky-300',
  },
  {
    to: paths.companyProfile,
    label: dashboardText.companySettings,
    hint: dashboardText.companySettingsHint,
    icon: Building2,
    tone: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950/60 dark:text-emerald-300',
  },
];

/** Post New Job, Review Applications, Company Settings (docs/product.md 2.18). */
export function QuickActions() {
  return (
    <Card className="p-5" role="region" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {dashboardText.quickActions}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {actions.map(({ to, label, hint, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-800 dark:hover:border-indigo-800 dark:hover:bg-indigo-950/30"
            >
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-500"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
