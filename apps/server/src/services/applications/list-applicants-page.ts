import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  APPLICANTS_PAGE_SIZE,
  APPLICATION_STATES,
  WITHDRAWN_STATUS,
  applicantsPageMessages,
  isId,
  type ApplicantRow,
  type ApplicantsPage,
  type ApplicantsPageQuery,
  type ApplicantStatusCounts,
} from '@hireloop/shared';
import { applicationCounts, applications, users, type UserRow } from '../../db/schema';
import { decodePageCursor, encodePageCursor, TIMESTAMP_TEXT } from '../../lib/page-cursor';
import type { ServiceContext } from '../context';
import { applicantsOrder, filterConditions, rank } from './applicants-order';
import { hasStaleScores, recomputeScores } from './compute-score';
import { ownedJob } from '../jobs/owned-job';
import { toApplicantSummary, toApplicationJob } from './list-applications';

/** Where the last page ended: its last row's rank, exact created_at (microseconds) and id. */
type Cursor = [rank: number, createdAt: string, id: string];

const isCursor = (value: unknown[]): value is Cursor =>
  value.length === 3 &&
  Number.isInteger(value[0]) &&
  (value[0] as number) >= -100 &&
  (value[0] as number) <= 1 &&
  typeof value[1] === 'string' &&
  TIMESTAMP_TEXT.test(value[1]) &&
  typeof value[2] === 'string' &&
  isId(value[2]);

/**
 * The job's applications per status: from the counts the database keeps (migration 0009), or, with
 * a minimum score, counted over the applications that reach it (an index range of migration 0007).
 * `all` leaves the withdrawn ones out: they are no longer candidates (decision 0020).
 */
async function countByStatus(
  ctx: ServiceContext,
  jobId: string,
  minScore: number | undefined,
): Promise<ApplicantStatusCounts> {
  const rows =
    minScore === undefined
      ? await ctx.db
          .select({ status: applicationCounts.status, n: applicationCounts.n })
          .from(applicationCounts)
          .where(eq(applicationCounts.jobId, jobId))
      : await ctx.db
          .select({ status: applications.status, n: count() })
          .from(applications)
          .where(and(eq(applications.jobId, jobId), gte(applications.matchScore, minScore)))
          .groupBy(applications.status);
  const counts = Object.fromEntries(APPLICATION_STATES.map((s) => [s, 0])) as ApplicantStatusCounts;
  counts.all = 0;
  for (const row of rows) {
    counts[row.status as keyof ApplicantStatusCounts] = row.n;
    if (row.status !== WITHDRAWN_STATUS) counts.all += row.n;
  }
  return counts;
}

/**
 * One page of a job's applicants for its employer: summary rows (what a list card shows), the
 * total of the requested status, counts per status and the cursor of the next page. Without a
 * status every application but the withdrawn ones is listed. Scores from
 * an older scorer version are brought up to date first.
 */
export async function listApplicantsPage(
  ctx: ServiceContext,
  employer: UserRow,
  jobId: string,
  query: ApplicantsPageQuery,
): Promise<ApplicantsPage> {
  const cursor = query.cursor
    ? decodePageCursor(query.cursor, isCursor, applicantsPageMessages.invalidCursor)
    : null;
  const limit = query.limit ?? APPLICANTS_PAGE_SIZE;
  const job = await ownedJob(ctx, employer, jobId);
  if (await hasStaleScores(ctx.db, job.id))
    await recomputeScores(ctx.db, { jobId: job.id, stale: true }, ctx.clock.now());

  const where: (SQL | undefined)[] = [
    eq(applications.jobId, job.id),
    ...filterConditions(query),
    cursor
      ? sql`(${rank}, ${applications.createdAt}, ${applications.id}) > (${cursor[0]}, ${cursor[1]}::timestamptz, ${cursor[2]}::uuid)`
      : undefined,
  ];
  const pageQuery = ctx.db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      matchScore: applications.matchScore,
      matchBreakdown: applications.matchBreakdown,
      note: applications.note,
      rank,
      // Text keeps the microseconds that a JavaScript Date would drop, so the cursor is exact.
      exactCreatedAt: sql<string>`${applications.createdAt}::text`,
      applicant: {
        id: users.id,
        name: users.name,
        avatar: users.avatar,
        resume: users.resume,
        headline: users.headline,
        title: users.title,
        experience: users.experience,
        location: users.location,
      },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(...where))
    .orderBy(...applicantsOrder)
    .limit(limit + 1);
  // Two connections on PostgreSQL; PGlite runs them one after the other.
  const [counts, rows] = await Promise.all([countByStatus(ctx, job.id, query.minScore), pageQuery]);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    job: toApplicationJob(job),
    applications: page.map((r): ApplicantRow => ({
      _id: r.id,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      matchScore: r.matchScore,
      matchBreakdown: r.matchBreakdown ?? null,
      note: r.note,
      applicant: toApplicantSummary(r.applicant),
    })),
    total: query.status ? counts[query.status] : counts.all,
    counts,
    nextCursor:
      rows.length > limit && last
        ? encodePageCursor([Number(last.rank), last.exactCreatedAt, last.id])
        : null,
  };
}
