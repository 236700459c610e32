import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { jobQueryKeys } from '@/lib/job-query-keys';
import { recordJobView } from '@/lib/jobs-around-queries';
import { useSession } from '@/lib/session';

/**
 * Notes, once the job has loaded, that a signed-in job seeker opened it, for "Recently viewed".
 * Visitors and employers record nothing. A failure is not worth a word: it is a convenience.
 */
export function useRecordJobView(jobId: string | undefined) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const jobSeeker = user?.role === 'jobseeker';
  useEffect(() => {
    if (!jobId || !jobSeeker) return;
    recordJobView(jobId).then(
      () => queryClient.invalidateQueries({ queryKey: jobQueryKeys.recentlyViewed }),
      () => {},
    );
  }, [jobId, jobSeeker, queryClient]);
}
