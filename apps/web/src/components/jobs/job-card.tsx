import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin, Wallet } from 'lucide-react';
import { jobSearchText, type JobSummary } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';
import { CompanyLogo } from './company-logo';
import { cardSalaryRange } from './job-format';
import { PostedWhen } from './posted-when';
import { JobTypeBadge } from './job-type-badge';
import type { ViewMode } from './view-toggle';

const MAX_SKILLS = 4;

interface JobCardProps {
  job: JobSummary;
  view?: ViewMode;
  /** Controls in the card's corner (the save button); omitted for visitors. */
  actions?: ReactNode;
  /** The application corner: an Apply button or the status badge; omitted for visitors. */
  application?: ReactNode;
}

function SkillChips({ skills }: { skills: string[] }) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, MAX_SKILLS);
  const more = skills.length - shown.length;
  return (
    <ul aria-label="Key skills" className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li
          key={skill}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {skill}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-500 dark:text-slate-400">
          +{more}
        </li>
      )}
    </ul>
  );
}

function Meta({ job }: { job: JobSummary }) {
  return (
    <>
      <JobTypeBadge type={job.type} />
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
        <Wallet className="size-4 text-slate-400" aria-hidden="true" />
        <span data-testid="job-salary">{cardSalaryRange(job.salaryMin, job.salaryMax)}</span>
      </span>
      {job.isClosed && (
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-700 dark:text-slate-200">
          {jobSearchText.closed}
        </span>
      )}
    </>
  );
}

function PostedDate({ createdAt }: { createdAt: string }) {
  return (
    <span className="inline-flex items-start gap-1.5 text-xs text-slate-500 dark:text-slate-400">
      <CalendarDays className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        Posted <PostedWhen createdAt={createdAt} />
      </span>
    </span>
  );
}

/**
 * A job in a list (docs/product.md 2.12). The title link stretches over the whole card, so a click anywhere
 * opens /job/{id}; the actions sit above that overlay.
 */
export function JobCard({ job, view = 'grid', actions, application }: JobCardProps) {
  const company = job.company.companyName;
  const title = (
    <h2 className="text-base leading-snug font-semibold text-slate-900 dark:text-white">
      <Link
        to={paths.job(job._id)}
        className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-indigo-500"
      >
        {job.title}
      </Link>
    </h2>
  );
  // Above the title's stretched link, so that the company name opens the company page instead; at
  // least 24 px tall, a target of its own (WCAG 2.5.8).
  const companyLink = (
    <Link
      to={paths.company(job.employerId)}
      data-testid="job-card-company"
      className="relative z-10 inline-block max-w-full truncate rounded align-top leading-6 hover:text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:text-indigo-300"
    >
      {company}
    </Link>
  );
  const companyLine = (
    <p className="mt-0.5 flex min-w-0 text-sm text-slate-600 dark:text-slate-300">{companyLink}</p>
  );
  const location = (
    <span className="inline-flex min-w-0 items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
      <MapPin className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{job.location || 'Location not specified'}</span>
    </span>
  );
  const cardClass = cn(
    'group relative rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/[0.03] transition',
    'hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-900/[0.06]',
    'dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-900',
  );

  if (view === 'list') {
    return (
      <article data-testid="job-card" data-view="list" className={cn(cardClass, 'p-4 sm:p-5')}>
        <div className="flex gap-4">
          <CompanyLogo src={job.company.companyLogo} companyName={company} />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {title}
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
                  {companyLink}
                  {location}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <span className="hidden sm:block">
                  <PostedDate createdAt={job.createdAt} />
                </span>
                {actions}
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
              <Meta job={job} />
              <span className="hidden h-4 w-px bg-slate-200 md:block dark:bg-slate-700" aria-hidden="true" />
              <SkillChips skills={job.keySkills} />
              {/* A row of its own on phones (date left, application right); the row's end from sm up. */}
              <div className="mt-1 flex min-h-8 w-full flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:mt-0 sm:ml-auto sm:w-auto">
                <span className="sm:hidden">
                  <PostedDate createdAt={job.createdAt} />
                </span>
                {application}
              </div>
            </div>
          </div>
        </div>
      </article>
    );
  }

  return (
    <article data-testid="job-card" data-view="grid" className={cn(cardClass, 'flex h-full flex-col p-5')}>
      <div className="flex items-start gap-3.5">
        <CompanyLogo src={job.company.companyLogo} companyName={company} />
        <div className="min-w-0 flex-1">
          {title}
          {companyLine}
        </div>
        {actions}
      </div>
      <div className="mt-4">{location}</div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <Meta job={job} />
      </div>
      <div className="mt-4 flex-1">
        <SkillChips skills={job.keySkills} />
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        <PostedDate createdAt={job.createdAt} />
        {application && <div className="flex min-h-8 shrink-0 items-center">{application}</div>}
      </div>
    </article>
  );
}

/** Placeholder cards while a list loads. */
export function JobCardSkeleton({ view = 'grid' }: { view?: ViewMode }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-2xl border border-slate-200/80 bg-white p-5 dark:border-slate-800 dark:bg-slate-900',
        view === 'grid' ? 'h-60' : 'h-32',
      )}
    >
      <div className="flex gap-3.5">
        <div className="size-12 rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/2 rounded bg-slate-100 dark:bg-slate-800/70" />
        </div>
      </div>
      <div className="mt-5 space-y-2.5">
        <div className="h-3 w-1/3 rounded bg-slate-100 dark:bg-slate-800/70" />
        <div className="flex gap-2">
          <div className="h-5 w-20 rounded-full bg-slate-100 dark:bg-slate-800/70" />
          <div className="h-5 w-28 rounded-full bg-slate-100 dark:bg-slate-800/70" />
        </div>
      </div>
    </div>
  );
}
