import { isId, jobMessages } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedJobs, type JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { search, UNKNOWN_ID } from './util';

describe('saved jobs', () => {
  let t: TestApp;
  let employer: Account;
  let seeker: Account;
  let other: Account;
  let first: JobRow;
  let second: JobRow;
  let third: JobRow;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer', {
      companyName: 'Skyline Hotels',
      companyLogo: '/logos/skyline.png',
    });
    seeker = await account(t, 'jobseeker');
    other = await account(t, 'jobseeker');
    first = await insertJob(t.database.db, employer.user, {
      title: 'Front Desk Manager',
      companyName: 'Skyline Hotels',
    });
    second = await insertJob(t.database.db, employer.user, { title: 'Chef de Partie' });
    third = await insertJob(t.database.db, employer.user, { title: 'Revenue Analyst' });
  });
  afterAll(() => t?.close());

  const save = (id: string, token?: string) => call(t.app, 'POST', `/api/save-jobs/${id}`, { token });
  const unsave = (id: string, token?: string) => call(t.app, 'DELETE', `/api/save-jobs/${id}`, { token });
  const mine = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/save-jobs/my', { token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return res.body as { _id: string; savedAt: string; job: any }[];
  };
  const records = async (user: Account) =>
    t.database.db.select().from(savedJobs).where(eq(savedJobs.userId, user.user.id));

  it('starts empty', async () => {
    expect(await mine(seeker.token)).toEqual([]);
  });

  it('saves a job once, however often it is saved', async () => {
    const res = await save(first.id, seeker.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: jobMessages.saved });
    const again = await save(first.id, seeker.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: jobMessages.saved });

    expect(await records(seeker)).toHaveLength(1);
    const list = await mine(seeker.token);
    expect(list).toHaveLength(1);
    expect(list[0]!.job._id).toBe(first.id);
  });

  it('lists { _id, savedAt, job } newest first, each job marked saved', async () => {
    t.clock.advance(60_000);
    await save(second.id, seeker.token);
    const savedSecondAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await save(third.id, seeker.token);
    const savedThirdAt = t.clock.now().toISOString();
    // Saving the first job again does not move it.
    t.clock.advance(60_000);
    await save(first.id, seeker.token);

    const list = await mine(seeker.token);
    expect(list.map((s) => s.job._id)).toEqual([third.id, second.id, first.id]);
    for (const record of list) {
      expect(Object.keys(record).sort()).toEqual(['_id', 'job', 'savedAt']);
      expect(record._id).toSatisfy(isId);
      expect(record._id).not.toBe(record.job._id);
      expect(record.job.isSaved).toBe(true);
    }
    expect(new Set(list.map((s) => s._id)).size).toBe(3);
    expect(list[0]!.savedAt).toBe(savedThirdAt);
    expect(list[1]!.savedAt).toBe(savedSecondAt);
    expect(list[2]!.job).toMatchObject({
      title: 'Front Desk Manager',
      company: { companyName: 'Skyline Hotels', companyLogo: '/logos/skyline.png' },
      applicationStatus: null,
    });

    // Another job seeker's list is their own.
    expect(await mine(other.token)).toEqual([]);
    expect((await search(t, {}, other.token)).jobs.every((j) => j.isSaved === false)).toBe(true);
  });

  it('removes a saved job, and removing twice is fine', async () => {
    const res = await unsave(second.id, seeker.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: jobMessages.unsaved });
    const again = await unsave(second.id, seeker.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: jobMessages.unsaved });
    // Removing one never saved is fine too.
    expect((await unsave(second.id, other.token)).status).toBe(200);

    expect((await mine(seeker.token)).map((s) => s.job._id)).toEqual([third.id, first.id]);
    expect(await records(seeker)).toHaveLength(2);
    const found = (await search(t, {}, seeker.token)).jobs.find((j) => j._id === second.id);
    expect(found?.isSaved).toBe(false);
  });

  it('is for job seekers only', async () => {
    for (const res of [
      await save(third.id, employer.token),
      await unsave(third.id, employer.token),
      await call(t.app, 'GET', '/api/save-jobs/my', { token: employer.token }),
    ]) {
      expect(res.status).toBe(403);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await records(employer)).toHaveLength(0);
    expect((await save(third.id)).status).toBe(401);
    expect((await unsave(third.id)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/save-jobs/my')).status).toBe(401);
  });

  it('answers 404 for saving an unknown or malformed job id', async () => {
    for (const id of [UNKNOWN_ID, 'abc', 'b'.repeat(36)]) {
      const res = await save(id, seeker.token);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    }
    expect(await records(seeker)).toHaveLength(2);
  });
});
