import { Link, useParams } from 'react-router';
import { Building2, ServerCrash } from 'lucide-react';
import { companyPageText } from '@hireloop/shared';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useCompany } from '../api/get-company';
import { CompanyPageView } from '../components/company-page-view';

function CompanySkeleton() {
  const bar = 'rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" aria-label={companyPageText.loading} className="animate-pulse space-y-6">
      <div className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="h-24 bg-slate-200 sm:h-36 dark:bg-slate-800" />
        <div className="space-y-3 p-6">
          <div className={`h-7 w-1/3 ${bar}`} />
          <div className={`h-4 w-1/2 ${bar}`} />
        </div>
      </div>
      <div className="h-40 rounded-2xl border border-slate-200/80 bg-white dark:border-slate-800 dark:bg-slate-900" />
    </div>
  );
}

/**
 * /company/{companyId}: a company's public page, for visitors and signed-in users alike
 * (docs/decisions/0021-company-pages.md). An unknown or removed company is "not found".
 */
export function CompanyRoute() {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  const notFound = company.error instanceof ApiError && company.error.status === 404;

  return (
    <div className="mx-auto max-w-6xl">
      {notFound ? (
        <EmptyState
          icon={Building2}
          title={companyPageText.notFoundTitle}
          text={companyPageText.notFoundText}
        >
          <Link to={paths.findJobs} className={buttonClasses('primary')}>
            {companyPageText.browseJobs}
          </Link>
        </EmptyState>
      ) : (
        <QueryStatus
          query={company}
          loading={<CompanySkeleton />}
          failed={{
            icon: ServerCrash,
            title: companyPageText.loadFailedTitle,
            text: companyPageText.loadFailedText,
            retry: companyPageText.tryAgain,
          }}
        >
          {(data) => {
            const first = data.pages[0]!;
            return (
              <CompanyPageView
                company={first.company}
                jobs={data.pages.flatMap((page) => page.jobs)}
                total={first.total}
                hasMore={company.hasNextPage}
                loadingMore={company.isFetchingNextPage}
                loadMoreFailed={company.isFetchNextPageError}
                onLoadMore={() => void company.fetchNextPage()}
              />
            );
          }}
        </QueryStatus>
      )}
    </div>
  );
}
