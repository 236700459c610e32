import { jobMessages, RECENT_VIEWS_KEPT } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, jobViews, type JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { applyDirectly, ids, UNKNOWN_ID } from './util';

describe('recently viewed jobs', () => {
  let t: TestApp;
  let employer: Account;
  let seeker: Account;
  let other: Account;
  let first: JobRow;
  let second: JobRow;
  let third: JobRow;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer');
    seeker = await account(t, 'jobseeker');
    other = await account(t, 'jobseeker');
    first = await insertJob(t.database.db, employer.user, { title: 'Front Desk Manager' });
    second = await insertJob(t.database.db, employer.user, { title: 'Chef de Partie' });
    third = await insertJob(t.database.db, employer.user, { title: 'Revenue Analyst' });
  });
  afterAll(() => t?.close());

  const view = (id: string, token?: string) => call(t.app, 'POST', `/api/jobs/${id}/view`, { token });
  const recent = (token?: string) => call(t.app, 'GET', '/api/jobs/recently-viewed', { token });
  const recentIds = async (token: string) => {
    const res = await recent(token);
    expect(res.status).toBe(200);
    return ids(res.body.jobs);
  };
  const viewAt = async (id: string, token: string) => {
    t.clock.advance(1000);
    const res = await view(id, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ viewedAt: t.clock.now().toISOString() });
  };
  const rowsOf = (user: Account) =>
    t.database.db.select().from(jobViews).where(eq(jobViews.userId, user.user.id));

  it('starts empty', async () => {
    expect(await recentIds(seeker.token)).toEqual([]);
  });

  it('lists the viewed jobs newest first, once each however often they are opened', async () => {
    await viewAt(first.id, seeker.token);
    await viewAt(second.id, seeker.token);
    await viewAt(first.id, seeker.token);
    expect(await recentIds(seeker.token)).toEqual([first.id, second.id]);
    expect(await rowsOf(seeker)).toHaveLength(2);
    const res = await recent(seeker.token);
    expect(res.body.jobs[0]).toMatchObject({ _id: first.id, title: 'Front Desk Manager', isClosed: false });
    // Another seeker's views are theirs.
    expect(await recentIds(other.token)).toEqual([]);
  });

  it('leaves out closed and deleted jobs, and shows at most six', async () => {
    await viewAt(third.id, seeker.token);
    await t.database.db.update(jobs).set({ isClosed: true }).where(eq(jobs.id, third.id));
    expect(await recentIds(seeker.token)).toEqual([first.id, second.id]);
    await t.database.db.update(jobs).set({ isClosed: false }).where(eq(jobs.id, third.id));
    expect(await recentIds(seeker.token)).toEqual([third.id, first.id, second.id]);

    const more: JobRow[] = [];
    for (let i = 0; i < 5; i++)
      more.push(await insertJob(t.database.db, employer.user, { title: `Waiter ${i}` }));
    for (const job of more) await viewAt(job.id, seeker.token);
    await t.database.db.update(jobs).set({ deletedAt: t.clock.now() }).where(eq(jobs.id, more[4]!.id));
    const shown = await recentIds(seeker.token);
    expect(shown).toEqual([
      ...more
        .slice(0, 4)
        .map((j) => j.id)
        .reverse(),
      third.id,
      first.id,
    ]);
  });

  it(`keeps the newest ${RECENT_VIEWS_KEPT} views per person`, async () => {
    for (let i = 0; i < RECENT_VIEWS_KEPT + 3; i++) {
      const job = await insertJob(t.database.db, employer.user, { title: `Barista ${i}` });
      await viewAt(job.id, other.token);
    }
    const rows = await rowsOf(other);
    expect(rows).toHaveLength(RECENT_VIEWS_KEPT);
    // The seeker's own views are untouched by the other's trimming.
    expect((await rowsOf(seeker)).length).toBeGreaterThan(2);
  });

  it('records a closed job only for who may see it, and answers 404 for unknown or malformed ids', async () => {
    const closed = await insertJob(t.database.db, employer.user, { title: 'Sommelier', isClosed: true });
    const res = await view(closed.id, seeker.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    await applyDirectly(t, closed.id, seeker.user);
    expect((await view(closed.id, seeker.token)).status).toBe(200);
    for (const id of [UNKNOWN_ID, 'not-an-id', '42']) {
      const bad = await view(id, seeker.token);
      expect(bad.status, id).toBe(404);
      expect(bad.body).toEqual({ message: jobMessages.jobNotFound });
    }
  });

  it('records nothing for visitors and employers', async () => {
    expect((await view(first.id)).status).toBe(401);
    expect((await recent()).status).toBe(401);
    expect((await view(first.id, employer.token)).status).toBe(403);
    expect((await recent(employer.token)).status).toBe(403);
    expect(await rowsOf(employer)).toEqual([]);
  });
});
