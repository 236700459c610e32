import { jobMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedJobs, type JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';

/**
 * DM1 (b), docs/security.md: GET /api/save-jobs/my answered every saved job in full (2,000 saved
 * jobs were 78 MB). A job seeker keeps at most 100 saved jobs, and the list carries summaries.
 */
const CAP = 100;

describe('a job seeker with many saved jobs', () => {
  let t: TestApp;
  let employer: Account;
  let seeker: Account;
  let many: JobRow[];

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer');
    seeker = await account(t, 'jobseeker');
    many = [];
    for (let i = 0; i < CAP + 5; i += 1) {
      many.push(
        await insertJob(t.database.db, employer.user, {
          title: `Role ${i}`,
          description: 'd'.repeat(9_000),
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        }),
      );
    }
  }, 60_000);
  afterAll(() => t?.close());

  const save = (id: string) => call(t.app, 'POST', `/api/save-jobs/${id}`, { token: seeker.token });
  const mine = () => call(t.app, 'GET', '/api/save-jobs/my', { token: seeker.token });

  it('refuses the 101st saved job with 409 and a message, and keeps an array of summaries', async () => {
    for (const job of many.slice(0, CAP)) {
      t.clock.advance(1000);
      expect((await save(job.id)).status).toBe(200);
    }
    const refused = await save(many[CAP]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(jobMessages.savedJobsFull);
    // Saving one that is already saved is still fine.
    expect((await save(many[0]!.id)).status).toBe(200);

    const list = await mine();
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toHaveLength(CAP);
    for (const record of list.body) {
      expect(record.job).not.toHaveProperty('description');
      expect(record.job).not.toHaveProperty('requirements');
    }
    expect(JSON.stringify(list.body).length).toBeLessThan(150_000);

    // Removing one makes room again.
    expect(
      (await call(t.app, 'DELETE', `/api/save-jobs/${many[1]!.id}`, { token: seeker.token })).status,
    ).toBe(200);
    expect((await save(many[CAP]!.id)).status).toBe(200);
  });

  it('answers at most 100, newest first, even for saved rows made before the cap', async () => {
    await t.database.db
      .insert(savedJobs)
      .values(
        many.slice(CAP + 1).map((job, i) => ({
          userId: seeker.user.id,
          jobId: job.id,
          createdAt: new Date(Date.UTC(2027, 0, 1, 0, i)),
        })),
      )
      .onConflictDoNothing();
    const list = await mine();
    expect(list.body).toHaveLength(CAP);
    expect(list.body[0].job._id).toBe(many.at(-1)!.id);
  });
});
