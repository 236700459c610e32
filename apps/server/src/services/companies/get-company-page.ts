import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  COMPANY_JOBS_PAGE_SIZE,
  companyPageMessages,
  isId,
  type CompanyJobsQuery,
  type CompanyPage,
} from '@hireloop/shared';
import { jobs, users, type UserRow } from '../../db/schema';
import { decodePageCursor, encodePageCursor, TIMESTAMP_TEXT } from '../../lib/page-cursor';
import type { ServiceContext } from '../context';
import { employerOfJob, jobSummarySelection } from '../jobs/job-columns';
import { toJobSummary } from '../jobs/to-job';

/** Where the last page ended: its last job's exact created_at (microseconds) and id. */
type Cursor = [createdAt: string, id: string];

const isCursor = (value: unknown[]): value is Cursor =>
  value.length === 2 &&
  typeof value[0] === 'string' &&
  TIMESTAMP_TEXT.test(value[0]) &&
  typeof value[1] === 'string' &&
  isId(value[1]);

/**
 * The public page of the company of employer `companyId` (docs/decisions/0021-company-pages.md):
 * its public fields and one page of its open jobs, newest first, as cards (no descriptions: a
 * company with thousands of long postings must not answer megabytes, docs/security.md DM1), the
 * number of open jobs and the cursor of the next page; with the viewer's saved and applied flags.
 * Null when no employer account has that id (a job seeker's id too, or an employer who deleted
 * their account: decision 0022), so the route answers 404.
 */
export async function getCompanyPage(
  ctx: ServiceContext,
  companyId: string,
  viewer: UserRow | null,
  query: CompanyJobsQuery = {},
): Promise<CompanyPage | null> {
  const cursor = query.cursor
    ? decodePageCursor(query.cursor, isCursor, companyPageMessages.invalidCursor)
    : null;
  const limit = query.limit ?? COMPANY_JOBS_PAGE_SIZE;
  // Only the public columns are read: nothing private can reach the page by mistake.
  const [company] = await ctx.db
    .select({
      id: users.id,
      companyName: users.companyName,
      companyLogo: users.companyLogo,
      about: users.companyDescription,
      website: users.companyWebsite,
      size: users.companySize,
      locations: users.companyLocations,
    })
    .from(users)
    .where(and(eq(users.id, companyId), eq(users.role, 'employer'), isNull(users.deletedAt)))
    .limit(1);
  if (!company) return null;
  const open = and(eq(jobs.employerId, company.id), eq(jobs.isClosed, false), isNull(jobs.deletedAt));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        job: jobSummarySelection(viewer?.id ?? null),
        // Text keeps the microseconds that a JavaScript Date would drop, so the cursor is exact.
        exactCreatedAt: sql<string>`${jobs.createdAt}::text`,
      })
      .from(jobs)
      .innerJoin(users, employerOfJob)
      .where(
        and(
          open,
          cursor
            ? sql`(${jobs.createdAt}, ${jobs.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`${jobs.createdAt} desc, ${jobs.id} desc`)
      .limit(limit + 1),
    ctx.db.select({ n: count() }).from(jobs).where(open),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const { id, ...fields } = company;
  return {
    company: { _id: id, ...fields },
    jobs: page.map((r) => toJobSummary(r.job)),
    total: Number(total?.n ?? 0),
    nextCursor: rows.length > limit && last ? encodePageCursor([last.exactCreatedAt, last.job.id]) : null,
  };
}
