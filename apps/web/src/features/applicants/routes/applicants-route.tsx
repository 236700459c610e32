import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Inbox, SearchX, ServerCrash } from 'lucide-react';
import {
  applicantsShownLabel,
  applicantsText,
  applicationMessages,
  type ApplicationState,
} from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useApplicantsPages, type ApplicantRow, type ApplicantsPage } from '../api/get-applicants-page';
import { ApplicantCard, ApplicantCardSkeleton } from '../components/applicant-card';
import { ApplicantProfileModal } from '../components/applicant-profile-modal';
import { JobGroupHeader } from '../components/job-group-header';
import { ResumePreviewModal } from '../components/resume-preview-modal';
import { StatusFilter } from '../components/status-filter';

/** /applicants — needs a jobId in navigation state, else back to /manage-jobs (docs/product.md 2.21). */
export function ApplicantsRoute() {
  const jobId = (useLocation().state as { jobId?: string } | null)?.jobId;
  if (!jobId) return <Navigate to={paths.manageJobs} replace />;
  return <ApplicantsScreen jobId={jobId} />;
}

/** The first page carries the job and the counts of each status; a loaded list always has it. */
function firstPage({ pages: [first] }: { pages: ApplicantsPage[] }): ApplicantsPage {
  if (!first) throw new Error('A loaded applicants list has no page');
  return first;
}

function ApplicantsScreen({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<ApplicationState | undefined>();
  const list = useApplicantsPages(jobId, status);
  const [previewing, setPreviewing] = useState<ApplicantRow | null>(null);
  const [viewing, setViewing] = useState<ApplicantRow | null>(null);

  const first = list.data && firstPage(list.data);
  const rows = list.data?.pages.flatMap((p) => p.applications) ?? [];
  // The open profile follows the list, so a status change shows on its badge too.
  const viewed = viewing ? (rows.find((a) => a._id === viewing._id) ?? viewing) : null;

  const closeProfile = () => {
    setViewing(null);
    // docs/product.md 2.21: closing the profile reloads the list.
    void list.refetch();
  };

  return (
    <section aria-labelledby="applicants-title">
      <button
        type="button"
        onClick={() => void navigate(paths.manageJobs)}
        className="mb-4 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {applicantsText.backToJobs}
      </button>
      <div className="mb-6">
        <h1
          id="applicants-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {applicantsText.title}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{applicantsText.subtitle}</p>
      </div>
      <QueryStatus
        query={list}
        keepDataOnError
        loading={
          <div aria-label={applicantsText.loading} aria-busy="true" className="space-y-3">
            <div className="h-20 animate-pulse rounded-2xl bg-indigo-100 dark:bg-indigo-950/50" />
            {Array.from({ length: 3 }, (_, i) => (
              <ApplicantCardSkeleton key={i} />
            ))}
          </div>
        }
        failed={{
          icon: ServerCrash,
          title: applicantsText.loadFailedTitle,
          text: applicantsText.loadFailedText,
          retry: applicantsText.retry,
        }}
        // Empty only when nobody applied: withdrawn applications are still listed under their filter.
        isEmpty={(pages) => firstPage(pages).counts.all + firstPage(pages).counts.Withdrawn === 0}
        empty={(pages) => (
          <div className="space-y-4">
            <JobGroupHeader job={firstPage(pages).job} count={0} headingId={`job-${jobId}`} />
            <EmptyState
              icon={Inbox}
              title={applicationMessages.noApplications}
              text={applicantsText.emptyText}
            />
          </div>
        )}
      >
        {(pages) => (
          <ApplicantList
            first={firstPage(pages)}
            rows={rows}
            status={status}
            onStatusChange={setStatus}
            updating={list.isPlaceholderData}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            loadMoreFailed={list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
            onPreviewResume={setPreviewing}
            onViewProfile={setViewing}
          />
        )}
      </QueryStatus>

      {previewing && (
        <ResumePreviewModal
          applicantName={previewing.applicant.name}
          resume={previewing.applicant.resume}
          onClose={() => setPreviewing(null)}
        />
      )}
      {viewed && first && (
        <ApplicantProfileModal application={viewed} job={first.job} onClose={closeProfile} />
      )}
    </section>
  );
}

interface ApplicantListProps {
  first: ApplicantsPage;
  rows: ApplicantRow[];
  status: ApplicationState | undefined;
  onStatusChange: (status: ApplicationState | undefined) => void;
  /** Another status was chosen and its list is on its way. */
  updating: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onPreviewResume: (application: ApplicantRow) => void;
  onViewProfile: (application: ApplicantRow) => void;
}

/** The job's head, the status filter, the ranked cards so far and Load more. */
function ApplicantList(props: ApplicantListProps) {
  const { first, rows, status, updating, hasMore } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <JobGroupHeader job={first.job} count={first.counts.all} headingId={headingId} />
      <StatusFilter counts={first.counts} value={status} onChange={props.onStatusChange} />
      {rows.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={applicantsText.noneWithStatusTitle}
          text={applicantsText.noneWithStatusText}
        />
      ) : (
        <ol
          aria-busy={updating}
          className={updating ? 'space-y-3 opacity-60 transition' : 'space-y-3 transition'}
        >
          {rows.map((application, index) => (
            <li key={application._id}>
              <ApplicantCard
                application={application}
                rank={index + 1}
                onPreviewResume={props.onPreviewResume}
                onViewProfile={props.onViewProfile}
              />
            </li>
          ))}
        </ol>
      )}
      {rows.length > 0 && (
        <div className="flex flex-col items-center gap-3 pt-2">
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {applicantsShownLabel(rows.length, first.total)}
          </p>
          {props.loadMoreFailed && (
            <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
              {applicantsText.loadMoreFailed}
            </p>
          )}
          {hasMore && (
            <Button variant="secondary" onClick={props.onLoadMore} loading={props.loadingMore}>
              {applicantsText.loadMore}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
