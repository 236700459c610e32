import { z } from 'zod';
import {
  APPLICATION_HISTORY_MAX,
  APPLICATION_STATES,
  MY_APPLICATIONS_MAX,
  type ApplicationState,
} from '../application-status';
import {
  applicantsFilterSchema,
  applicantsPageQuerySchema,
  applicationsListQuerySchema,
} from '../applicants-page';
import {
  APPLICANT_NOTES_MAX,
  applicantNoteSchema,
  BULK_REFUSALS,
  bulkStatusSchema,
} from '../applicant-tools';
import { applyBodySchema, statusUpdateSchema } from '../applications';
import { idSchema } from '../ids';
import { endpoint } from './define';
import { errorResponses, fileBody, idParams, messageEnvelope, withMessage } from './common';
import { apiPaths } from './paths';
import { educationSchema, employmentSchema, projectSchema } from './user';
import type { MatchBreakdown } from '../match';

const matchFactorSchema = z.object({
  key: z.enum(['skills', 'role', 'text', 'experience', 'location', 'education']),
  label: z.string(),
  /** How well this factor fits, 0-100. */
  score: z.number(),
  /** Points this factor added to (or, for the fit checks, took from) the final score. */
  points: z.number(),
  detail: z.string(),
});

/** Why a person scores what they do for a job (docs/product.md section 9). */
export const matchBreakdownSchema = z.object({
  version: z.number(),
  summary: z.string(),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  /** Key skills that are only listed on the profile, with nothing in the history to show them. */
  unverifiedSkills: z.array(z.string()),
  experienceYears: z.number().nullable(),
  factors: z.array(matchFactorSchema),
});

/** "How you match": the signed-in job seeker's score for a job, and whether they applied. */
export const matchPreviewSchema = z.object({
  score: z.number(),
  breakdown: matchBreakdownSchema,
  applied: z.boolean(),
});
export type MatchPreview = z.infer<typeof matchPreviewSchema>;

export const applicationEventSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  by: z.enum(['applicant', 'employer']),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** What a list card shows of an applicant; the whole profile comes with GET /api/user/{id}. */
export const applicantSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.object({ fileUrl: z.string() }).nullable(),
  resume: z.object({ fileUrl: z.string(), fileName: z.string(), fileType: z.string().optional() }).nullable(),
  headline: z.string(),
  title: z.string(),
  experience: z.string(),
  location: z.string(),
});
export type ApplicantSummary = z.infer<typeof applicantSummarySchema>;

export const applicationApplicantSchema = applicantSummarySchema.extend({
  email: z.string(),
  phone: z.string(),
  employment: z.array(employmentSchema),
  education: z.array(educationSchema),
  projects: z.array(projectSchema),
  skills: z.array(z.string()),
  createdAt: z.string(),
});
export type ApplicationApplicant = z.infer<typeof applicationApplicantSchema>;

export const applicationJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  location: z.string(),
  type: z.string(),
  category: z.string(),
  companyName: z.string(),
  /** The employer's current logo; on the job seeker's own applications only. */
  companyLogo: z.string().nullable().optional(),
  isClosed: z.boolean(),
  isRemoved: z.boolean(),
});

