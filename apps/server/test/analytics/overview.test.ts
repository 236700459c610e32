import { APPLICATION_STATUSES, serverMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, type JobRow, type UserRow } from '../../src/db/schema';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, signIn } from '../helper';

const DAY = 24 * 60 * 60 * 1000;

const zeroCounts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0]));

describe('GET /api/analytics/overview', () => {
  let t: TestApp;
  let now: Date;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  let employer: UserRow;
  let employerToken: string;
  let seekers: UserRow[];
  const jobs: Record<string, JobRow> = {};
  const apps: Record<string, string> = {};

  /** An application with explicit dates, and the status changes that led to its status. */
  async function apply(
    key: string,
    job: JobRow,
    applicant: UserRow,
    created: Date,
    updated: Date,
    changes: { from: string | null; to: string; at: Date }[] = [],
  ) {
    const status = changes.at(-1)?.to ?? 'Applied';
    const [row] = await t.database.db
      .insert(applications)
      .values({ jobId: job.id, applicantId: applicant.id, status, createdAt: created, updatedAt: updated })
      .returning();
    await t.database.db.insert(applicationEvents).values([
      {
        applicationId: row!.id,
        actorId: applicant.id,
        fromStatus: null,
        toStatus: 'Applied',
        createdAt: created,
      },
      ...changes.map((c) => ({
        applicationId: row!.id,
        actorId: job.employerId,
        fromStatus: c.from,
        toStatus: c.to,
        createdAt: c.at,
      })),
    ]);
    apps[key] = row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    now = t.clock.now();
    const db = t.database.db;
    employer = await createUser(db, {
      email: 'dash@acme-robotics.com',
      role: 'employer',
      companyName: 'Acme Robotics',
    });
    const other = await createUser(db, { email: 'other@brightpath.io', role: 'employer', companyName: 'BP' });
    seekers = [];
    for (let i = 1; i <= 6; i += 1) {
      seekers.push(
        await createUser(db, {
          email: `seeker${i}@example.com`,
          name: `Seeker ${i}`,
          kycCompleted: true,
          avatar: i === 1 ? '/uploads/images/seeker-1.webp' : null,
        }),
      );
    }
    const [s1, s2, s3, s4, s5, s6] = seekers as [UserRow, UserRow, UserRow, UserRow, UserRow, UserRow];

    // Last 30 days: j1, j2, j3 (closed) and a deleted one; the 30 before: j4, j5; older: j6.
    const job = (key: string, daysAgo: number, extra: Partial<JobRow> = {}) =>
      insertJob(db, employer, {
        title: `Job ${key}`,
        createdAt: ago(daysAgo),
        updatedAt: ago(daysAgo),
        ...extra,
      }).then((row) => {
        jobs[key] = row;
        return row;
      });
    const j1 = await job('j1', 2);
    const j2 = await job('j2', 10);
    await job('j3', 20, { isClosed: true });
    const j4 = await job('j4', 40);
    const j5 = await job('j5', 50);
    const j6 = await job('j6', 90, { isClosed: true });
    const deleted = await job('deleted', 1, { deletedAt: ago(0.5) });
    const otherJob = await insertJob(db, other, { title: 'Not yours', createdAt: ago(1) });

    // Received in the last 30 days: a1, a2, a3; in the 30 before: a4, a5, a6, a7; earlier: a8.
    await apply('a1', j1, s1, ago(1), ago(1));
    await apply('a2', j2, s2, ago(5), ago(2.5), [
      { from: 'Applied', to: 'Interview', at: ago(4) },
      { from: 'Interview', to: 'Hired', at: ago(3) },
      // Hired to Accepted is not a second hire.
      { from: 'Hired', to: 'Accepted', at: ago(2.5) },
    ]);
    await apply('a3', j2, s3, ago(8), ago(6), [{ from: 'Applied', to: 'Accepted', at: ago(6) }]);
    await apply('a4', j4, s1, ago(35), ago(33), [{ from: 'Applied', to: 'Hired', at: ago(33) }]);
    await apply('a5', j4, s2, ago(40), ago(38), [{ from: 'Applied', to: 'Rejected', at: ago(38) }]);
    await apply('a6', j5, s3, ago(45), ago(45));
    await apply('a7', j5, s4, ago(55), ago(2), [{ from: 'Applied', to: 'In Review', at: ago(2) }]);
    await apply('a8', j6, s5, ago(70), ago(65), [{ from: 'Applied', to: 'Hired', at: ago(65) }]);
    // Never counted: an application to a deleted job, and one to another employer's job.
    await apply('onDeleted', deleted, s6, ago(0.9), ago(0.2), [
      { from: 'Applied', to: 'Hired', at: ago(0.2) },
    ]);
    await apply('onOther', otherJob, s6, ago(0.8), ago(0.1), [
      { from: 'Applied', to: 'Hired', at: ago(0.1) },
    ]);

    employerToken = (await signIn(t, 'dash@acme-robotics.com')).token;
  });
  afterAll(() => t.close());

  it('counts open jobs, applications and hires of the employer, with 30-day trends', async () => {
    const res = await call(t.app, 'GET', '/api/analytics/overview', { token: employerToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.counts).toEqual({
      // j1, j2, j4, j5: open and not deleted.
      totalActiveJobs: 4,
      totalApplications: 8,
      // a2 (Accepted), a3 (Accepted), a4 (Hired), a8 (Hired).
      totalHired: 4,
      trends: {
        // 3 jobs posted in the last 30 days against 2 in the 30 before.
        activeJobs: 50,
        // 3 applications against 4.
        totalApplicants: -25,
        // 2 hires (a2, a3) against 1 (a4).
        totalHired: 100,
      },
    });
  });

  it('lists the 3 newest jobs with their applicant counts and the 3 most recently updated applications', async () => {
    const { body } = await call(t.app, 'GET', '/api/analytics/overview', { token: employerToken });
    expect(
      body.data.recentJobs.map(
        (j: { _id: string; title: string; applicationCount: number; isClosed: boolean }) => ({
          _id: j._id,
          title: j.title,
          applicationCount: j.applicationCount,
          isClosed: j.isClosed,
        }),
      ),
    ).toEqual([
      { _id: jobs.j1!.id, title: 'Job j1', applicationCount: 1, isClosed: false },
      { _id: jobs.j2!.id, title: 'Job j2', applicationCount: 2, isClosed: false },
      { _id: jobs.j3!.id, title: 'Job j3', applicationCount: 0, isClosed: true },
    ]);
    expect(body.data.recentJobs[0].company).toEqual({ companyName: 'Acme Robotics', companyLogo: null });

    expect(body.data.recentApplications).toEqual([
      {
        _id: apps.a1,
        status: 'Applied',
        createdAt: ago(1).toISOString(),
        updatedAt: ago(1).toISOString(),
        applicant: {
          _id: seekers[0]!.id,
          name: 'Seeker 1',
          avatar: { fileUrl: '/uploads/images/seeker-1.webp' },
        },
        job: { _id: jobs.j1!.id, title: 'Job j1' },
      },
      expect.objectContaining({
        _id: apps.a7,
        status: 'In Review',
        updatedAt: ago(2).toISOString(),
        applicant: { _id: seekers[3]!.id, name: 'Seeker 4', avatar: null },
        job: { _id: jobs.j5!.id, title: 'Job j5' },
      }),
      expect.objectContaining({
        _id: apps.a2,
        status: 'Accepted',
        job: { _id: jobs.j2!.id, title: 'Job j2' },
      }),
    ]);
  });

  it('counts applications per UTC day over the last 30 days, zeros included', async () => {
    const { body } = await call(t.app, 'GET', '/api/analytics/overview', { token: employerToken });
    const perDay: { date: string; count: number }[] = body.data.applicationsPerDay;
    expect(perDay).toHaveLength(30);
    // The clock says 2026-03-01 09:00 UTC.
    expect(perDay[0]!.date).toBe('2026-01-31');
    expect(perDay[29]!.date).toBe('2026-03-01');
    expect(perDay.filter((d) => d.count > 0)).toEqual([
      { date: '2026-02-21', count: 1 },
      { date: '2026-02-24', count: 1 },
      { date: '2026-02-28', count: 1 },
    ]);
  });

  it('counts statuses per job, busiest jobs first, deleted and foreign jobs left out', async () => {
    const { body } = await call(t.app, 'GET', '/api/analytics/overview', { token: employerToken });
    expect(body.data.statusByJob).toEqual([
      { jobId: jobs.j2!.id, title: 'Job j2', counts: { ...zeroCounts, Accepted: 2 } },
      { jobId: jobs.j4!.id, title: 'Job j4', counts: { ...zeroCounts, Hired: 1, Rejected: 1 } },
      { jobId: jobs.j5!.id, title: 'Job j5', counts: { ...zeroCounts, Applied: 1, 'In Review': 1 } },
      { jobId: jobs.j1!.id, title: 'Job j1', counts: { ...zeroCounts, Applied: 1 } },
      { jobId: jobs.j6!.id, title: 'Job j6', counts: { ...zeroCounts, Hired: 1 } },
    ]);
  });

  it("never counts another employer's jobs: theirs are their own", async () => {
    const token = (await signIn(t, 'other@brightpath.io')).token;
    const { status, body } = await call(t.app, 'GET', '/api/analytics/overview', { token });
    expect(status).toBe(200);
    expect(body.counts).toEqual({
      totalActiveJobs: 1,
      totalApplications: 1,
      totalHired: 1,
      // Nothing in the 30 days before to compare with.
      trends: { activeJobs: 0, totalApplicants: 0, totalHired: 0 },
    });
    expect(body.data.recentJobs.map((j: { title: string }) => j.title)).toEqual(['Not yours']);
    expect(body.data.recentApplications.map((a: { _id: string }) => a._id)).toEqual([apps.onOther]);
  });

  it('answers zeros and empty lists for a new employer', async () => {
    await createUser(t.database.db, { email: 'new@fresh-co.com', role: 'employer', companyName: 'Fresh' });
    const { status, body } = await call(t.app, 'GET', '/api/analytics/overview', {
      token: (await signIn(t, 'new@fresh-co.com')).token,
    });
    expect(status).toBe(200);
    expect(body.counts).toEqual({
      totalActiveJobs: 0,
      totalApplications: 0,
      totalHired: 0,
      trends: { activeJobs: 0, totalApplicants: 0, totalHired: 0 },
    });
    expect(body.data.recentJobs).toEqual([]);
    expect(body.data.recentApplications).toEqual([]);
    expect(body.data.statusByJob).toEqual([]);
    expect(body.data.applicationsPerDay).toHaveLength(30);
    expect(body.data.applicationsPerDay.every((d: { count: number }) => d.count === 0)).toBe(true);
  });

  it('refuses a job seeker (403) and a visitor (401)', async () => {
    const seeker = await call(t.app, 'GET', '/api/analytics/overview', {
      token: (await signIn(t, 'seeker1@example.com')).token,
    });
    expect(seeker.status).toBe(403);
    expect(seeker.body).toEqual({ message: serverMessages.forbidden });
    const visitor = await call(t.app, 'GET', '/api/analytics/overview');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: serverMessages.notSignedIn });
  });

  it('reads "now" from the clock: 30 days later the windows have moved', async () => {
    t.clock.advance(30 * DAY);
    try {
      const { body } = await call(t.app, 'GET', '/api/analytics/overview', {
        token: (await signIn(t, 'dash@acme-robotics.com')).token,
      });
      expect(body.counts).toMatchObject({
        totalActiveJobs: 4,
        totalApplications: 8,
        totalHired: 4,
        // Nothing new in the last 30 days against 3 jobs, 3 applications and 2 hires before.
        trends: { activeJobs: -100, totalApplicants: -100, totalHired: -100 },
      });
      expect(body.data.applicationsPerDay[29].date).toBe('2026-03-31');
      expect(body.data.applicationsPerDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(
        0,
      );
    } finally {
      t.clock.advance(-30 * DAY);
    }
  });
});
