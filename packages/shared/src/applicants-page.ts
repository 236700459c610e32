import { z } from 'zod';
import { APPLICATION_STATES, applicationMessages } from './application-status';

/** Rows per page of a job's applicants, and the most one request may ask for. */
export const APPLICANTS_PAGE_SIZE = 20;
export const APPLICANTS_PAGE_MAX = 100;

export const applicantsPageMessages = {
  invalidLimit: `limit must be a whole number from 1 to ${APPLICANTS_PAGE_MAX}`,
  invalidCursor: 'This page link is not valid any more. Load the applicants from the start.',
} as const;

/**
 * Query of GET /api/applications/job/{id}/page: one status or all, how many rows, and the cursor
 * the previous page answered with. "All" leaves Withdrawn out; asking for Withdrawn shows those.
 */
export const applicantsPageQuerySchema = z.object({
  status: z.enum(APPLICATION_STATES, { error: applicationMessages.invalidFilterStatus }).optional(),
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
