import { WITHDRAWN_STATUS, type Job } from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { useApply } from '../hooks/use-apply';
import { ApplicationsClosedButton, ApplyButton } from './apply-button';

/**
 * The application corner of the job detail header (docs/product.md 2.13): the status badge once the user has
 * applied, else 'Apply Now' (a disabled 'Applications closed' on a closed job). After withdrawing,
 * 'Apply Now' again while the job is open (decision 0019).
 */
export function JobApplySlot({ job }: { job: Job }) {
  const { apply, confirmation, pendingJobId } = useApply();
  const status = job.applicationStatus;
  if (status && (status !== WITHDRAWN_STATUS || job.isClosed))
    return <ApplicationStatusBadge status={status} size="lg" />;
  if (job.isClosed) return <ApplicationsClosedButton />;
  return (
    <>
      <ApplyButton onApply={() => apply(job)} pending={pendingJobId === job._id} />
      {confirmation}
    </>
  );
}
