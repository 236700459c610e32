import type { Job } from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { useApply } from '../hooks/use-apply';
import { ApplicationsClosedButton, ApplyButton } from './apply-button';

/**
 * The application corner of the job detail header (docs/product.md 2.13): the status badge once the user has
 * applied, else 'Apply Now' (a disabled 'Applications closed' on a closed job).
 */
export function JobApplySlot({ job }: { job: Job }) {
  const { apply, pendingJobId } = useApply();
  if (job.applicationStatus) return <ApplicationStatusBadge status={job.applicationStatus} size="lg" />;
  if (job.isClosed) return <ApplicationsClosedButton />;
  return <ApplyButton onApply={() => apply(job._id)} pending={pendingJobId === job._id} />;
}
