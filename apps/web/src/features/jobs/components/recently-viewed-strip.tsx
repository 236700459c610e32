import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import { recentlyViewedText } from '@hireloop/shared';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { recentlyViewedQueryOptions } from '@/lib/jobs-around-queries';
import { paths } from '@/lib/paths';

/**
 * The jobs the job seeker opened lately, newest first: one row of small links, scrolling sideways
 * on phones. Hidden when there are none (and while loading or on failure: the search comes first).
 */
export function RecentlyViewedStrip() {
  const recent = useQuery(recentlyViewedQueryOptions());
  if (!recent.data?.length) return null;
  return (
    <section aria-labelledby="recently-viewed-title" data-testid="recently-viewed" className="mt-6">
      <h2
        id="recently-viewed-title"
        className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200"
      >
        <History className="size-4 text-indigo-500" aria-hidden="true" />
        {recentlyViewedText.title}
      </h2>
      <ul className="-mx-1 mt-3 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {recent.data.map((job) => (
          <li key={job._id} className="w-64 shrink-0 snap-start">
            <Link
              to={paths.job(job._id)}
              className="flex items-center gap-3 rounded-xl border border-slate-200/80 bg-white p-3 shadow-sm transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-900"
            >
              <CompanyLogo src={job.company.companyLogo} companyName={job.company.companyName} size="sm" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                  {job.title}
                </span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  {job.company.companyName}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
