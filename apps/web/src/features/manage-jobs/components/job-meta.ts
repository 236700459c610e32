import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import type { EmployerJob } from '../api/get-employer-jobs';

dayjs.extend(advancedFormat);

/** "San Francisco, CA · Posted 3rd Mar 2026" (the posted date as the spec writes dates, 'Do MMM YYYY'). */
export function jobMetaLine(job: EmployerJob): string {
  const posted = `Posted ${dayjs(job.createdAt).format('Do MMM YYYY')}`;
  return job.location ? `${job.location} · ${posted}` : posted;
}
