import { z } from 'zod';
import { jobFormSchema, jobSearchSchema } from '../jobs';
import { endpoint } from './define';
import { errorResponses, idParams, messageEnvelope, withMessage } from './common';
import { apiPaths } from './paths';

export const jobCompanySchema = z.object({
  companyName: z.string(),
  companyLogo: z.string().nullable(),
});
export type JobCompany = z.infer<typeof jobCompanySchema>;

/** A job as the API returns it (docs/product.md section 3). */
export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  jobTitle: z.string(),
  company: jobCompanySchema,
  employerId: z.string(),
  location: z.string(),
  type: z.string(),
  category: z.string(),
  industry: z.string(),
  department: z.string(),
  employmentType: z.string(),
  education: z.string(),
  salaryMin: z.number(),
  salaryMax: z.number(),
  experienceMin: z.number(),
  experienceMax: z.number(),
  openings: z.number(),
  description: z.string(),
  requirements: z.string(),
  keySkills: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  isClosed: z.boolean(),
  isRemoved: z.boolean(),
  isSaved: z.boolean(),
  applicationStatus: z.string().nullable(),
  /** In the employer's own listing only. */
  applicationCount: z.number().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * A job as a card shows it (docs/product.md 2.12): every field but the description and the
 * requirements, which only the job's own page (GET /api/jobs/{id}) shows. Lists of our own screens
 * answer these, so a page of cards stays small however long the postings are (docs/security.md DM1).
 */
export const jobSummarySchema = jobSchema.omit({ description: true, requirements: true });
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobSearchResultSchema = z.object({
  jobs: z.array(jobSchema),
  total: z.number(),
  /**
   * Jobs are counted up to 10,000 (docs/product.md 2.12). More of them match: `total` is that lower
   * bound, shown as '10,000+'. Absent when the total is exact.
   */
  totalAtLeast: z.literal(true).optional(),
  /**
   * More than 10,000 jobs match without the type and category filters: the facets are empty and the
   * filters show no counts. Absent when the facets are exact.
   */
  facetsOmitted: z.literal(true).optional(),
  page: z.number(),
  pageSize: z.number(),
  facets: z.object({ type: z.record(z.string(), z.number()), category: z.record(z.string(), z.number()) }),
  /**
   * 'all': every job listed matches every meaningful word of the keywords (or there were none);
   * 'partial': no job matched them all, so these are the best matches of some of the words.
   */
  matched: z.enum(['all', 'partial']),
  /** A corrected spelling of the keywords when the search finds little ("Did you mean"), else null. */
  didYouMean: z.string().nullable(),
  /** Related searches worth a click when the search finds little; empty otherwise. */
  related: z.array(z.string()),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** The employer's listing without `page`: the newest this many (the spec's client pages them itself). */
export const EMPLOYER_JOBS_UNPAGED_MAX = 100;
/** The largest `pageSize` of the employer's listing. */
export const EMPLOYER_JOBS_PAGE_MAX = 100;

/** The employer's listing: the newest EMPLOYER_JOBS_UNPAGED_MAX jobs without `page`, one page with it. */
export const employerJobsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'active', 'closed', 'All', 'Active', 'Closed']).optional(),
  sortBy: z.enum(['title', 'status', 'applicants', 'createdAt']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(EMPLOYER_JOBS_PAGE_MAX).optional(),
});
export type EmployerJobsQuery = z.infer<typeof employerJobsQuerySchema>;

export const employerJobSchema = jobSchema.extend({ applicationCount: z.number() });
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const employerJobsPageSchema = z.object({
  jobs: z.array(employerJobSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EmployerJobsPage = z.infer<typeof employerJobsPageSchema>;

export const saveJobResponseSchema = withMessage({ job: jobSchema });
export type SaveJobResponse = z.infer<typeof saveJobResponseSchema>;

/** The short lists under a job page (similar jobs, recently viewed): cards. */
export const jobListSchema = z.object({ jobs: z.array(jobSummarySchema) });
export type JobList = z.infer<typeof jobListSchema>;

/** Up to this many similar jobs under a job. */
export const SIMILAR_JOBS_LIMIT = 4;
/** The "Recently viewed" strip shows this many jobs; the server keeps RECENT_VIEWS_KEPT per person. */
export const RECENTLY_VIEWED_LIMIT = 6;
export const RECENT_VIEWS_KEPT = 20;

/** /api/jobs: search, the employer's listing, one job, and the employer's changes to a job. */
export const jobsContract = {
  search: endpoint({
    method: 'GET',
    path: apiPaths.jobs.search,
    summary: 'Search open jobs; a signed-in viewer gets isSaved and applicationStatus',
    query: jobSearchSchema,
    responses: { 200: jobSearchResultSchema, ...errorResponses(400) },
  }),
  employerJobs: endpoint({
    method: 'GET',
    path: apiPaths.jobs.employerJobs,
    summary: "The signed-in employer's own jobs with applicant counts",
    query: employerJobsQuerySchema,
    responses: { 200: employerJobsPageSchema, ...errorResponses(400, 401, 403) },
  }),
  getJob: endpoint({
    method: 'GET',
    path: apiPaths.jobs.getJob,
    summary: 'One job as the viewer may see it',
    params: idParams,
    responses: { 200: jobSchema, ...errorResponses(404) },
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.jobs.create,
    summary: 'Post a job (employers)',
    body: jobFormSchema,
    responses: { 201: saveJobResponseSchema, ...errorResponses(400, 401, 403) },
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.jobs.update,
    summary: 'Replace the fields of an own job',
    params: idParams,
    body: jobFormSchema,
    responses: { 200: saveJobResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  toggleClose: endpoint({
    method: ['PUT', 'PATCH'],
    path: apiPaths.jobs.toggleClose,
    summary: 'Close an own job, or reopen it',
    params: idParams,
    responses: { 200: saveJobResponseSchema, ...errorResponses(401, 403, 404) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.jobs.remove,
    summary: 'Delete an own job',
    params: idParams,
    responses: { 200: messageEnvelope, ...errorResponses(401, 403, 404) },
  }),
  similar: endpoint({
    method: 'GET',
    path: apiPaths.jobs.similar,
    summary: 'Open jobs like this one (its title and skills, same category first), the job itself left out',
    params: idParams,
    responses: { 200: jobListSchema, ...errorResponses(404) },
  }),
  recordView: endpoint({
    method: 'POST',
    path: apiPaths.jobs.recordView,
    summary: 'Note that the signed-in job seeker opened this job (idempotent: the time is renewed)',
    params: idParams,
    responses: { 200: z.object({ viewedAt: z.string() }), ...errorResponses(401, 403, 404) },
  }),
  recentlyViewed: endpoint({
    method: 'GET',
    path: apiPaths.jobs.recentlyViewed,
    summary: "The signed-in job seeker's last viewed open jobs, newest first",
    responses: { 200: jobListSchema, ...errorResponses(401, 403) },
  }),
};
