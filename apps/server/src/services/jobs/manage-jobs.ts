import { eq, sql } from 'drizzle-orm';
import type { Job, JobForm } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { jobs, users, type UserRow } from '../../db/schema';
import { enqueueJob } from '../../lib/background-work';
import { scoresJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { getJobForViewer } from './get-job';
import { ownedJob } from './owned-job';
import { recordTerms, searchColumns, vocabularyWords } from '../search';

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

async function rememberTerms(db: Db, form: JobForm) {
  await recordTerms(db, vocabularyWords(form));
}

export async function createJob(ctx: ServiceContext, employer: UserRow, form: JobForm): Promise<Job> {
  const now = ctx.clock.now();
  // One transaction: a failed write leaves neither a job nor a half-named profile behind.
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...columnsOf(form), employerId: employer.id, createdAt: now, updatedAt: now })
      .returning({ id: jobs.id });
    // The employer's first posting names their company for the profile too.
    if (!employer.companyName) {
      await tx.update(users).set({ companyName: form.companyName }).where(eq(users.id, employer.id));
    }
    await rememberTerms(tx, form);
    return row!.id;
  });
  return (await getJobForViewer(ctx, id, employer))!;
}

export async function updateJob(ctx: ServiceContext, employer: UserRow, jobId: string, form: JobForm) {
  await ownedJob(ctx, employer, jobId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ ...columnsOf(form), updatedAt: ctx.clock.now() })
      .where(eq(jobs.id, jobId));
    await rememberTerms(tx, form);
    await enqueueJob(tx, scoresJob({ jobId }), ctx.clock.now());
  });
  ctx.work.wake();
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
