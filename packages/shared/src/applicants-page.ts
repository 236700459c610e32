import { z } from 'zod';
import { APPLICATION_STATES, applicationMessages } from './application-status';
import { minScoreSchema } from './applicant-tools';

/** Rows per page of a job's applicants, and the most one request may ask for. */
export const APPLICANTS_PAGE_SIZE = 20;
export const APPLICANTS_PAGE_MAX = 100;

export const applicantsPageMessages = {
  invalidLimit: `limit must be a whole number from 1 to ${APPLICANTS_PAGE_MAX}`,
  invalidCursor: 'This page link is not valid any more. Load the applicants from the start.',
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

export type { ApplicantRow, ApplicantsPage, ApplicantStatusCounts } from './contract/applications';
