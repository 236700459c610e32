import type { Db } from '../client';
import { jobs, savedJobs, type UserRow } from '../schema';
import { recordTerms, searchColumns, vocabularyWords } from '../../services/search';
import { companyRoles, generateJob, prng, type Role } from './generate-jobs';

const DAY = 86_400_000;

/**
 * Inserts `count` generated jobs spread over the employers and over the last 60 days; about one
 * in twelve is closed. Each employer posts roles that fit it, none twice. Deterministic for a
 * given seed.
 */
export async function insertGeneratedJobs(
  db: Db,
  employers: UserRow[],
  count: number,
  options: { seed?: number; now?: Date; chunk?: number } = {},
): Promise<string[]> {
  const rand = prng(options.seed ?? 42);
  const now = (options.now ?? new Date()).getTime();
  const ids: string[] = [];
  const chunk = options.chunk ?? 500;
  const words = new Set<string>();
  const roles = new Map<string, Role[]>();
  employers.forEach((employer, e) => {
    const share = Math.ceil((count - e) / employers.length);
    const list = companyRoles(rand, employer.companyName, share);
    if (list.length < share)
      throw new Error(`${employer.companyName} has fewer than ${share} distinct roles`);
    roles.set(employer.id, list);
  });
  for (let start = 0; start < count; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const employer = employers[i % employers.length]!;
      const form = generateJob(
        rand,
        employer.companyName,
        roles.get(employer.id)![Math.floor(i / employers.length)],
      );
      const createdAt = new Date(now - Math.floor(rand() * 60 * DAY));
      for (const w of vocabularyWords(form)) words.add(w);
      rows.push({
        ...searchColumns(form),
        ...form,
        industry: form.industry ?? '',
        department: form.department ?? '',
        employmentType: form.employmentType ?? '',
        education: form.education ?? '',
        salaryMin: form.salaryMin!,
        salaryMax: form.salaryMax!,
        experienceMin: form.experienceMin!,
        experienceMax: form.experienceMax!,
        openings: form.openings!,
        employerId: employer.id,
        isClosed: rand() < 0.08,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id });
    ids.push(...inserted.map((r) => r.id));
  }
  await recordTerms(db, words);
  return ids;
}

export async function saveSomeJobs(db: Db, user: UserRow, jobIds: string[], now = new Date()): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .insert(savedJobs)
    .values(
      jobIds.map((jobId, i) => ({
        userId: user.id,
        jobId,
        createdAt: new Date(now.getTime() - i * 3_600_000),
      })),
    )
    .onConflictDoNothing();
}
