import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Briefcase, CloudOff, Plus, RotateCw, SearchX } from 'lucide-react';
import { JOBS_TABLE_PAGE_SIZE, jobMessages, manageJobsText, showingJobsLine } from '@hireloop/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDeleteJob } from '../api/delete-job';
import { useEmployerJobs, type EmployerJob } from '../api/get-employer-jobs';
import { useToggleJobClose } from '../api/toggle-job-close';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import type { JobActionHandlers } from '../components/job-actions';
import { JobCards } from '../components/job-cards';
import { JobsPagination } from '../components/jobs-pagination';
import { JobsTable } from '../components/jobs-table';
import { JobsSortSelect } from '../components/jobs-sort-select';
import { JobsToolbar } from '../components/jobs-toolbar';
import { useJobsTableState } from '../hooks/use-jobs-table-state';

/** /manage-jobs — the employer's jobs table (docs/product.md 2.20). */
export function ManageJobsRoute() {
  const navigate = useNavigate();
  const table = useJobsTableState();
  const jobsQuery = useEmployerJobs(table.query);
  // Beside the 256 px sidebar a four-column table needs a wide screen; narrower ones get cards.
  const wide = useMediaQuery('(min-width: 1024px)');
  const toggleClose = useToggleJobClose();
  const deleteJob = useDeleteJob();
  const [toDelete, setToDelete] = useState<EmployerJob | null>(null);

  const data = jobsQuery.data;
  const jobs = data?.jobs ?? null;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / JOBS_TABLE_PAGE_SIZE));
  const { page, setPage } = table;

  // A page emptied by a change elsewhere (a delete, a close under the Active filter) steps back.
  useEffect(() => {
    if (data && data.jobs.length === 0 && page > 1) setPage(pageCount);
  }, [data, page, pageCount, setPage]);

  const handlers: JobActionHandlers = {
    onEdit: (job) => void navigate(paths.postJob, { state: { jobId: job._id } }),
    onToggle: (job) => toggleClose.mutate(job._id),
    onDelete: setToDelete,
    onApplicants: (job) => void navigate(paths.applicants, { state: { jobId: job._id } }),
    togglingId: toggleClose.isPending ? (toggleClose.variables ?? null) : null,
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteJob.mutate(toDelete._id, {
      onSuccess: () => void toast.success(jobMessages.deleted),
      onSettled: () => setToDelete(null),
    });
  };

  let countLine = '';
  if (jobs === null && !jobsQuery.isError) countLine = manageJobsText.loadingJobs;
  else if (jobs !== null && total > 0) countLine = showingJobsLine(jobs.length, total);

  const list = (rows: EmployerJob[] | null) =>
    wide ? (
      <JobsTable jobs={rows} sort={table.sort} onSort={table.toggleSort} handlers={handlers} />
    ) : (
      <JobCards jobs={rows} handlers={handlers} />
    );

  return (
    <section aria-labelledby="manage-jobs-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            id="manage-jobs-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {manageJobsText.title}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{manageJobsText.subtitle}</p>
        </div>
        <Link to={paths.postJob} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
          <Plus className="size-4" aria-hidden="true" />
          {manageJobsText.postNewJob}
        </Link>
      </div>

      <Card className="mt-6 overflow-hidden">
        <div className="border-b border-slate-100 p-4 sm:p-5 dark:border-slate-800">
          <JobsToolbar
            searchText={table.searchText}
            onSearchText={table.setSearchText}
            status={table.status}
            onStatus={table.setStatus}
            extra={!wide && <JobsSortSelect sort={table.sort} onSort={table.setSort} />}
          />
          <p role="status" className="mt-3 min-h-5 text-sm text-slate-500 dark:text-slate-400">
            {countLine}
          </p>
        </div>
        <div
          aria-busy={jobsQuery.isFetching || undefined}
          className={cn('transition-opacity', jobsQuery.isPlaceholderData && 'opacity-60')}
        >
          <QueryStatus
            query={jobsQuery}
            keepDataOnError
            loading={list(null)}
            failed={{
              icon: CloudOff,
              title: manageJobsText.loadFailed,
              size: 'card',
              role: 'alert',
              retry: manageJobsText.retry,
              retryIcon: <RotateCw className="size-4" />,
            }}
            isEmpty={(result) => result.jobs.length === 0}
            empty={
              // A search or status narrowed the list; otherwise the employer has no jobs at all.
              <EmptyState
                size="card"
                icon={table.filtered ? SearchX : Briefcase}
                title={manageJobsText.noJobs}
                text={table.filtered ? manageJobsText.noJobsFiltered : manageJobsText.firstJobText}
              >
                {table.filtered ? (
                  <Button variant="secondary" onClick={table.clearFilters}>
                    {manageJobsText.clearFilters}
                  </Button>
                ) : (
                  <Link to={paths.postJob} className={buttonClasses('primary')}>
                    <Plus className="size-4" aria-hidden="true" />
                    {manageJobsText.postNewJob}
                  </Link>
                )}
              </EmptyState>
            }
          >
            {(result) => list(result.jobs)}
          </QueryStatus>
        </div>
        {pageCount > 1 && jobs !== null && jobs.length > 0 && (
          <div className="flex flex-col items-center gap-3 border-t border-slate-100 px-4 py-4 sm:flex-row sm:justify-between sm:px-5 dark:border-slate-800">
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Page {page} of {pageCount}
            </p>
            <JobsPagination page={page} pageCount={pageCount} onPage={setPage} />
          </div>
        )}
      </Card>

      {toDelete && (
        <DeleteJobDialog
          title={toDelete.title}
          deleting={deleteJob.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
