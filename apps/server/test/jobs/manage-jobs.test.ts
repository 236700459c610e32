import { jobMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { applyDirectly, ids, search, UNKNOWN_ID } from './util';

const at = (day: number) => new Date(Date.UTC(2026, 1, day, 9, 0, 0));

describe('toggle close and delete', () => {
  let t: TestApp;
  let owner: Account;
  let employerB: Account;
  let seeker: Account;
  let applicant: Account;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await account(t, 'employer');
    employerB = await account(t, 'employer');
    seeker = await account(t, 'jobseeker');
    applicant = await account(t, 'jobseeker');
  });
  afterAll(() => t?.close());

  const detail = async (id: string, token?: string) => call(t.app, 'GET', `/api/jobs/${id}`, { token });
  const listed = async (id: string) => ids((await search(t, { pageSize: 100 })).jobs).includes(id);
  const ownerList = async () =>
    (await call(t.app, 'GET', '/api/jobs/get-jobs-employer', { token: owner.token })).body as {
      jobs: any[];
      total: number;
    };

  for (const method of ['PUT', 'PATCH'] as const) {
    it(`${method} /api/jobs/{id}/toggle-close closes and reopens the owner's job`, async () => {
      const job = await insertJob(t.database.db, owner.user, { title: `Toggle ${method}` });
      const url = `/api/jobs/${job.id}/toggle-close`;

      const closed = await call(t.app, method, url, { token: owner.token });
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ success: true, job: { _id: job.id, isClosed: true } });
      expect(await listed(job.id)).toBe(false);
      expect((await detail(job.id)).status).toBe(404);
      expect((await detail(job.id, owner.token)).body.isClosed).toBe(true);
      expect((await ownerList()).jobs.find((j) => j._id === job.id)?.isClosed).toBe(true);

      const reopened = await call(t.app, method, url, { token: owner.token });
      expect(reopened.status).toBe(200);
      expect(reopened.body).toMatchObject({ success: true, job: { _id: job.id, isClosed: false } });
      expect(await listed(job.id)).toBe(true);
      expect((await detail(job.id)).status).toBe(200);
      expect((await ownerList()).jobs.find((j) => j._id === job.id)?.isClosed).toBe(false);
    });
  }

  it('lets only the owner toggle a job', async () => {
    const job = await insertJob(t.database.db, owner.user, { title: 'Not Yours' });
    for (const method of ['PUT', 'PATCH'] as const) {
      const url = `/api/jobs/${job.id}/toggle-close`;
      const asB = await call(t.app, method, url, { token: employerB.token });
      expect(asB.status).toBe(403);
      expect(asB.body).toEqual({ message: jobMessages.notOwner });
      expect((await call(t.app, method, url, { token: seeker.token })).status).toBe(403);
      expect((await call(t.app, method, url)).status).toBe(401);
      for (const id of [UNKNOWN_ID, 'abc', 'f'.repeat(36)]) {
        const res = await call(t.app, method, `/api/jobs/${id}/toggle-close`, { token: owner.token });
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ message: jobMessages.jobNotFound });
      }
    }
    expect((await detail(job.id)).body.isClosed).toBe(false);
    expect(await listed(job.id)).toBe(true);
  });

  it("deletes the job from search, the owner's list and saved lists; applicants still see it as removed", async () => {
    const job = await insertJob(t.database.db, owner.user, { title: 'Doomed Role', keySkills: ['Doom'] });
    const keep = await insertJob(t.database.db, owner.user, { title: 'Kept Role' });
    expect((await call(t.app, 'POST', `/api/save-jobs/${job.id}`, { token: seeker.token })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/save-jobs/${keep.id}`, { token: seeker.token })).status).toBe(
      200,
    );
    await applyDirectly(t, job.id, applicant.user, 'Applied');
    const totalBefore = (await ownerList()).total;

    const res = await call(t.app, 'DELETE', `/api/jobs/${job.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: jobMessages.deleted });

    expect(await listed(job.id)).toBe(false);
    expect((await search(t, { keyword: 'doomed' })).total).toBe(0);
    const list = await ownerList();
    expect(ids(list.jobs)).not.toContain(job.id);
    expect(list.total).toBe(totalBefore - 1);
    const saved = await call(t.app, 'GET', '/api/save-jobs/my', { token: seeker.token });
    expect(saved.body.map((s: any) => s.job._id)).toEqual([keep.id]);

    const asApplicant = await detail(job.id, applicant.token);
    expect(asApplicant.status).toBe(200);
    expect(asApplicant.body).toMatchObject({
      _id: job.id,
      title: 'Doomed Role',
      isRemoved: true,
      applicationStatus: 'Applied',
    });
    expect((await detail(job.id, seeker.token)).status).toBe(404);
    expect((await detail(job.id, owner.token)).status).toBe(404);

    // Gone for the owner's actions too.
    expect((await call(t.app, 'DELETE', `/api/jobs/${job.id}`, { token: owner.token })).status).toBe(404);
    expect(
      (await call(t.app, 'PATCH', `/api/jobs/${job.id}/toggle-close`, { token: owner.token })).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', `/api/save-jobs/${job.id}`, { token: seeker.token })).status).toBe(404);
  });

  it('lets only the owner delete a job', async () => {
    const job = await insertJob(t.database.db, owner.user, { title: 'Protected Role' });
    const asB = await call(t.app, 'DELETE', `/api/jobs/${job.id}`, { token: employerB.token });
    expect(asB.status).toBe(403);
    expect(asB.body).toEqual({ message: jobMessages.notOwner });
    expect((await call(t.app, 'DELETE', `/api/jobs/${job.id}`, { token: seeker.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/jobs/${job.id}`)).status).toBe(401);
    for (const id of [UNKNOWN_ID, 'abc', '-'.repeat(36)]) {
      const res = await call(t.app, 'DELETE', `/api/jobs/${id}`, { token: owner.token });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    }
    expect((await detail(job.id)).status).toBe(200);
    expect(await listed(job.id)).toBe(true);
  });
});

describe('GET /api/jobs/get-jobs-employer', () => {
  let t: TestApp;
  let employerA: Account;
  let employerB: Account;
  let seeker: Account;
  const a: Record<string, JobRow> = {};
  let bJob: JobRow;

  beforeAll(async () => {
    t = await createTestApp();
    employerA = await account(t, 'employer');
    employerB = await account(t, 'employer');
    seeker = await account(t, 'jobseeker');
    const db = t.database.db;
    a.frontend = await insertJob(db, employerA.user, {
      title: 'Frontend Engineer',
      location: 'Pune',
      createdAt: at(3),
    });
    a.backend = await insertJob(db, employerA.user, {
      title: 'backend Engineer',
      location: 'Mumbai',
      isClosed: true,
      createdAt: at(1),
    });
    a.analyst = await insertJob(db, employerA.user, {
      title: 'Data Analyst',
      location: 'Pune',
      createdAt: at(2),
    });
    a.deleted = await insertJob(db, employerA.user, {
      title: 'Deleted Engineer',
      isClosed: true,
      deletedAt: at(5),
      createdAt: at(5),
    });
    bJob = await insertJob(db, employerB.user, {
      title: 'Frontend Engineer',
      location: 'Pune',
      createdAt: at(4),
    });

    const applicants = [seeker, await account(t, 'jobseeker'), await account(t, 'jobseeker')];
    await applyDirectly(t, a.frontend.id, applicants[0]!.user);
    await applyDirectly(t, a.frontend.id, applicants[1]!.user, 'Interview');
    await applyDirectly(t, a.analyst.id, applicants[2]!.user, 'Rejected');
    await applyDirectly(t, bJob.id, applicants[0]!.user);
    await applyDirectly(t, bJob.id, applicants[1]!.user);
    await applyDirectly(t, bJob.id, applicants[2]!.user);
    await applyDirectly(t, a.deleted.id, applicants[2]!.user);
  });
  afterAll(() => t?.close());

  const list = async (query = '', token = employerA.token) => {
    const res = await call(t.app, 'GET', `/api/jobs/get-jobs-employer${query ? `?${query}` : ''}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { jobs: any[]; total: number; page: number; pageSize: number };
  };
  const titles = (body: { jobs: any[] }) => body.jobs.map((j) => j.title);

  it('is for employers only', async () => {
    expect((await call(t.app, 'GET', '/api/jobs/get-jobs-employer')).status).toBe(401);
    const res = await call(t.app, 'GET', '/api/jobs/get-jobs-employer', { token: seeker.token });
    expect(res.status).toBe(403);
    expect(typeof res.body.message).toBe('string');
  });

  it("answers only the signed-in employer's jobs, newest first, with isClosed and applicationCount", async () => {
    const body = await list();
    expect(Object.keys(body).sort()).toEqual(['jobs', 'page', 'pageSize', 'total']);
    expect(body.total).toBe(3);
    expect(ids(body.jobs)).toEqual([a.frontend!.id, a.analyst!.id, a.backend!.id]);
    const byId = new Map(body.jobs.map((j) => [j._id, j]));
    expect(byId.get(a.frontend!.id)).toMatchObject({ isClosed: false, applicationCount: 2 });
    expect(byId.get(a.analyst!.id)).toMatchObject({ isClosed: false, applicationCount: 1 });
    expect(byId.get(a.backend!.id)).toMatchObject({ isClosed: true, applicationCount: 0 });

    const asB = await list('', employerB.token);
    expect(ids(asB.jobs)).toEqual([bJob.id]);
    expect(asB.jobs[0].applicationCount).toBe(3);
  });

  it('ignores query parameters that name another employer', async () => {
    const mine = ids((await list()).jobs);
    for (const q of [
      `userId=${employerB.user.id}`,
      `employerId=${employerB.user.id}`,
      `employer=${employerB.user.id}&userId=${employerB.user.id}`,
    ]) {
      const body = await list(q);
      expect(ids(body.jobs), q).toEqual(mine);
      expect(ids(body.jobs)).not.toContain(bJob.id);
    }
  });

  it('filters by search text and by status', async () => {
    expect(titles(await list('search=engineer'))).toEqual(['Frontend Engineer', 'backend Engineer']);
    expect(titles(await list('search=ANALYST'))).toEqual(['Data Analyst']);
    expect((await list('search=nothing-like-this')).total).toBe(0);

    const active = await list('status=active');
    expect(ids(active.jobs)).toEqual([a.frontend!.id, a.analyst!.id]);
    expect(active.total).toBe(2);
    const closed = await list('status=closed');
    expect(ids(closed.jobs)).toEqual([a.backend!.id]);
    expect(closed.total).toBe(1);
    expect((await list('status=all')).total).toBe(3);
    expect((await list('status=Closed')).total).toBe(1);
    expect(titles(await list('status=active&search=engineer'))).toEqual(['Frontend Engineer']);

    expect(
      (await call(t.app, 'GET', '/api/jobs/get-jobs-employer?status=archived', { token: employerA.token }))
        .status,
    ).toBe(400);
  });

  it('sorts by title, status, applicants and createdAt in either order', async () => {
    expect(titles(await list('sortBy=title&sortOrder=asc'))).toEqual([
      'backend Engineer',
      'Data Analyst',
      'Frontend Engineer',
    ]);
    expect(titles(await list('sortBy=title&sortOrder=desc'))).toEqual([
      'Frontend Engineer',
      'Data Analyst',
      'backend Engineer',
    ]);

    expect((await list('sortBy=applicants&sortOrder=desc')).jobs.map((j) => j.applicationCount)).toEqual([
      2, 1, 0,
    ]);
    expect((await list('sortBy=applicants&sortOrder=asc')).jobs.map((j) => j.applicationCount)).toEqual([
      0, 1, 2,
    ]);

    expect((await list('sortBy=status&sortOrder=asc')).jobs.map((j) => j.isClosed)).toEqual([
      false,
      false,
      true,
    ]);
    expect((await list('sortBy=status&sortOrder=desc')).jobs.map((j) => j.isClosed)).toEqual([
      true,
      false,
      false,
    ]);

    expect(ids((await list('sortBy=createdAt&sortOrder=asc')).jobs)).toEqual([
      a.backend!.id,
      a.analyst!.id,
      a.frontend!.id,
    ]);
    expect(ids((await list('sortBy=createdAt&sortOrder=desc')).jobs)).toEqual([
      a.frontend!.id,
      a.analyst!.id,
      a.backend!.id,
    ]);

    expect(
      (await call(t.app, 'GET', '/api/jobs/get-jobs-employer?sortBy=salary', { token: employerA.token }))
        .status,
    ).toBe(400);
  });

  it('pages with page and pageSize', async () => {
    const p1 = await list('page=1&pageSize=2&sortBy=title&sortOrder=asc');
    expect(p1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(titles(p1)).toEqual(['backend Engineer', 'Data Analyst']);
    const p2 = await list('page=2&pageSize=2&sortBy=title&sortOrder=asc');
    expect(p2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(titles(p2)).toEqual(['Frontend Engineer']);
    const p3 = await list('page=3&pageSize=2');
    expect(p3.jobs).toEqual([]);
    expect(p3.total).toBe(3);

    const filtered = await list('page=1&pageSize=1&status=active');
    expect(filtered).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(filtered.jobs).toHaveLength(1);
  });
});
