import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  applicationMessages,
  type ApplicantSummary,
  type Application,
  type ApplicationStatus,
} from './applications';
import type { MatchBreakdown } from './match';

/** Rows per page of a job's applicants, and the most one request may ask for. */
export const APPLICANTS_PAGE_SIZE = 20;
export const APPLICANTS_PAGE_MAX = 100;

export const applicantsPageMessages = {
  invalidLimit: `limit must be a whole number from 1 to ${APPLICANTS_PAGE_MAX}`,
  invalidCursor: 'This page link is not valid any more. Load the applicants from the start.',
} as const;

/**
 * Query of GET /api/applications/job/{id}/page: one status or all, how many rows, and the cursor
 * the previous page answered with.
 */
export const applicantsPageQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: applicationMessages.invalidStatus }).optional(),
  limit: z.coerce
    .number({ error: applicantsPageMessages.invalidLimit })
    .int({ error: applicantsPageMessages.invalidLimit })
    .min(1, { error: applicantsPageMessages.invalidLimit })
    .max(APPLICANTS_PAGE_MAX, { error: applicantsPageMessages.invalidLimit })
    .optional(),
  cursor: z.string().max(300, { error: applicantsPageMessages.invalidCursor }).optional(),
});
export type ApplicantsPageQuery = z.infer<typeof applicantsPageQuerySchema>;

export interface ApplicantRow {
  _id: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  matchScore: number | null;
  matchBreakdown: MatchBreakdown | null;
  applicant: ApplicantSummary;
}

/** How many applications the job has in each status, and in all. */
export type ApplicantStatusCounts = Record<ApplicationStatus, number> & { all: number };

export interface ApplicantsPage {
  job: Application['job'];
  /** Best match first, then the earliest application, then by id: an order that never ties. */
  applications: ApplicantRow[];
  /** Applications of the requested status (or all), over every page. */
  total: number;
  counts: ApplicantStatusCounts;
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}
