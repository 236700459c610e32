import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Banknote,
  BriefcaseBusiness,
  Building,
  CalendarDays,
  Clock,
  Factory,
  GraduationCap,
  Layers,
  MapPin,
  Users,
} from 'lucide-react';
import {
  CATEGORY_OPTIONS,
  formatExperienceRange,
  formatYearlyRange,
  jobDetailText,
  type Job,
} from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import { CompanyLogo } from './company-logo';
import { PostedWhen } from './posted-when';
import { JobTypeBadge } from './job-type-badge';

/** The requirements as list items: one per line, without the bullet marks people type. */
export function requirementLines(requirements: string): string[] {
  return requirements
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

const categoryLabel = (value: string) => CATEGORY_OPTIONS.find((c) => c.value === value)?.label ?? value;

/** One fact of the header; `label` is read out before it unless the visible text already names it. */
function MetaItem({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <span className="text-slate-400" aria-hidden="true">
        {icon}
      </span>
      {label && <span className="sr-only">{label}: </span>}
      {children}
    </li>
  );
}

type HeadingTag = 'h2' | 'h3';

function Section({ title, as: H, children }: { title: string; as: HeadingTag; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
      <H className="text-lg font-semibold text-slate-900 dark:text-white">{title}</H>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function OverviewRow({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    // A <dl> row may hold only its <dt> and <dd>, so the icon sits in the <dt>, beside the text.
    <div className="min-w-0 py-3 pl-11 first:pt-0 last:pb-0">
      <dt className="relative text-xs font-medium text-slate-500 dark:text-slate-400">
        <span
          className="absolute top-0.5 -left-11 flex size-8 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
          aria-hidden="true"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

type Range = 'salaryMin' | 'salaryMax' | 'experienceMin' | 'experienceMax';

/**
 * What the view shows of a job. A job from the API fits; so does one an employer is still writing, whose ranges
 * may be empty.
 */
export type JobDetail = Pick<
  Job,
  | 'title'
  | 'company'
  | 'location'
  | 'type'
  | 'category'
  | 'industry'
  | 'department'
  | 'employmentType'
  | 'education'
  | 'openings'
  | 'description'
  | 'requirements'
  | 'keySkills'
  | 'createdAt'
  | 'isClosed'
  | 'isRemoved'
> &
  Partial<Pick<Job, 'employerId'>> &
  Record<Range, number | null>;

function rangeText(min: number | null, max: number | null, format: (min: number, max: number) => string) {
  return min === null || max === null ? jobDetailText.notSpecified : format(min, max);
}

interface JobDetailViewProps {
  job: JobDetail;
  /** The header's buttons (apply, save); a removed job shows none. */
  actions?: ReactNode;
  /** "How you match", first in the main column. */
  match?: ReactNode;
  /**
   * The job title is the page's h1. Where the page has its own h1 (the employer's preview), it is an h2, the
   * sections' headings h3, and `label` names the article.
   */
  nested?: { label: string };
}

/** Everything docs/product.md 2.13 lists about a job: props in, markup out. */
export function JobDetailView({ job, actions, match, nested }: JobDetailViewProps) {
  const requirements = requirementLines(job.requirements);
  const icon = 'size-4';
  const Title = nested ? 'h2' : 'h1';
  const Sub: HeadingTag = nested ? 'h3' : 'h2';
  return (
    <article
      aria-labelledby={nested ? undefined : 'job-title'}
      aria-label={nested?.label}
      className="space-y-6"
    >
      {job.isRemoved ? (
        <Alert>{jobDetailText.removed}</Alert>
      ) : (
        job.isClosed && <Alert tone="info">{jobDetailText.closed}</Alert>
      )}

      <header className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <CompanyLogo src={job.company.companyLogo} companyName={job.company.companyName} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              {job.type && <JobTypeBadge type={job.type} />}
              {job.isRemoved && (
                <span className="rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold text-rose-700 dark:bg-rose-950/60 dark:text-rose-300">
                  Removed
                </span>
              )}
            </div>
            <Title
              id="job-title"
              className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white"
            >
              {job.title}
            </Title>
            <p className="mt-1 inline-flex items-center gap-1.5 text-base font-medium text-slate-700 dark:text-slate-200">
              <Building className="size-4 text-slate-400" aria-hidden="true" />
              {job.employerId ? (
                // The company's public page (docs/decisions/0021-company-pages.md).
                <Link
                  to={paths.company(job.employerId)}
                  data-testid="job-company"
                  className="rounded hover:text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:text-indigo-300"
                >
                  {job.company.companyName}
                </Link>
              ) : (
                <span data-testid="job-company">{job.company.companyName}</span>
              )}
            </p>
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
              <MetaItem icon={<MapPin className={icon} />} label="Location">
                {job.location || jobDetailText.notSpecified}
              </MetaItem>
              {job.industry && (
                <MetaItem icon={<Factory className={icon} />} label={jobDetailText.industry}>
                  {job.industry}
                </MetaItem>
              )}
              {job.department && (
                <MetaItem icon={<Users className={icon} />} label={jobDetailText.department}>
                  {job.department}
                </MetaItem>
              )}
              {job.employmentType && (
                <MetaItem icon={<Clock className={icon} />} label={jobDetailText.employmentType}>
                  {job.employmentType}
                </MetaItem>
              )}
              <MetaItem icon={<CalendarDays className={icon} />}>
                {/* One inline box, so that the relative part can go under the date on a phone. */}
                <span>
                  {jobDetailText.postedOn} <PostedWhen createdAt={job.createdAt} />
                </span>
              </MetaItem>
            </ul>
          </div>
          {!job.isRemoved && actions && (
            <div className="flex shrink-0 flex-wrap items-center gap-3 sm:flex-col sm:items-stretch">
              {actions}
            </div>
          )}
        </div>
      </header>

      {/* Compensation comes first on small screens; on large ones it heads the right column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <section
          aria-labelledby="compensation-title"
          className="overflow-hidden rounded-2xl lg:col-start-2 lg:row-start-1 border border-indigo-100 bg-gradient-to-br from-indigo-50 to-violet-50 p-6 shadow-sm dark:border-indigo-900/60 dark:from-indigo-950/60 dark:to-violet-950/60"
        >
          <div className="flex items-center justify-between gap-2">
            <Sub
              id="compensation-title"
              className="inline-flex items-center gap-2 text-sm font-semibold text-indigo-900 dark:text-indigo-200"
            >
              <Banknote className="size-4" aria-hidden="true" />
              {jobDetailText.compensation}
            </Sub>
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
              {jobDetailText.competitive}
            </span>
          </div>
          <p data-testid="job-compensation" className="mt-3 text-xl font-bold text-slate-900 dark:text-white">
            {rangeText(job.salaryMin, job.salaryMax, formatYearlyRange)}
          </p>
          <div className="mt-5 border-t border-indigo-100 pt-4 dark:border-indigo-900/60">
            <Sub className="inline-flex items-center gap-2 text-sm font-semibold text-indigo-900 dark:text-indigo-200">
              <BriefcaseBusiness className="size-4" aria-hidden="true" />
              {jobDetailText.experienceRequired}
            </Sub>
            <p
              data-testid="job-experience"
              className="mt-1.5 text-lg font-bold text-slate-900 dark:text-white"
            >
              {rangeText(job.experienceMin, job.experienceMax, formatExperienceRange)}
            </p>
          </div>
        </section>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {match}
          <Section as={Sub} title={jobDetailText.aboutRole}>
            <p className="leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
              {job.description}
            </p>
          </Section>
          <Section as={Sub} title={jobDetailText.lookingFor}>
            <ul className="space-y-2.5">
              {requirements.map((line, i) => (
                <li key={i} className="flex gap-3 text-slate-700 dark:text-slate-300">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-gradient-to-br from-indigo-500 to-violet-500"
                  />
                  <span className="leading-relaxed">{line}</span>
                </li>
              ))}
            </ul>
          </Section>
          {job.keySkills.length > 0 && (
            <Section as={Sub} title={jobDetailText.keySkills}>
              <ul aria-label={jobDetailText.keySkills} className="flex flex-wrap gap-2">
                {job.keySkills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full border border-indigo-100 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-300"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <section className="self-start rounded-2xl border border-slate-200/80 bg-white p-6 lg:col-start-2 lg:row-start-2 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <Sub className="text-sm font-semibold text-slate-900 dark:text-white">{jobDetailText.overview}</Sub>
          <dl className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
            <OverviewRow
              icon={<Clock className={icon} />}
              label={jobDetailText.jobType}
              value={job.type || jobDetailText.notSpecified}
            />
            <OverviewRow
              icon={<Layers className={icon} />}
              label={jobDetailText.category}
              value={categoryLabel(job.category) || jobDetailText.notSpecified}
            />
            {job.openings > 0 && (
              <OverviewRow
                icon={<Users className={icon} />}
                label={jobDetailText.openings}
                value={job.openings}
              />
            )}
            {job.education && (
              <OverviewRow
                icon={<GraduationCap className={icon} />}
                label={jobDetailText.education}
                value={job.education}
              />
            )}
          </dl>
        </section>
      </div>
    </article>
  );
}
