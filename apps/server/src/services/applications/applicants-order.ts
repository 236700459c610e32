import { eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import { WITHDRAWN_STATUS, type ApplicantsFilter } from '@hireloop/shared';
import { applications } from '../../db/schema';

// The employer's list of a job's applicants, its filters and its order: shared by the list's pages,
// the whole-list endpoints and the CSV export.

/**
 * The list's order as one ascending key: best score first, unscored last. The same expression as
 * the indexes of migration 0007, so that PostgreSQL reads a page as an index range.
 */
export const rank = sql<number>`(-coalesce(${applications.matchScore}, -1))`;

/**
 * The list's filters as conditions: one status (or every one but Withdrawn), and a lowest score
 * (which leaves out the unscored).
 */
export function filterConditions(filter: ApplicantsFilter): (SQL | undefined)[] {
  return [
    filter.status ? eq(applications.status, filter.status) : ne(applications.status, WITHDRAWN_STATUS),
    filter.minScore === undefined ? undefined : gte(applications.matchScore, filter.minScore),
  ];
}

/** The list's order as columns: best score first, then earliest, then id. */
export const applicantsOrder = [rank, applications.createdAt, applications.id] as const;
