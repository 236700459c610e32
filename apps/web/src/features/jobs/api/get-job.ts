import { useQuery } from '@tanstack/react-query';
import { jobQueryOptions } from '@/lib/job-queries';

export { getJob } from '@/lib/job-queries';

/** The job of the job page. */
export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
