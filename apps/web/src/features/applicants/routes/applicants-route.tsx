import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Download, Inbox, SearchX, ServerCrash } from 'lucide-react';
import {
  applicantsShownLabel,
  applicantsText,
  applicantToolsText,
  applicationMessages,
  type ApplicationState,
} from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useExportApplicants } from '../api/export-applicants';
import { useApplicantsPages, type ApplicantRow, type ApplicantsPage } from '../api/get-applicants-page';
import { ApplicantCard, ApplicantCardSkeleton } from '../components/applicant-card';
import { ApplicantProfileModal } from '../components/applicant-profile-modal';
import { BulkStatusControls } from '../components/bulk-status-controls';
import { JobGroupHeader } from '../components/job-group-header';
import { ListToolbar } from '../components/list-toolbar';
import { MinScoreFilter } from '../components/min-score-filter';
import { ResumePreviewModal } from '../components/resume-preview-modal';
import { StatusFilter } from '../components/status-filter';
import { readMinScore } from '../lib/min-score-param';

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
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [status, setStatus] = useState<ApplicationState | undefined>();
  const minScore = readMinScore(searchParams);
  const list = useApplicantsPages(jobId, { status, minScore });
  const exporter = useExportApplicants(jobId, { status, minScore });
  const [previewing, setPreviewing] = useState<ApplicantRow | null>(null);
  const [viewing, setViewing] = useState<ApplicantRow | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // Another filter shows other applicants: a selection the screen no longer shows is dropped.
  const changeStatus = (next: ApplicationState | undefined) => {
    setSelected(new Set());
    setStatus(next);
  };
  const changeMinScore = (next: number | undefined) => {
    setSelected(new Set());
    const params = new URLSearchParams(searchParams);
    if (next === undefined) params.delete('minScore');
    else params.set('minScore', String(next));
    // The job comes in the navigation state; it stays with the new address.
    setSearchParams(params, { replace: true, state: location.state });
  };

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
        isEmpty={(pages) =>
          minScore === undefined && firstPage(pages).counts.all + firstPage(pages).counts.Withdrawn === 0
        }
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
            onStatusChange={changeStatus}
            minScore={minScore}
            onMinScoreChange={changeMinScore}
            onExport={() => void exporter.exportCsv()}
            exporting={exporter.exporting}
            selected={selected}
            onSelectedChange={setSelected}
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
  minScore: number | undefined;
  onMinScoreChange: (minScore: number | undefined) => void;
  onExport: () => void;
  exporting: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  /** Another filter was chosen and its list is on its way. */
  updating: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onPreviewResume: (application: ApplicantRow) => void;
  onViewProfile: (application: ApplicantRow) => void;
}

/** The job's head, the filters and tools, the ranked cards so far and Load more. */
function ApplicantList(props: ApplicantListProps) {
  const { first, rows, status, minScore, selected, updating, hasMore } = props;
  const headingId = useId();
  // Only what is shown counts: a row that left the list after a reload is not sent.
  const selectedIds = rows.filter((r) => selected.has(r._id)).map((r) => r._id);
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;
  const select = (application: ApplicantRow, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(application._id);
    else next.delete(application._id);
    props.onSelectedChange(next);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <JobGroupHeader job={first.job} count={first.counts.all} headingId={headingId} />
      <StatusFilter counts={first.counts} value={status} onChange={props.onStatusChange} />
      <ListToolbar
        selectedCount={selectedIds.length}
        shownCount={rows.length}
        allSelected={allSelected}
        onSelectAll={(on) => props.onSelectedChange(new Set(on ? rows.map((r) => r._id) : []))}
        tools={
          <div className="flex flex-wrap items-center gap-3">
            <MinScoreFilter value={minScore} onChange={props.onMinScoreChange} />
            <Button
              variant="secondary"
              size="sm"
              className="h-10"
              icon={<Download className="size-4" aria-hidden="true" />}
              onClick={props.onExport}
              loading={props.exporting}
            >
              {props.exporting ? applicantToolsText.exporting : applicantToolsText.exportCsv}
            </Button>
          </div>
        }
        bulk={
          <BulkStatusControls
            jobId={first.job._id}
            selectedIds={selectedIds}
            onDone={() => props.onSelectedChange(new Set())}
            onClear={() => props.onSelectedChange(new Set())}
          />
        }
      />
      {rows.length === 0 ? (
        minScore === undefined ? (
          <EmptyState
            icon={SearchX}
            title={applicantsText.noneWithStatusTitle}
            text={applicantsText.noneWithStatusText}
          />
        ) : (
          <EmptyState
            icon={SearchX}
            title={applicantToolsText.noneAtScoreTitle}
            text={applicantToolsText.noneAtScoreText}
          />
        )
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
                selected={selected.has(application._id)}
                onSelectedChange={select}
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
