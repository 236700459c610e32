import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  applicationMessages,
  type ApplicantSummary,
  type Application,
  type ApplicationEvent,
} from '@hireloop/shared';
import { applicationEvents, applications, jobs, users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { jobSummaryColumns, ownedJob, type JobSummary } from '../jobs/owned-job';
import { hasStaleScores, recomputeScores } from './compute-score';

type ApplicationRow = typeof applications.$inferSelect;

type SummaryFields = Pick<
  UserRow,
  'id' | 'name' | 'avatar' | 'resume' | 'headline' | 'title' | 'experience' | 'location'
>;

/** What a list card shows of an applicant. */
function toApplicantSummary(u: SummaryFields): ApplicantSummary {
  return {
    _id: u.id,
    name: u.name,
    avatar: u.avatar ? { fileUrl: u.avatar } : null,
    resume: u.resume
      ? { fileUrl: u.resume.fileUrl, fileName: u.resume.fileName, fileType: u.resume.fileType }
      : null,
    headline: u.headline,
    title: u.title,
    experience: u.experience,
    location: u.location,
  };
}

function toApplicant(u: UserRow): NonNullable<Application['applicant']> {
  return {
    ...toApplicantSummary(u),
    email: u.email,
    phone: u.phone,
    employment: u.employment,
    education: u.education,
    projects: u.projects,
    skills: u.skills,
    createdAt: u.createdAt.toISOString(),
  };
}

function toApplicationJob(job: JobSummary): Application['job'] {
  return {
    _id: job.id,
    title: job.title,
    location: job.location,
    type: job.type,
    category: job.category,
    companyName: job.companyName,
    isClosed: job.isClosed,
    isRemoved: job.deletedAt !== null,
  };
}

function toApplication(a: ApplicationRow, job: JobSummary, extra: Partial<Application> = {}): Application {
  return {
    _id: a.id,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    matchScore: a.matchScore,
    matchBreakdown: a.matchBreakdown ?? null,
    note: a.note,
    job: toApplicationJob(job),
    ...extra,
  };
}

async function historyOf(
  ctx: ServiceContext,
  ids: string[],
  applicantId: string,
): Promise<Map<string, ApplicationEvent[]>> {
  const byApplication = new Map<string, ApplicationEvent[]>();
  if (ids.length === 0) return byApplication;
  const events = await ctx.db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, ids))
    .orderBy(asc(applicationEvents.createdAt));
  for (const e of events) {
    const list = byApplication.get(e.applicationId) ?? [];
    list.push({
      from: e.fromStatus,
      to: e.toStatus,
      at: e.createdAt.toISOString(),
      by: e.actorId === applicantId ? 'applicant' : 'employer',
    });
    byApplication.set(e.applicationId, list);
  }
  return byApplication;
}

/** The job seeker's own applications, newest first, each with its job (removed ones marked) and history. */
export async function listMyApplications(
  ctx: ServiceContext,
  applicant: UserRow,
  onlyId?: string,
): Promise<Application[]> {
  const mine = eq(applications.applicantId, applicant.id);
  // The logo is the employer's current one, as search results and the job page show it.
  const rows = await ctx.db
    .select({ application: applications, job: jobSummaryColumns, companyLogo: users.companyLogo })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, jobs.employerId))
    .where(onlyId ? and(mine, eq(applications.id, onlyId)) : mine)
    .orderBy(desc(applications.createdAt));
  const history = await historyOf(
    ctx,
    rows.map((r) => r.application.id),
    applicant.id,
  );
  return rows.map((r) => {
    const application = toApplication(r.application, r.job, { history: history.get(r.application.id) ?? [] });
    return { ...application, job: { ...application.job, companyLogo: r.companyLogo ?? null } };
  });
}

export async function getApplicationForApplicant(
  ctx: ServiceContext,
  applicant: UserRow,
  id: string,
): Promise<Application> {
  // Only that one: every application of a busy job seeker would be read and dropped again.
  const [found] = await listMyApplications(ctx, applicant, id);
  if (!found) throw notFound(applicationMessages.applicationNotFound);
  return found;
}

/**
 * A job's applications for its owner, best match first, with the applicant fields of the spec.
 * Scores from an older scorer version are brought up to date first.
 */
export async function listJobApplications(
  ctx: ServiceContext,
  employer: UserRow,
  jobId: string,
): Promise<Application[]> {
  const job = await ownedJob(ctx, employer, jobId);
  if (await hasStaleScores(ctx.db, job.id))
    await recomputeScores(ctx.db, { jobId: job.id, stale: true }, ctx.clock.now());
  const rows = await ctx.db
    .select({ application: applications, applicant: users })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(eq(applications.jobId, job.id))
    .orderBy(sql`${applications.matchScore} desc nulls last`, asc(applications.createdAt));
  return rows.map((r) => toApplication(r.application, job, { applicant: toApplicant(r.applicant) }));
}

export { toApplication, toApplicant, toApplicantSummary, toApplicationJob };
