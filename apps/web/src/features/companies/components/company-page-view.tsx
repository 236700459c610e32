import type { ReactNode } from 'react';
import { BriefcaseBusiness, Globe, MapPin, SearchX, Users } from 'lucide-react';
import { companyPageText, websiteLabel, type Company, type JobSummary } from '@hireloop/shared';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { JobCard } from '@/components/jobs/job-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

function WebsiteLink({ url, className }: { url: string; className?: string }) {
  const label = websiteLabel(url);
  return (
    <a
      href={url}
      target="_blank"
      // A company's own site: no referrer to it, no window handle back, no ranking credit.
      rel="noopener noreferrer nofollow"
      aria-label={companyPageText.visitWebsite(label)}
      className={className}
    >
      {label}
    </a>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> row may hold only its <dt> and <dd>, so the icon sits in the <dt>, beside the text.
    <div className="min-w-0 py-3 pl-12 first:pt-0 last:pb-0">
      <dt className="relative text-xs font-medium text-slate-500 dark:text-slate-400">
        <span
          aria-hidden="true"
          className="absolute top-0.5 -left-12 flex size-9 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const chip =
  'inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200';

interface CompanyPageViewProps {
  company: Company;
  /** The open jobs loaded so far, newest first. */
  jobs: JobSummary[];
  /** Open jobs over every page. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/**
 * The public company page: header, about, overview and open jobs, 20 at a time with "Show more
 * jobs" (docs/decisions/0021-company-pages.md).
 */
export function CompanyPageView({
  company,
  jobs,
  total,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: CompanyPageViewProps) {
  const size = company.size ? companyPageText.sizeEmployees(company.size) : companyPageText.sizeNotGiven;
  return (
    <article aria-labelledby="company-title" className="space-y-6">
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-24 bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-500 sm:h-36"
        />
        <div className="px-5 pb-6 sm:px-8">
          {/* Only the logo overlaps the banner; the name and facts stay on the card. */}
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
              <div className="-mt-10 w-fit shrink-0 rounded-3xl bg-white p-1.5 sm:-mt-12 shadow-lg shadow-slate-900/10 dark:bg-slate-900 [&>*]:size-20 sm:[&>*]:size-24">
                <CompanyLogo src={company.companyLogo} companyName={company.companyName} size="lg" />
              </div>
              <div className="min-w-0 sm:pt-5">
                <h1
                  id="company-title"
                  className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white"
                >
                  {company.companyName}
                </h1>
                <ul aria-label={companyPageText.overview} className="mt-3 flex flex-wrap gap-2">
                  {company.size && (
                    <li className={chip}>
                      <Users className="size-4 text-slate-400" aria-hidden="true" />
                      {size}
                    </li>
                  )}
                  {company.locations.length > 0 && (
                    <li className={chip}>
                      <MapPin className="size-4 text-slate-400" aria-hidden="true" />
                      {company.locations.join(' · ')}
                    </li>
                  )}
                  {company.website && (
                    <li className={chip}>
                      <Globe className="size-4 text-slate-400" aria-hidden="true" />
                      <WebsiteLink
                        url={company.website}
                        className="rounded text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
                      />
                    </li>
                  )}
                </ul>
              </div>
            </div>
            <p
              data-testid="company-open-jobs-count"
              className="inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-200 ring-inset sm:mt-6 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-900"
            >
              <BriefcaseBusiness className="size-4" aria-hidden="true" />
              {companyPageText.openJobsCount(total)}
            </p>
          </div>
        </div>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-5 sm:p-7">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{companyPageText.about}</h2>
          {company.about ? (
            <p
              data-testid="company-about"
              className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300"
            >
              {company.about}
            </p>
          ) : (
            <p className="mt-3 text-sm text-slate-500 italic dark:text-slate-400">
              {companyPageText.noAbout}
            </p>
          )}
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            {companyPageText.overview}
          </h2>
          <dl className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
            <Fact icon={<Users className="size-4" />} label={companyPageText.size}>
              {size}
            </Fact>
            <Fact icon={<MapPin className="size-4" />} label={companyPageText.locations}>
              {company.locations.length > 0 ? company.locations.join(', ') : companyPageText.notGiven}
            </Fact>
            <Fact icon={<Globe className="size-4" />} label={companyPageText.website}>
              {company.website ? (
                <WebsiteLink
                  url={company.website}
                  className="rounded text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
                />
              ) : (
                companyPageText.notGiven
              )}
            </Fact>
          </dl>
        </Card>
      </div>

      <section aria-labelledby="company-jobs-title">
        <h2 id="company-jobs-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {companyPageText.openJobs}
        </h2>
        {jobs.length > 0 ? (
          <>
            <ul data-testid="company-jobs" className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {jobs.map((job) => (
                <li key={job._id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
            {(hasMore || jobs.length < total) && (
              <div className="mt-8 flex flex-col items-center gap-3">
                <p data-testid="company-jobs-shown" className="text-sm text-slate-500 dark:text-slate-400">
                  {companyPageText.showingJobs(jobs.length, total)}
                </p>
                {loadMoreFailed && (
                  <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                    {companyPageText.moreJobsFailed}
                  </p>
                )}
                {hasMore && (
                  <Button
                    variant="secondary"
                    onClick={onLoadMore}
                    loading={loadingMore}
                    className="w-full sm:w-auto sm:min-w-48"
                  >
                    {loadingMore ? companyPageText.loadingMoreJobs : companyPageText.showMoreJobs}
                  </Button>
                )}
              </div>
            )}
          </>
        ) : (
          <EmptyState
            icon={SearchX}
            size="section"
            className="mt-4"
            title={companyPageText.noOpenJobs}
            text={companyPageText.noOpenJobsHint}
          />
        )}
      </section>
    </article>
  );
}
