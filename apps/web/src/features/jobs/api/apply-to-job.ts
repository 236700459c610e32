import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  apiPaths,
  applicationMessages,
  pathOf,
  type applicationsContract,
  type ApplyBody,
  type Job,
  type JobSearchResult,
  type ResponseOf,
} from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { jobQueryKeys } from '@/lib/job-query-keys';
import { jobMatchKey } from './get-job-match';

type ApplyResponse = ResponseOf<typeof applicationsContract.apply>;

export interface ApplyInput {
  jobId: string;
  body: ApplyBody;
}

/**
 * POST /api/applications/{jobId} with the optional note: the server checks the identity check,
 * the resume, the job and the note.
 */
export function applyToJob({ jobId, body }: ApplyInput): Promise<ApplyResponse> {
  return api.post<ApplyResponse>(pathOf(apiPaths.applications.apply, { id: jobId }), body);
}

/** Puts the new status on the cached job and search cards, so the badge replaces the button at once. */
function markApplied(queryClient: QueryClient, jobId: string, status: string) {
  const withStatus = (job: Job) => (job._id === jobId ? { ...job, applicationStatus: status } : job);
  queryClient.setQueryData<Job>(jobQueryKeys.detail(jobId), (job) => job && withStatus(job));
  queryClient.setQueriesData<InfiniteData<JobSearchResult>>(
    { queryKey: [...jobQueryKeys.all, 'search'] },
    (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, jobs: page.jobs.map(withStatus) })) },
  );
}

/**
 * Applies with the toasts of docs/product.md section 8, then reloads what shows the job: its detail and the
 * search (status badge), the saved jobs and "How you match" (now the stored score).
 */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: ({ application }, { jobId }) => {
      toast.success(applicationMessages.applied);
      markApplied(queryClient, jobId, application.status);
    },
    onError: (error) => {
      toast.error(errorMessage(error, applicationMessages.applyFailed));
    },
    // Also after a refusal: "already applied" or "closed" means the cached job is out of date.
    onSettled: (_data, _error, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: jobQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: jobQueryKeys.saved });
      void queryClient.invalidateQueries({ queryKey: jobMatchKey(jobId) });
    },
  });
}
