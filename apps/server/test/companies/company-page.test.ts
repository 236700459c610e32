import { companyPageMessages } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users, type JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';
import { ids, UNKNOWN_ID } from '../jobs/util';

describe('GET /api/companies/:id (the public company page)', () => {
  let t: TestApp;
  let employer: Account;
  let seeker: Account;
  let older: JobRow;
  let newer: JobRow;
  let closed: JobRow;
  let deleted: JobRow;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer', { phone: '+91 98450 00000' });
    seeker = await account(t, 'jobseeker');
    const at = (day: number) => new Date(`2026-02-${String(day).padStart(2, '0')}T09:00:00.000Z`);
    older = await insertJob(t.database.db, employer.user, { title: 'Robot Technician', createdAt: at(1) });
    newer = await insertJob(t.database.db, employer.user, { title: 'Controls Engineer', createdAt: at(3) });
    closed = await insertJob(t.database.db, employer.user, { title: 'Closed Role', createdAt: at(4) });
    deleted = await insertJob(t.database.db, employer.user, { title: 'Deleted Role', createdAt: at(5) });
    await t.database.db.update(jobs).set({ isClosed: true }).where(eq(jobs.id, closed.id));
    await t.database.db
      .update(jobs)
      .set({ deletedAt: at(6) })
      .where(eq(jobs.id, deleted.id));
    const other = await account(t, 'employer');
    await insertJob(t.database.db, other.user, { title: 'Someone Else' });
  });
  afterAll(() => t?.close());

  const page = (id: string, token?: string) => call(t.app, 'GET', `/api/companies/${id}`, { token });

  it('answers the company fields the employer saved, to a visitor without signing in', async () => {
    const save = await call(t.app, 'PUT', '/api/user/profile', {
      token: employer.token,
      body: {
        companyDescription: 'Industrial robots since 2012.',
        companyWebsite: 'https://acme-robotics.com',
        companySize: '51-200',
        companyLocations: [' Bangalore ', 'Pune', 'bangalore', ''],
      },
    });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    expect(save.body.user).toMatchObject({ companySize: '51-200', companyLocations: ['Bangalore', 'Pune'] });

    const res = await page(employer.user.id);
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({
      _id: employer.user.id,
      companyName: employer.user.companyName,
      companyLogo: null,
      about: 'Industrial robots since 2012.',
      website: 'https://acme-robotics.com',
      size: '51-200',
      locations: ['Bangalore', 'Pune'],
    });
  });

  it('lists only open, non-deleted jobs of this company, newest first', async () => {
    const res = await page(employer.user.id);
    expect(ids(res.body.jobs)).toEqual([newer.id, older.id]);
    expect(res.body.jobs[0]).toMatchObject({ title: 'Controls Engineer', isClosed: false, isSaved: false });
  });

  it('never carries the e-mail, phone or any other private field of the account', async () => {
    const res = await page(employer.user.id, seeker.token);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(employer.user.email);
    expect(text).not.toContain('98450');
    expect(Object.keys(res.body.company).sort()).toEqual(
      ['_id', 'about', 'companyLogo', 'companyName', 'locations', 'size', 'website'].sort(),
    );
    expect(res.body.company).not.toHaveProperty('email');
    expect(res.body.company).not.toHaveProperty('passwordHash');
    expect(res.body.company).not.toHaveProperty('phone');
  });

  it('gives a signed-in job seeker their own flags on the jobs', async () => {
    await call(t.app, 'POST', `/api/save-jobs/${newer.id}`, { token: seeker.token });
    const res = await page(employer.user.id, seeker.token);
    expect(res.body.jobs[0]).toMatchObject({ _id: newer.id, isSaved: true });
  });

  it('answers 404 for an unknown id, a malformed one, a job seeker and a removed employer', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id', seeker.user.id]) {
      const res = await page(id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: companyPageMessages.companyNotFound });
    }
    const gone = await account(t, 'employer');
    await insertJob(t.database.db, gone.user);
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await page(gone.user.id)).status).toBe(404);
  });

  it('refuses a website that is not an http(s) address and a size off the list', async () => {
    for (const body of [
      { companyWebsite: 'javascript:alert(1)' },
      { companyWebsite: 'acme.com' },
      { companyWebsite: 'ftp://acme.com' },
      { companySize: '5000+' },
      { companyLocations: Array.from({ length: 11 }, (_, i) => `City ${i}`) },
    ]) {
      const res = await call(t.app, 'PUT', '/api/user/profile', { token: employer.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await call(t.app, 'PUT', '/api/user/profile', {
      token: employer.token,
      body: { companyWebsite: 'javascript:alert(1)' },
    });
    expect(res.body.message).toContain(companyPageMessages.websiteInvalid);
  });
});
