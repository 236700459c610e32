import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { postJobText } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useJob } from '../api/get-job';
import { JobEditor } from '../components/job-editor';
import { PostJobSkeleton } from '../components/post-job-skeleton';
import { emptyJobForm, jobToFormValues } from '../hooks/job-form-values';

/**
 * The job to edit arrives in navigation state (docs/product.md 2.19); without one the screen posts a new job.
 */
function jobIdFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'jobId' in state) {
    const { jobId } = state as { jobId: unknown };
    if (typeof jobId === 'string' && jobId) return jobId;
  }
  return null;
}

/** /post-job — Post or Edit Job (docs/product.md 2.19). */
export function PostJobRoute() {
  const location = useLocation();
  const { user } = useSession();
  const jobId = jobIdFrom(location.state);
  const job = useJob(jobId);
  const companyLogo = user?.companyLogo ?? null;

  if (!jobId) {
    // Keyed by the visit, so following "Post Job" from an edit starts a fresh form.
    return (
      <JobEditor
        key={location.key}
        jobId={null}
        initial={emptyJobForm(user?.companyName)}
        companyLogo={companyLogo}
      />
    );
  }
  if (job.isPending) return <PostJobSkeleton />;
  if (job.isError) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {postJobText.editTitle}
        </h1>
        <Alert>{postJobText.loadFailed}</Alert>
        <Link to={paths.manageJobs} className={buttonClasses('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {postJobText.backToJobs}
        </Link>
      </div>
    );
  }
  return (
    <JobEditor
      key={jobId}
      jobId={jobId}
      initial={jobToFormValues(job.data)}
      postedAt={job.data.createdAt}
      companyLogo={companyLogo}
    />
  );
}
