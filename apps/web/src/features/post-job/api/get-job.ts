import { useQuery } from '@tanstack/react-query';
import { jobEditorQueryOptions } from '@/lib/job-queries';

/** The job being edited; no request while a new job is being posted. */
export function useJob(jobId: string | null) {
  return useQuery({ ...jobEditorQueryOptions(jobId ?? ''), enabled: Boolean(jobId) });
}
