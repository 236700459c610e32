import { z } from 'zod';
import { profileUpdateSchema } from '../profile';
import { endpoint } from './define';
import { errorResponses, fileBody, idParams, idSchema, tooMany, withMessage } from './common';
import { apiPaths } from './paths';
import { resumeSchema, userSchema } from './user';

/** A profile save answers with the user, both under `user` and spread at the top level. */
export const profileSavedSchema = withMessage({ user: userSchema }).extend(userSchema.shape);

/** /api/user: the signed-in person's profile and resume, and an applicant's profile for employers. */
export const profileContract = {
  update: endpoint({
    method: 'PUT',
    path: apiPaths.profile.update,
    summary: 'Save the profile (job seeker) or the company profile (employer)',
    body: profileUpdateSchema,
    responses: { 200: profileSavedSchema, ...errorResponses(400, 401) },
  }),
  uploadResume: endpoint({
    method: 'POST',
    path: apiPaths.profile.uploadResume,
    summary:
      "Upload the resume (multipart field 'resume': PDF or Word), replacing the last one; 5 per 10 minutes",
    responses: {
      200: withMessage({ resume: resumeSchema, user: userSchema }),
      ...errorResponses(400, 401, 413, 415),
      ...tooMany,
    },
  }),
  deleteResume: endpoint({
    method: 'DELETE',
    path: apiPaths.profile.deleteResume,
    summary: 'Delete the resume',
    responses: { 200: withMessage({ user: userSchema }), ...errorResponses(401, 404) },
  }),
  resumeFile: endpoint({
    method: 'GET',
    path: apiPaths.profile.resumeFile,
    summary: "Download a resume: one's own, or an applicant's to one of the employer's jobs",
    params: z.object({ fileId: idSchema }),
    responses: { 200: fileBody, ...errorResponses(401, 403, 404) },
  }),
  resumeViewLink: endpoint({
    method: 'POST',
    path: apiPaths.profile.resumeViewLink,
    summary: "A short-lived link that shows a PDF resume in the browser's own viewer",
    params: z.object({ fileId: idSchema }),
    responses: { 200: z.object({ url: z.string() }), ...errorResponses(401, 403, 404) },
  }),
  viewResume: endpoint({
    method: 'GET',
    path: apiPaths.profile.viewResume,
    summary: 'A PDF resume through a view link (the token stands for the session)',
    params: z.object({ fileName: z.string().max(500) }),
    query: z.object({
      token: z
        .string()
        .max(2000)
        .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    }),
    responses: { 200: fileBody, ...errorResponses(404) },
  }),
  applicant: endpoint({
    method: 'GET',
    path: apiPaths.profile.applicant,
    summary: "The profile of someone who applied to one of the employer's jobs (or one's own)",
    params: idParams,
    responses: { 200: userSchema, ...errorResponses(401, 403, 404) },
  }),
};
