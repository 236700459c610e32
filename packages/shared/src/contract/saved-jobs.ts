import { z } from 'zod';
import { SAVED_JOBS_MAX } from '../job-options';
import { endpoint } from './define';
import { errorResponses, idParams, messageEnvelope } from './common';
import { jobSummarySchema } from './jobs';
import { apiPaths } from './paths';

/** A saved job: the Saved Jobs screen shows it as a card, so the job is its summary. */
export const savedJobRecordSchema = z.object({
  _id: z.string(),
  savedAt: z.string(),
  job: jobSummarySchema,
});
export type SavedJobRecord = z.infer<typeof savedJobRecordSchema>;

/** /api/save-jobs: the signed-in job seeker's saved jobs. */
export const savedJobsContract = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.savedJobs.list,
    summary: `The saved jobs, newest first (at most ${SAVED_JOBS_MAX}: a job seeker keeps no more)`,
    responses: { 200: z.array(savedJobRecordSchema), ...errorResponses(401, 403) },
  }),
  save: endpoint({
    method: 'POST',
    path: apiPaths.savedJobs.save,
    summary: `Save a job; 409 once ${SAVED_JOBS_MAX} are saved`,
    params: idParams,
    responses: { 200: messageEnvelope, ...errorResponses(401, 403, 404, 409) },
  }),
  unsave: endpoint({
    method: 'DELETE',
    path: apiPaths.savedJobs.unsave,
    summary: 'Remove a saved job',
    params: idParams,
    responses: { 200: messageEnvelope, ...errorResponses(401, 403, 404) },
  }),
};
