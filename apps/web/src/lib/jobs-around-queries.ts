import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type jobsContract, pathOf, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';

/** Open jobs like the one of the job page; the page shows the job without waiting for them. */
export const similarJobsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobQueryKeys.similar(jobId),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<typeof jobsContract.similar>>(pathOf(apiPaths.jobs.similar, { id: jobId }), {
        signal,
      }),
    select: (data) => data.jobs,
    meta: { errorMessage: 'Similar jobs failed to load', notFoundIsAnswer: true },
  });

/** The signed-in job seeker's last viewed open jobs, newest first. */
export const recentlyViewedQueryOptions = () =>
  queryOptions({
    queryKey: jobQueryKeys.recentlyViewed,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<typeof jobsContract.recentlyViewed>>(apiPaths.jobs.recentlyViewed, { signal }),
    select: (data) => data.jobs,
    meta: { errorMessage: 'Recently viewed jobs failed to load' },
  });

/** Notes that the job seeker opened a job (the server renews the time of a job opened before). */
export function recordJobView(jobId: string): Promise<ResponseOf<typeof jobsContract.recordView>> {
  return api.post<ResponseOf<typeof jobsContract.recordView>>(
    pathOf(apiPaths.jobs.recordView, { id: jobId }),
  );
}
