import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { EMPLOYER_JOBS_UNPAGED_MAX, type EmployerJobsPage, type EmployerJobsQuery } from '@hireloop/shared';
import { jobs, users, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { applicationCountOfJob, employerOfJob, jobSelection } from './job-columns';
import { toJob } from './to-job';

export { employerJobsQuerySchema, type EmployerJobsQuery } from '@hireloop/shared';

/**
 * The employer's own jobs (never anyone else's, whatever the query says), with applicant counts.
 * Without `page`, the first EMPLOYER_JOBS_UNPAGED_MAX in the asked order (the spec's client pages
 * them itself), never every job: an answer has a ceiling however many jobs there are
 * (docs/security.md DM1); `total` counts them all.
 */
export async function listEmployerJobs(
  ctx: ServiceContext,
  employer: UserRow,
  q: EmployerJobsQuery,
): Promise<EmployerJobsPage> {
  const status = q.status?.toLowerCase();
  const where = and(
    eq(jobs.employerId, employer.id),
    isNull(jobs.deletedAt),
    q.search ? or(ilike(jobs.title, `%${q.search}%`), ilike(jobs.location, `%${q.search}%`)) : undefined,
    status === 'active' ? eq(jobs.isClosed, false) : undefined,
    status === 'closed' ? eq(jobs.isClosed, true) : undefined,
  );
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const pageSize = q.pageSize ?? 20;

  const query = ctx.db
    .select({ ...jobSelection(employer.id), applicationCount: applicationCountOfJob })
    .from(jobs)
    .innerJoin(users, employerOfJob)
    .where(where)
    .orderBy((row) => {
      const sortColumn = {
        title: sql`lower(${jobs.title})`,
        status: jobs.isClosed,
        applicants: row.applicationCount,
        createdAt: jobs.createdAt,
      }[q.sortBy ?? 'createdAt'];
      return [direction(sortColumn), desc(jobs.createdAt), jobs.id];
    });
  const rows = await (q.page
    ? query.limit(pageSize).offset((q.page - 1) * pageSize)
    : query.limit(EMPLOYER_JOBS_UNPAGED_MAX));
  const [total] = await ctx.db.select({ n: count() }).from(jobs).where(where);
  return {
    jobs: rows.map((row) => ({ ...toJob(row), applicationCount: row.applicationCount })),
    total: total?.n ?? 0,
    page: q.page ?? 1,
    pageSize: q.page ? pageSize : rows.length,
  };
}
