import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type jobsContract, pathOf, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import { jobQueryKeys } from '@/lib/job-query-keys';

export type JobResponse = ResponseOf<typeof jobsContract.getJob>;

/**
 * GET /api/jobs/:id, the one fetcher of a job: the job page, the applicants screen and the job
 * editor read a job through it. The server knows the viewer from the token (isSaved,
 * applicationStatus), and shows an owner their job even when it is closed.
 */
export function getJob(jobId: string, signal?: AbortSignal): Promise<JobResponse> {
  return api.get<JobResponse>(pathOf(apiPaths.jobs.getJob, { id: jobId }), { signal });
}

/** A job as the screens that show it read it; saving or applying invalidates it. */
export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobQueryKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
    meta: { errorMessage: 'Job detail failed to load', notFoundIsAnswer: true },
  });

/**
 * A job as the editor reads it: the form is filled once from this answer, so a background refetch
 * must not overwrite edits (never stale), and the next visit to the editor fetches afresh (not kept).
 */
export const jobEditorQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobQueryKeys.edit(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
