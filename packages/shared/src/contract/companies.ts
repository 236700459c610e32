import { z } from 'zod';
import { endpoint } from './define';
import { errorResponses, idParams } from './common';
import { companyJobsQuerySchema } from '../company-page';
import { jobSummarySchema } from './jobs';
import { apiPaths } from './paths';

/**
 * A company as its public page shows it (docs/decisions/0021-company-pages.md). Only these fields
 * leave: the employer's e-mail, phone, name and every other private field of the account are not in
 * the schema, so the reply cannot carry them.
 */
export const companySchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  about: z.string(),
  website: z.string(),
  size: z.string(),
  locations: z.array(z.string()),
});
export type Company = z.infer<typeof companySchema>;

export const companyPageSchema = z.object({
  company: companySchema,
  /** One page of the open jobs, newest first, as cards. */
  jobs: z.array(jobSummarySchema),
  /** Open jobs over every page. */
  total: z.number(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** /api/companies: the public company page, for visitors and signed-in users alike. */
export const companiesContract = {
  get: endpoint({
    method: 'GET',
    path: apiPaths.companies.get,
    summary:
      "A company's public page: its profile and a page of its open jobs, newest first, with their total",
    params: idParams,
    query: companyJobsQuerySchema,
    responses: { 200: companyPageSchema, ...errorResponses(400, 404) },
  }),
};
