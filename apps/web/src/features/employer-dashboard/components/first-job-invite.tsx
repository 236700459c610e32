import { Link } from 'react-router';
import { CheckCircle2, PlusCircle, Rocket } from 'lucide-react';
import { dashboardText } from '@hireloop/shared';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** A new employer's dashboard: nothing to count yet, so one big invitation to post the first job. */
export function FirstJobInvite() {
  return (
    <section
      aria-labelledby="first-job-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 p-6 text-white shadow-xl shadow-indigo-600/20 sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 left-1/3 size-72 rounded-full bg-violet-400/30 blur-3xl"
      />
      <div className="relative grid items-center gap-8 lg:grid-cols-[1fr_auto]">
        <div>
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <Rocket className="size-7" aria-hidden="true" />
          </span>
          <h2 id="first-job-title" className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
            {dashboardText.emptyTitle}
          </h2>
          <p className="mt-2 max-w-xl text-indigo-100">{dashboardText.emptyText}</p>
          <ul className="mt-6 space-y-2.5">
            {dashboardText.emptySteps.map((step) => (
              <li key={step} className="flex items-center gap-2.5 text-sm text-indigo-50">
                <CheckCircle2 className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
                {step}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to={paths.postJob}
          className={buttonClasses(
            'secondary',
            'lg',
            'w-full border-transparent bg-white text-indigo-700 shadow-lg hover:bg-indigo-50 sm:w-auto dark:border-transparent dark:bg-white dark:text-indigo-700 dark:hover:bg-indigo-50',
          )}
        >
          <PlusCircle className="size-5" aria-hidden="true" />
          {dashboardText.postNewJob}
        </Link>
      </div>
    </section>
  );
}
