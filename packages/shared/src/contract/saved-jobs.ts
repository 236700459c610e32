import { z } from 'zod';
import { endpoint } from './define';
import { errorResponses, idParams, messageEnvelope } from './common';
import { jobSchema } from './jobs';
import { apiPaths } from './paths';

export const savedJobRecordSchema = z.object({
  _id: z.string(),
  savedAt: z.string(),
  job: jobSchema,
});
export type SavedJobRecord = z.infer<typeof savedJobRecordSchema>;

/** /api/save-jobs: the signed-in job seeker's saved jobs. */
export const savedJobsContract = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.savedJobs.list,
    summary: 'The saved jobs, newest first',
    responses: { 200: z.array(savedJobRecordSchema), ...errorResponses(401, 403) },
  }),
  save: endpoint({
    method: 'POST',
    path: apiPaths.savedJobs.save,
    summary: 'Save a job',
    params: idParams,
    responses: { 200: messageEnvelope, ...errorResponses(401, 403, 404) },
  }),
  unsave: endpoint({
    method: 'DELETE',
    path: apiPaths.savedJobs.unsave,
    summary: 'Remove a saved job',
    params: idParams,
    responses: { 200: messageEnvelope, ...errorResponses(401, 403, 404) },
  }),
};
