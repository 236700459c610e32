import { sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  DASHBOARD_RECENT_ITEMS,
  DASHBOARD_STATUS_JOBS,
  DASHBOARD_WINDOW_DAYS,
  HIRED_STATUSES,
  percentChange,
  type ApplicationStatus,
  type ApplicationsPerDay,
  type DashboardOverview,
  type DashboardRecentApplication,
  type DashboardRecentJob,
  type JobStatusCounts,
  serverMessages,
} from '@hireloop/shared';
import { queryRows } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { jobColumns, jobsFrom } from '../jobs/job-columns';
import { toJob, type JobQueryRow } from '../jobs/to-job';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = DASHBOARD_WINDOW_DAYS * DAY_MS;

type Count = number | string | null;
const num = (v: Count | undefined) => Number(v ?? 0);
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const hiredList = sql.join(
  HIRED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The employer's dashboard (docs/product.md 2.18, section 3 "Dashboard response"), over their own jobs only;
 * deleted jobs and their applications are left out everywhere.
 *
 * Counts are the present state: open jobs, applications received, applications now Hired or
 * Accepted. Trends compare the last 30 days, (now - 30 d, now], with the 30 before,
 * (now - 60 d, now - 30 d], as a rounded percent change, 0 when the earlier window had nothing
 * (docs/decisions/0007-dashboard-trends.md):
 * - activeJobs: jobs posted (created) in each window, closed ones included;
 * - totalApplicants: applications received in each window;
 * - totalHired: hires made in each window: applications moved from a non-hired status (or none)
 *   into Hired or Accepted, read from application_events, each application counted once per window.
 * applicationsPerDay covers the 30 UTC days ending today, zeros included.
 */
export async function getOverview(ctx: ServiceContext, employer: UserRow): Promise<DashboardOverview> {
  if (employer.role !== 'employer') throw forbidden(serverMessages.forbidden);
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const previousStart = new Date(now.getTime() - 2 * WINDOW_MS);
  const own = sql`j.employer_id = ${employer.id} and j.deleted_at is null`;
  const inWindow = (column: ReturnType<typeof sql>, from: Date, to: Date) =>
    sql`${column} > ${at(from)} and ${column} <= ${at(to)}`;

  const [jobCounts] = await queryRows<{ active: Count; recent: Count; earlier: Count }>(
    ctx.db,
    sql`select
          count(*) filter (where not j.is_closed) as active,
          count(*) filter (where ${inWindow(sql`j.created_at`, windowStart, now)}) as recent,
          count(*) filter (where ${inWindow(sql`j.created_at`, previousStart, windowStart)}) as earlier
        from jobs j where ${own}`,
  );
  const [applicationCounts] = await queryRows<{ total: Count; hired: Count; recent: Count; earlier: Count }>(
    ctx.db,
    sql`select
          count(*) as total,
          count(*) filter (where a.status in (${hiredList})) as hired,
          count(*) filter (where ${inWindow(sql`a.created_at`, windowStart, now)}) as recent,
          count(*) filter (where ${inWindow(sql`a.created_at`, previousStart, windowStart)}) as earlier
        from applications a join jobs j on j.id = a.job_id where ${own}`,
  );
  const [hireCounts] = await queryRows<{ recent: Count; earlier: Count }>(
    ctx.db,
    sql`select
          count(distinct e.application_id) filter (where ${inWindow(sql`e.created_at`, windowStart, now)}) as recent,
          count(distinct e.application_id) filter (where ${inWindow(sql`e.created_at`, previousStart, windowStart)}) as earlier
        from application_events e
        join applications a on a.id = e.application_id
        join jobs j on j.id = a.job_id
        where ${own} and e.to_status in (${hiredList})
          and (e.from_status is null or e.from_status not in (${hiredList}))
          and e.created_at > ${at(previousStart)}`,
  );

  const [recentJobs, recentApplications, applicationsPerDay, statusByJob] = await Promise.all([
    listRecentJobs(ctx, employer, own),
    listRecentApplications(ctx, own),
    countApplicationsPerDay(ctx, own, now),
    countStatusByJob(ctx, own),
  ]);

  return {
    success: true,
    counts: {
      totalActiveJobs: num(jobCounts?.active),
      totalApplications: num(applicationCounts?.total),
      totalHired: num(applicationCounts?.hired),
      trends: {
        activeJobs: percentChange(num(jobCounts?.recent), num(jobCounts?.earlier)),
        totalApplicants: percentChange(num(applicationCounts?.recent), num(applicationCounts?.earlier)),
        totalHired: percentChange(num(hireCounts?.recent), num(hireCounts?.earlier)),
      },
    },
    data: { recentJobs, recentApplications, applicationsPerDay, statusByJob },
  };
}

type Scope = ReturnType<typeof sql>;

async function listRecentJobs(ctx: ServiceContext, employer: UserRow, own: Scope) {
  const rows = await queryRows<JobQueryRow>(
    ctx.db,
    sql`select ${jobColumns(employer.id)},
          (select count(*) from applications a where a.job_id = j.id) as application_count
        from ${jobsFrom} where ${own}
        order by j.created_at desc, j.id limit ${DASHBOARD_RECENT_ITEMS}`,
  );
  return rows.map((r) => toJob(r) as DashboardRecentJob);
}

async function listRecentApplications(
  ctx: ServiceContext,
  own: Scope,
): Promise<DashboardRecentApplication[]> {
  const rows = await queryRows<{
    id: string;
    status: string;
    created_at: Date | string;
    updated_at: Date | string;
    applicant_id: string;
    applicant_name: string;
    applicant_avatar: string | null;
    job_id: string;
    job_title: string;
  }>(
    ctx.db,
    sql`select a.id, a.status, a.created_at, a.updated_at,
          u.id as applicant_id, u.name as applicant_name, u.avatar as applicant_avatar,
          j.id as job_id, j.title as job_title
        from applications a
        join jobs j on j.id = a.job_id
        join users u on u.id = a.applicant_id
        where ${own}
        order by a.updated_at desc, a.id limit ${DASHBOARD_RECENT_ITEMS}`,
  );
  return rows.map((r) => ({
    _id: r.id,
    status: r.status,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    applicant: {
      _id: r.applicant_id,
      name: r.applicant_name,
      avatar: r.applicant_avatar ? { fileUrl: r.applicant_avatar } : null,
    },
    job: { _id: r.job_id, title: r.job_title },
  }));
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The 30 UTC days ending today, oldest first, each with the applications received that day. */
async function countApplicationsPerDay(
  ctx: ServiceContext,
  own: Scope,
  now: Date,
): Promise<ApplicationsPerDay[]> {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const days = Array.from({ length: DASHBOARD_WINDOW_DAYS }, (_, i) =>
    utcDay(new Date(today.getTime() - (DASHBOARD_WINDOW_DAYS - 1 - i) * DAY_MS)),
  );
  const from = new Date(`${days[0]}T00:00:00.000Z`);
  const rows = await queryRows<{ day: string; n: Count }>(
    ctx.db,
    sql`select to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
        from applications a join jobs j on j.id = a.job_id
        where ${own} and a.created_at >= ${at(from)} and a.created_at <= ${at(now)}
        group by 1`,
  );
  const byDay = new Map(rows.map((r) => [r.day, num(r.n)]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/** Each job's applications by status, for the jobs with the most applications (busiest first). */
async function countStatusByJob(ctx: ServiceContext, own: Scope): Promise<JobStatusCounts[]> {
  const rows = await queryRows<{ job_id: string; title: string; status: string; n: Count }>(
    ctx.db,
    sql`with busiest as (
          select j.id, j.title, j.created_at, count(*) as total
          from applications a join jobs j on j.id = a.job_id
          where ${own}
          group by j.id
          order by total desc, j.created_at desc, j.id
          limit ${DASHBOARD_STATUS_JOBS}
        )
        select b.id as job_id, b.title, a.status, count(*) as n
        from busiest b join applications a on a.job_id = b.id
        group by b.id, b.title, b.total, b.created_at, a.status
        order by b.total desc, b.created_at desc, b.id`,
  );
  const byJob = new Map<string, JobStatusCounts>();
  for (const r of rows) {
    let entry = byJob.get(r.job_id);
    if (!entry) {
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
        ApplicationStatus,
        number
      >;
      entry = { jobId: r.job_id, title: r.title, counts };
      byJob.set(r.job_id, entry);
    }
    if ((APPLICATION_STATUSES as readonly string[]).includes(r.status)) {
      entry.counts[r.status as ApplicationStatus] += num(r.n);
    }
  }
  return [...byJob.values()];
}
