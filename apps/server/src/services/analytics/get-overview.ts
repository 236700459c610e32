import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
} from '@hireloop/shared';
import { applicationEvents, applications, jobs, users, type UserRow } from '../../db/schema';
import type { ServiceContext } from '../context';
import { applicationCountOfJob, employerOfJob, jobSelection } from '../jobs/job-columns';
import { toJob } from '../jobs/to-job';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = DASHBOARD_WINDOW_DAYS * DAY_MS;
const hired = [...HIRED_STATUSES];

/** The rows counted where `condition` holds. */
const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const inWindow = (column: PgColumn, from: Date, to: Date) => and(gt(column, from), lte(column, to));
/** The employer's jobs, deleted ones left out. */
const ownJobs = (employer: UserRow) => and(eq(jobs.employerId, employer.id), isNull(jobs.deletedAt));
const jobOfApplication = eq(jobs.id, applications.jobId);

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
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const previousStart = new Date(now.getTime() - 2 * WINDOW_MS);
  const own = ownJobs(employer);

  // An aggregate without GROUP BY answers exactly one row.
  const [[jobCounts], [applicationCounts], [hireCounts]] = await Promise.all([
    ctx.db
      .select({
        active: countWhere(not(jobs.isClosed)),
        recent: countWhere(inWindow(jobs.createdAt, windowStart, now)),
        earlier: countWhere(inWindow(jobs.createdAt, previousStart, windowStart)),
      })
      .from(jobs)
      .where(own),
    ctx.db
      .select({
        total: count(),
        hired: countWhere(inArray(applications.status, hired)),
        recent: countWhere(inWindow(applications.createdAt, windowStart, now)),
        earlier: countWhere(inWindow(applications.createdAt, previousStart, windowStart)),
      })
      .from(applications)
      .innerJoin(jobs, jobOfApplication)
      .where(own),
    countHires(ctx, own, { windowStart, previousStart, now }),
  ]);

  const [recentJobs, recentApplications, applicationsPerDay, statusByJob] = await Promise.all([
    listRecentJobs(ctx, employer),
    listRecentApplications(ctx, own),
    countApplicationsPerDay(ctx, own, now),
    countStatusByJob(ctx, own),
  ]);

  return {
    success: true,
    counts: {
      totalActiveJobs: jobCounts!.active,
      totalApplications: applicationCounts!.total,
      totalHired: applicationCounts!.hired,
      trends: {
        activeJobs: percentChange(jobCounts!.recent, jobCounts!.earlier),
        totalApplicants: percentChange(applicationCounts!.recent, applicationCounts!.earlier),
        totalHired: percentChange(hireCounts!.recent, hireCounts!.earlier),
      },
    },
    data: { recentJobs, recentApplications, applicationsPerDay, statusByJob },
  };
}

type Scope = SQL | undefined;

/**
 * Hires made in each window: applications moved from a non-hired status (or none) into a hired
 * one, each application counted once per window.
 */
function countHires(
  ctx: ServiceContext,
  own: Scope,
  { windowStart, previousStart, now }: { windowStart: Date; previousStart: Date; now: Date },
) {
  const hiresWhere = (condition: SQL | undefined) =>
    sql<number>`count(distinct ${applicationEvents.applicationId}) filter (where ${condition})`.mapWith(
      Number,
    );
  return ctx.db
    .select({
      recent: hiresWhere(inWindow(applicationEvents.createdAt, windowStart, now)),
      earlier: hiresWhere(inWindow(applicationEvents.createdAt, previousStart, windowStart)),
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .innerJoin(jobs, jobOfApplication)
    .where(
      and(
        own,
        inArray(applicationEvents.toStatus, hired),
        or(isNull(applicationEvents.fromStatus), notInArray(applicationEvents.fromStatus, hired)),
        gt(applicationEvents.createdAt, previousStart),
      ),
    );
}

async function listRecentJobs(ctx: ServiceContext, employer: UserRow): Promise<DashboardRecentJob[]> {
  const rows = await ctx.db
    .select({ ...jobSelection(employer.id), applicationCount: applicationCountOfJob })
    .from(jobs)
    .innerJoin(users, employerOfJob)
    .where(ownJobs(employer))
    .orderBy(desc(jobs.createdAt), jobs.id)
    .limit(DASHBOARD_RECENT_ITEMS);
  return rows.map((row) => ({ ...toJob(row), applicationCount: row.applicationCount }));
}

async function listRecentApplications(
  ctx: ServiceContext,
  own: Scope,
): Promise<DashboardRecentApplication[]> {
  const rows = await ctx.db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      applicant: { id: users.id, name: users.name, avatar: users.avatar },
      job: { id: jobs.id, title: jobs.title },
    })
    .from(applications)
    .innerJoin(jobs, jobOfApplication)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(own)
    .orderBy(desc(applications.updatedAt), applications.id)
    .limit(DASHBOARD_RECENT_ITEMS);
  return rows.map((r) => ({
    _id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    applicant: {
      _id: r.applicant.id,
      name: r.applicant.name,
      avatar: r.applicant.avatar ? { fileUrl: r.applicant.avatar } : null,
    },
    job: { _id: r.job.id, title: r.job.title },
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
  const day = sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ day, n: count() })
    .from(applications)
    .innerJoin(jobs, jobOfApplication)
    .where(and(own, gte(applications.createdAt, from), lte(applications.createdAt, now)))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r.n]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/** Each job's applications by status, for the jobs with the most applications (busiest first). */
async function countStatusByJob(ctx: ServiceContext, own: Scope): Promise<JobStatusCounts[]> {
  const busiest = ctx.db.$with('busiest').as(
    ctx.db
      .select({
        id: jobs.id,
        title: jobs.title,
        createdAt: jobs.createdAt,
        total: sql<number>`count(*)`.as('total'),
      })
      .from(applications)
      .innerJoin(jobs, jobOfApplication)
      .where(own)
      .groupBy(jobs.id)
      .orderBy((b) => [desc(b.total), desc(jobs.createdAt), jobs.id])
      .limit(DASHBOARD_STATUS_JOBS),
  );
  const rows = await ctx.db
    .with(busiest)
    .select({ jobId: busiest.id, title: busiest.title, status: applications.status, n: count() })
    .from(busiest)
    .innerJoin(applications, eq(applications.jobId, busiest.id))
    .groupBy(busiest.id, busiest.title, busiest.total, busiest.createdAt, applications.status)
    .orderBy(desc(busiest.total), desc(busiest.createdAt), busiest.id);
  const byJob = new Map<string, JobStatusCounts>();
  for (const r of rows) {
    let entry = byJob.get(r.jobId);
    if (!entry) {
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
        ApplicationStatus,
        number
      >;
      entry = { jobId: r.jobId, title: r.title, counts };
      byJob.set(r.jobId, entry);
    }
    if ((APPLICATION_STATUSES as readonly string[]).includes(r.status)) {
      entry.counts[r.status as ApplicationStatus] += r.n;
    }
  }
  return [...byJob.values()];
}
