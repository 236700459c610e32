import { z } from 'zod';
import { APPLICATION_STATES, applicationMessages } from './application-status';
import { minScoreSchema } from './applicant-tools';

/** Rows per page of a job's applicants, and the most one request may ask for. */
export const APPLICANTS_PAGE_SIZE = 20;
export const APPLICANTS_PAGE_MAX = 100;

/**
 * The spec's whole-list calls (GET /api/applications/job/{id} and /{id}/applications-with-score)
 * answer pages of at most this many, the first by default, and each applicant's employment,
 * education and projects as a preview: the first PROFILE_PREVIEW_ENTRIES of each, descriptions cut
 * to PROFILE_PREVIEW_TEXT characters. The whole profile is GET /api/user/{id} (docs/security.md DM1).
 */
export const APPLICATIONS_LIST_PAGE_MAX = 50;
export const PROFILE_PREVIEW_ENTRIES = 5;
export const PROFILE_PREVIEW_TEXT = 300;
/** Pages of any list reachable by `page`: deeper offsets cost more than any screen needs. */
export const LIST_PAGE_NUMBER_MAX = 10_000;

export const applicantsPageMessages = {
  invalidLimit: `limit must be a whole number from 1 to ${APPLICANTS_PAGE_MAX}`,
  invalidCursor: 'This page link is not valid any more. Load the applicants from the start.',
  invalidPageSize: `pageSize must be a whole number from 1 to ${APPLICATIONS_LIST_PAGE_MAX}`,
  invalidPage: `page must be a whole number from 1 to ${LIST_PAGE_NUMBER_MAX}`,
} as const;

/**
 * The filters of a job's applicants: one status or all, and the lowest match score (an unscored
 * application has none, so a minimum leaves it out). The list and its CSV export take both. "All"
 * leaves Withdrawn out; asking for Withdrawn shows those.
 */
export const applicantsFilterSchema = z.object({
  status: z.enum(APPLICATION_STATES, { error: applicationMessages.invalidFilterStatus }).optional(),
  minScore: minScoreSchema.optional(),
});
export type ApplicantsFilter = z.infer<typeof applicantsFilterSchema>;

/**
 * Query of GET /api/applications/job/{id}/page: the filters, how many rows, and the cursor the
 * previous page answered with.
 */
export const applicantsPageQuerySchema = applicantsFilterSchema.extend({
  limit: z.coerce
    .number({ error: applicantsPageMessages.invalidLimit })
    .int({ error: applicantsPageMessages.invalidLimit })
    .min(1, { error: applicantsPageMessages.invalidLimit })
    .max(APPLICANTS_PAGE_MAX, { error: applicantsPageMessages.invalidLimit })
    .optional(),
  cursor: z.string().max(300, { error: applicantsPageMessages.invalidCursor }).optional(),
});
export type ApplicantsPageQuery = z.infer<typeof applicantsPageQuerySchema>;

const wholeNumber = (max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional();

/**
 * Query of the whole-list calls: `page` (from 1) and `pageSize` (at most 50). The spec's client
 * adds a `timestamp` to defeat caches; it is read and ignored.
 */
export const applicationsListQuerySchema = z.object({
  page: wholeNumber(LIST_PAGE_NUMBER_MAX, applicantsPageMessages.invalidPage),
  pageSize: wholeNumber(APPLICATIONS_LIST_PAGE_MAX, applicantsPageMessages.invalidPageSize),
  timestamp: z.string().max(100).optional(),
});
export type ApplicationsListQuery = z.infer<typeof applicationsListQuerySchema>;
