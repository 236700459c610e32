import type { Db } from '../client';
import { jobs, users, type JobRow, type UserRow } from '../schema';
import { recordTerms, searchColumns, vocabularyWords } from '../../services/search';
import { hashPassword } from '../../services/auth/passwords';

export type NewUser = Partial<typeof users.$inferInsert> & { email: string; password?: string };

/**
 * A complete, verified account. Shared by the demo seed, the tests and the browser tests. A given
 * `passwordHash` is stored as it is (tests hash their one password once); otherwise `password` is hashed.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const { password = 'Password1', passwordHash, ...rest } = input;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test User',
      role: 'jobseeker',
      isVerified: true,
      isRegistrationComplete: true,
      ...rest,
      email: rest.email.toLowerCase(),
      passwordHash: passwordHash ?? (await hashPassword(password)),
    })
    .returning();
  return row!;
}

export type NewJob = Partial<typeof jobs.$inferInsert>;

/** Inserts an open job of `employer`, complete by default, straight into the table (no API rules). */
export async function insertJob(db: Db, employer: UserRow, input: NewJob = {}): Promise<JobRow> {
  const values = {
    title: 'Software Engineer',
    companyName: employer.companyName || 'Acme Robotics',
    location: 'Bangalore',
    type: 'Full-Time',
    category: 'Engineering',
    industry: 'IT',
    department: 'Engineering',
    employmentType: 'Full Time',
    education: 'B.Tech',
    salaryMin: 80_000,
    salaryMax: 120_000,
    experienceMin: 2,
    experienceMax: 5,
    openings: 1,
    description: 'Build and run our services.',
    requirements: 'Experience with web services.',
    keySkills: [] as string[],
    ...input,
    employerId: employer.id,
  };
  const [row] = await db
    .insert(jobs)
    .values({ ...searchColumns(values), ...values })
    .returning();
  await recordTerms(db, vocabularyWords(row!));
  return row!;
}
