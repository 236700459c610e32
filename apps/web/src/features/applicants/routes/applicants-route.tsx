import { useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Inbox, ServerCrash } from 'lucide-react';
import { applicantsText, applicationMessages } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';
import { useJobApplications, type JobApplication } from '../api/get-job-applications';
import { useApplicantsJob } from '../api/get-job';
import { ApplicantCard, ApplicantCardSkeleton } from '../components/applicant-card';
import { ApplicantProfileModal } from '../components/applicant-profile-modal';
import { groupByJob, type JobGroup } from '../components/group-by-job';
import { JobGroupHeader } from '../components/job-group-header';
import { ResumePreviewModal } from '../components/resume-preview-modal';

/** /applicants — needs a jobId in navigation state, else back to /manage-jobs (spec 2.21). */
export function ApplicantsRoute() {
  const jobId = (useLocation().state as { jobId?: string } | null)?.jobId;
  if (!jobId) return <Navigate to={paths.manageJobs} replace />;
  return <ApplicantsScreen jobId={jobId} />;
}

function ApplicantsScreen({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const list = useJobApplications(jobId);
  const empty = list.isSuccess && list.data.length === 0;
  // With nobody to take the job from, the job itself names the empty list.
  const job = useApplicantsJob(jobId, empty);
  const [previewing, setPreviewing] = useState<JobApplication | null>(null);
  const [viewing, setViewing] = useState<JobApplication | null>(null);

  // Spec section 8: list load failures are logged; the screen offers another try.
  useEffect(() => {
    if (list.error) console.warn('Loading the applicants failed', list.error);
  }, [list.error]);
  useEffect(() => {
    if (job.error) console.warn('Loading the job failed', job.error);
  }, [job.error]);

  // The open profile follows the list, so a status change shows on its badge too.
  const viewed = viewing ? (list.data?.find((a) => a._id === viewing._id) ?? viewing) : null;

  const closeProfile = () => {
    setViewing(null);
    // Spec 2.21: closing the profile reloads the list.
    void list.refetch();
  };

  let content;
  if (list.isPending) {
    content = (
      <div aria-label={applicantsText.loading} aria-busy="true" className="space-y-3">
        <div className="h-20 animate-pulse rounded-2xl bg-indigo-100 dark:bg-indigo-950/50" />
        {Array.from({ length: 3 }, (_, i) => (
          <ApplicantCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = (
      <EmptyState
        icon={ServerCrash}
        tone="error"
        title={applicantsText.loadFailedTitle}
        text={applicantsText.loadFailedText}
      >
        <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
          {applicantsText.retry}
        </Button>
      </EmptyState>
    );
  } else if (list.data.length === 0) {
    content = (
      <div className="space-y-4">
        {job.data && <JobGroupHeader job={job.data} count={0} headingId={`job-${jobId}`} />}
        <EmptyState icon={Inbox} title={applicationMessages.noApplications} text={applicantsText.emptyText} />
      </div>
    );
  } else {
    content = (
      <div className="space-y-8">
        {groupByJob(list.data).map((group) => (
          <ApplicantGroup
            key={group.job._id}
            group={group}
            onPreviewResume={setPreviewing}
            onViewProfile={setViewing}
          />
        ))}
      </div>
    );
  }

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
      {content}

      {previewing && (
        <ResumePreviewModal
          applicantName={previewing.applicant.name}
          resume={previewing.applicant.resume}
          onClose={() => setPreviewing(null)}
        />
      )}
      {viewed && <ApplicantProfileModal application={viewed} onClose={closeProfile} />}
    </section>
  );
}

interface ApplicantGroupProps {
  group: JobGroup;
  onPreviewResume: (application: JobApplication) => void;
  onViewProfile: (application: JobApplication) => void;
}

function ApplicantGroup({ group, onPreviewResume, onViewProfile }: ApplicantGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <JobGroupHeader job={group.job} count={group.applications.length} headingId={headingId} />
      <ol className="space-y-3">
        {group.applications.map((application, index) => (
          <li key={application._id}>
            <ApplicantCard
              application={application}
              rank={index + 1}
              onPreviewResume={onPreviewResume}
              onViewProfile={onViewProfile}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
