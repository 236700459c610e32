import { formatPostedDate } from '@/components/jobs/job-format';
import type { EmployerJob } from '../api/get-employer-jobs';

/** "San Francisco, CA · Posted 3rd Mar 2026" (the posted date as the spec writes dates, 'Do MMM YYYY'). */
export function jobMetaLine(job: EmployerJob): string {
  const posted = `Posted ${formatPostedDate(job.createdAt)}`;
  return job.location ? `${job.location} · ${posted}` : posted;
}
