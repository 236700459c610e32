import { and, eq, isNull, sql } from 'drizzle-orm';
import { jobMessages, type Job, type JobForm } from '@hireloop/shared';
import { jobs, users, type JobRow, type UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { getJobForViewer } from './get-job';
import { searchColumns, vocabularyWords } from './search-columns';
import { recordTerms } from './search-terms';

function columnsOf(form: JobForm) {
  const columns = {
    title: form.title,
    companyName: form.companyName,
    location: form.location,
    type: form.type,
    category: form.category,
    industry: form.industry ?? '',
    department: form.department ?? '',
    employmentType: form.employmentType ?? '',
    education: form.education ?? '',
    salaryMin: form.salaryMin!,
    salaryMax: form.salaryMax!,
    experienceMin: form.experienceMin!,
    experienceMax: form.experienceMax!,
    openings: form.openings!,
    description: form.description,
    requirements: form.requirements,
    keySkills: form.keySkills,
  };
  return { ...columns, ...searchColumns(columns) };
}

async function rememberTerms(ctx: ServiceContext, form: JobForm) {
  await recordTerms(ctx.db, vocabularyWords(form));
}

/** The job if `employer` owns it and it is not deleted; 404 for no such job, 403 for someone else's. */
export async function ownedJob(ctx: ServiceContext, employer: UserRow, jobId: string): Promise<JobRow> {
  const job = await ctx.db.query.jobs.findFirst({ where: and(eq(jobs.id, jobId), isNull(jobs.deletedAt)) });
  if (!job) throw notFound(jobMessages.jobNotFound);
  if (job.employerId !== employer.id) throw forbidden(jobMessages.notOwner);
  return job;
}

export async function createJob(ctx: ServiceContext, employer: UserRow, form: JobForm): Promise<Job> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(jobs)
    .values({ ...columnsOf(form), employerId: employer.id, createdAt: now, updatedAt: now })
    .returning({ id: jobs.id });
  // The employer's first posting names their company for the profile too.
  if (!employer.companyName) {
    await ctx.db.update(users).set({ companyName: form.companyName }).where(eq(users.id, employer.id));
  }
  await rememberTerms(ctx, form);
  return (await getJobForViewer(ctx, row!.id, employer))!;
}

export async function updateJob(ctx: ServiceContext, employer: UserRow, jobId: string, form: JobForm) {
  await ownedJob(ctx, employer, jobId);
  await ctx.db
    .update(jobs)
    .set({ ...columnsOf(form), updatedAt: ctx.clock.now() })
    .where(eq(jobs.id, jobId));
  await rememberTerms(ctx, form);
  ctx.scores.jobChanged(jobId);
  return (await getJobForViewer(ctx, jobId, employer))!;
}

export async function toggleJobClosed(ctx: ServiceContext, employer: UserRow, jobId: string) {
  await ownedJob(ctx, employer, jobId);
  await ctx.db
    .update(jobs)
    .set({ isClosed: sql`not ${jobs.isClosed}`, updatedAt: ctx.clock.now() })
    .where(eq(jobs.id, jobId));
  return (await getJobForViewer(ctx, jobId, employer))!;
}

/** Deleting hides the job everywhere but from the people who applied, who see it marked removed. */
export async function deleteJob(ctx: ServiceContext, employer: UserRow, jobId: string): Promise<void> {
  await ownedJob(ctx, employer, jobId);
  const now = ctx.clock.now();
  await ctx.db.update(jobs).set({ deletedAt: now, isClosed: true, updatedAt: now }).where(eq(jobs.id, jobId));
}
