import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users } from '../../src/db/schema';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { openTestDatabase } from '../helper';

const MIGRATION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations/0013_profile_skills_unique.sql',
);

describe('profiles saved with the same skill twice (migration 0013)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('keeps the first spelling of each skill, trimmed, in order, and has the scores computed again', async () => {
    const { db } = database;
    const twice = await createUser(db, {
      email: 'twice@example.com',
      skills: ['React', 'react', ' Node.js', 'node.js ', '', 'SQL', 'REACT'],
    });
    const clean = await createUser(db, { email: 'clean@example.com', skills: ['Go', 'Rust'] });
    const none = await createUser(db, { email: 'none@example.com' });
    const employer = await createUser(db, { email: 'hr@example.com', role: 'employer' });
    const job = await insertJob(db, employer);
    await db.insert(applications).values([
      { jobId: job.id, applicantId: twice.id, matchScore: 70, scoreVersion: 3 },
      { jobId: job.id, applicantId: clean.id, matchScore: 60, scoreVersion: 3 },
    ]);

    await db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));

    const skillsOf = async (id: string) =>
      (await db.select({ skills: users.skills }).from(users).where(eq(users.id, id)))[0]!.skills;
    expect(await skillsOf(twice.id)).toEqual(['React', 'Node.js', 'SQL']);
    expect(await skillsOf(clean.id)).toEqual(['Go', 'Rust']);
    expect(await skillsOf(none.id)).toEqual((await createUser(db, { email: 'x@example.com' })).skills);
    const versions = await db
      .select({ applicant: applications.applicantId, version: applications.scoreVersion })
      .from(applications);
    expect(versions.find((v) => v.applicant === twice.id)?.version).toBeNull();
    expect(versions.find((v) => v.applicant === clean.id)?.version).toBe(3);
  });
});
