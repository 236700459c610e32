import { queryRows } from '../../db/client';
import { sql, type SQL } from 'drizzle-orm';
import type { EmployerJobsPage, EmployerJobsQuery } from '@hireloop/shared';
import type { UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { jobColumns, jobsFrom } from './job-columns';
import { toJob, type JobQueryRow } from './to-job';

export { employerJobsQuerySchema, type EmployerJobsQuery } from '@hireloop/shared';

/**
 * The employer's own jobs (never anyone else's, whatever the query says), with applicant counts.
 * Without `page`, every job comes back, as the spec's client expects an array.
 */
export async function listEmployerJobs(
  ctx: ServiceContext,
  employer: UserRow,
  q: EmployerJobsQuery,
): Promise<EmployerJobsPage> {
  const c: SQL[] = [sql`j.employer_id = ${employer.id}`, sql`j.deleted_at is null`];
  if (q.search) c.push(sql`(j.title ilike ${`%${q.search}%`} or j.location ilike ${`%${q.search}%`})`);
  const status = q.status?.toLowerCase();
  if (status === 'active') c.push(sql`j.is_closed = false`);
  if (status === 'closed') c.push(sql`j.is_closed = true`);
  const where = sql.join(c, sql` and `);

  const dir = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const sortColumn = {
    title: sql`lower(j.title)`,
    status: sql`j.is_closed`,
    applicants: sql`application_count`,
    createdAt: sql`j.created_at`,
  }[q.sortBy ?? 'createdAt'];
  const pageSize = q.pageSize ?? 20;
  const paging = q.page ? sql`limit ${pageSize} offset ${(q.page - 1) * pageSize}` : sql``;

  const rows = await queryRows<JobQueryRow>(
    ctx.db,

    sql`select ${jobColumns(employer.id)},
          (select count(*) from applications a where a.job_id = j.id) as application_count
        from ${jobsFrom} where ${where}
        order by ${sortColumn} ${dir}, j.created_at desc, j.id ${paging}`,
  );
  const total = await queryRows<{ n: number | string }>(
    ctx.db,
    sql`select count(*) as n from jobs j where ${where}`,
  );
  return {
    jobs: rows.map((row) => ({ ...toJob(row), applicationCount: Number(row.application_count ?? 0) })),
    total: Number(total[0]?.n ?? 0),
    page: q.page ?? 1,
    pageSize: q.page ? pageSize : rows.length,
  };
}