/** An application as the API returns it (docs/product.md section 3). */
export const applicationSchema = z.object({
  _id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  matchScore: z.number().nullable(),
  matchBreakdown: matchBreakdownSchema.nullable(),
  /** The applicant's note to the employer, sent with the application; null without one. */
  note: z.string().nullable(),
  job: applicationJobSchema,
  applicant: applicationApplicantSchema.optional(),
  history: z.array(applicationEventSchema).optional(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicantRowSchema = applicationSchema
  .pick({
    _id: true,
    status: true,
    createdAt: true,
    updatedAt: true,
    matchScore: true,
    matchBreakdown: true,
    note: true,
  })
  .extend({ applicant: applicantSummarySchema });
export type ApplicantRow = z.infer<typeof applicantRowSchema>;

/** How many applications the job has in each status, and in all but the withdrawn ones. */
export type ApplicantStatusCounts = Record<ApplicationState, number> & { all: number };
const statusCountsSchema = z.object({
  ...(Object.fromEntries(APPLICATION_STATES.map((s) => [s, z.number()])) as Record<
    ApplicationState,
    z.ZodNumber
  >),
  all: z.number(),
});

export const applicantsPageSchema = z.object({
  job: applicationJobSchema,
  /** Best match first, then the earliest application, then by id: an order that never ties. */
  applications: z.array(applicantRowSchema),
  /** Applications of the requested status (or all but the withdrawn ones), over every page. */
  total: z.number(),
  /** Per status; with a `minScore`, of the applications that reach it only. */
  counts: statusCountsSchema,
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;

const applicationEnvelope = withMessage({ application: applicationSchema });

/** What a bulk status change did: the ids it changed, and each one it left alone with the reason. */
export const bulkStatusResultSchema = withMessage({
  status: z.string(),
  changed: z.array(z.string()),
  refused: z.array(z.object({ _id: z.string(), reason: z.enum(BULK_REFUSALS), message: z.string() })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** A private note of the job's employer on an application; never shown to the applicant. */
export const applicantNoteRecordSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ApplicantNote = z.infer<typeof applicantNoteRecordSchema>;
const notesList = z.object({ notes: z.array(applicantNoteRecordSchema) });

/** /api/applications: applying, the job seeker's applications, a job's applicants and their statuses. */
export const applicationsContract = {
  mine: endpoint({
    method: 'GET',
    path: apiPaths.applications.mine,
    summary: `The signed-in job seeker's newest ${MY_APPLICATIONS_MAX} applications, each with its latest ${APPLICATION_HISTORY_MAX} status changes`,
    responses: { 200: z.array(applicationSchema), ...errorResponses(401, 403) },
  }),
  match: endpoint({
    method: 'GET',
    path: apiPaths.applications.match,
    summary: 'How the signed-in job seeker matches a job, before or after applying',
    params: idParams,
    responses: { 200: matchPreviewSchema, ...errorResponses(401, 403, 404) },
  }),
  ofJob: endpoint({
    method: 'GET',
    path: apiPaths.applications.ofJob,
    summary:
      "A page (`page`, `pageSize` at most 50) of the applications to one of the employer's jobs, best match first, with a preview of each applicant's profile",
    params: idParams,
    query: applicationsListQuerySchema,
    responses: { 200: z.array(applicationSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  applicantsPage: endpoint({
    method: 'GET',
    path: apiPaths.applications.applicantsPage,
    summary: "One page of a job's applicants, best match first, with the counts per status",
    params: idParams,
    query: applicantsPageQuerySchema,
    responses: { 200: applicantsPageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  withScore: endpoint({
    method: 'GET',
    path: apiPaths.applications.withScore,
    summary:
      "A page (`page`, `pageSize` at most 50) of the applications to one of the employer's jobs, best match first, with match scores",
    params: idParams,
    query: applicationsListQuerySchema,
    responses: { 200: z.array(applicationSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  apply: endpoint({
    method: 'POST',
    path: apiPaths.applications.apply,
    summary:
      'Apply to a job with the profile and resume on file and an optional note, or again after withdrawing',
    params: idParams,
    // The spec's clients apply without a body, which the server reads as null.
    body: applyBodySchema.nullish(),
    responses: { 201: applicationEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  withdraw: endpoint({
    method: 'POST',
    path: apiPaths.applications.withdraw,
    summary: "Withdraw one of the signed-in job seeker's applications (not once Hired or Rejected)",
    params: idParams,
    responses: { 200: applicationEnvelope, ...errorResponses(401, 403, 404, 409) },
  }),
  updateStatus: endpoint({
    method: ['PUT', 'PATCH'],
    path: apiPaths.applications.updateStatus,
    summary:
      "Change an application's status (the employer of its job only, not once withdrawn); the applicant is mailed",
    params: idParams,
    body: statusUpdateSchema,
    responses: { 200: applicationEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  bulkStatus: endpoint({
    method: 'POST',
    path: apiPaths.applications.bulkStatus,
    summary:
      'Set one status on up to 100 applications at once (the employer of their jobs only); each changed applicant is mailed',
    body: bulkStatusSchema,
    responses: { 200: bulkStatusResultSchema, ...errorResponses(400, 401, 403) },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: apiPaths.applications.exportCsv,
    summary: "A job's applicants as a CSV file, best match first, with the list's filters",
    params: idParams,
    query: applicantsFilterSchema,
    responses: { 200: fileBody, ...errorResponses(400, 401, 403, 404) },
  }),
  notes: endpoint({
    method: 'GET',
    path: apiPaths.applications.notes,
    summary: "The employer's private notes on an application, newest first",
    params: idParams,
    responses: { 200: notesList, ...errorResponses(401, 403, 404) },
  }),
  addNote: endpoint({
    method: 'POST',
    path: apiPaths.applications.addNote,
    summary: `Add a private note to an application (the employer of its job only); 409 past ${APPLICANT_NOTES_MAX} notes`,
    params: idParams,
    body: applicantNoteSchema,
    responses: {
      201: withMessage({ note: applicantNoteRecordSchema }),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
  deleteNote: endpoint({
    method: 'DELETE',
    path: apiPaths.applications.deleteNote,
    summary: 'Delete one of the private notes on an application',
    params: z.object({ id: idSchema, noteId: idSchema }),
    responses: { 200: messageEnvelope, ...errorResponses(401, 403, 404) },
  }),
};

// The scorer's own type and the schema the API answers with describe the same breakdown.
const _sameBreakdown: z.ZodType<MatchBreakdown> = matchBreakdownSchema;
