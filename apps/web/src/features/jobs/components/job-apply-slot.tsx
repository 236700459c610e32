import type { Job } from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';

/**
 * The application corner of the job detail header (spec 2.13): the status badge once the user has
 * applied. The Apply Now button for jobs without a status comes with the applications feature and
 * belongs here, next to the badge it gives way to.
 */
export function JobApplySlot({ job }: { job: Job }) {
  if (job.applicationStatus) return <ApplicationStatusBadge status={job.applicationStatus} />;
  return null;
}
