import { Link } from 'react-router';
import { CalendarDays, MapPin } from 'lucide-react';
import { myApplicationsText, type Application } from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { formatDay } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { ApplicationActions } from './application-actions';
import { MatchPill } from './match-pill';
import { StatusHistory } from './status-history';

/**
 * One of the job seeker's applications: the job, its current status, the match, the note sent
 * with it, withdraw or apply again, and the history.
 */
export function ApplicationCard({ application }: { application: Application }) {
  const { job } = application;
  const history = application.history ?? [];
  return (
    <article
      aria-label={job.title}
      className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm transition hover:shadow-md sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex min-w-0 gap-4">
        <CompanyLogo src={job.companyLogo} companyName={job.companyName} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
                {job.isRemoved ? (
                  <span className="text-slate-500 line-through decoration-slate-300 dark:text-slate-400">
                    {job.title}
                  </span>
                ) : (
                  <Link
                    to={paths.job(job._id)}
                    className="rounded hover:text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:text-indigo-400"
                  >
                    {job.title}
                  </Link>
                )}
              </h2>
              {job.companyName && (
                <p className="text-sm text-slate-600 dark:text-slate-300">{job.companyName}</p>
              )}
            </div>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-500 dark:text-slate-400">
            {job.location && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4 text-slate-400" aria-hidden="true" />
                {job.location}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
              {myApplicationsText.applied} {formatDay(application.createdAt)}
            </span>
            <MatchPill score={application.matchScore} />
            {job.isRemoved ? (
              <span
                title={myApplicationsText.jobRemovedHint}
                className="rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-700 dark:bg-rose-950/50 dark:text-rose-300"
              >
                {myApplicationsText.jobRemoved}
              </span>
            ) : (
              job.isClosed && (
                <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-700 dark:text-slate-200">
                  {myApplicationsText.jobClosed}
                </span>
              )
            )}
          </div>
          {application.note && (
            <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-300">
              <span className="font-semibold text-slate-700 dark:text-slate-200">
                {myApplicationsText.yourNote}:
              </span>{' '}
              {application.note}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2 empty:hidden">
            <ApplicationActions application={application} />
          </div>
        </div>
      </div>
      {/* Below the job at full width: a side column stood half empty beside a one-entry history. */}
      {history.length > 0 && (
        <div
          data-testid="application-history"
          className="mt-4 border-t border-slate-100 pt-4 md:flex md:items-start md:gap-6 dark:border-slate-800"
        >
          <h3 className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase md:mb-0 md:w-16 md:shrink-0 md:pt-0.5 dark:text-slate-400">
            {myApplicationsText.history}
          </h3>
          <StatusHistory events={history} />
        </div>
      )}
    </article>
  );
}

/** A placeholder card while the list loads. */
export function ApplicationCardSkeleton() {
  return (
    <div className="animate-pulse rounded-2xl border border-slate-200/80 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex gap-4">
        <div className="size-12 rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="flex-1 space-y-2.5">
          <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/3 rounded bg-slate-100 dark:bg-slate-800/70" />
          <div className="h-3 w-2/3 rounded bg-slate-100 dark:bg-slate-800/70" />
        </div>
      </div>
    </div>
  );
}
