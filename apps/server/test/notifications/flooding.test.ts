import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { addNotification, NOTIFICATIONS_KEPT } from '../../src/services/notifications/add-notification';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };

/**
 * Security review 2026-12, DL1: a seeker withdrawing and applying again, or an employer flipping a
 * status, must not flood the other person's bell. One unread notification per application and
 * kind (with a count of updates), and at most NOTIFICATIONS_KEPT per person
 * (docs/decisions/0024-notifications.md).
 */
describe('notifications do not flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (token: string) => (await call(t.app, 'GET', '/api/notifications', { token })).body;

  async function applied() {
    const employer = await account(t, 'employer');
    const seeker = await account(t, 'jobseeker', { resume, skills: ['Welding'], name: 'Asha Rao' });
    const job = await insertJob(t.database.db, employer.user, { title: 'Welder', keySkills: ['Welding'] });
    const res = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { employer, seeker, job, applicationId: res.body.application._id as string };
  }

  const setStatus = (employer: Account, id: string, status: string) =>
    call(t.app, 'PUT', `/api/applications/${id}/status`, { token: employer.token, body: { status } });

  it('20 withdraw and apply-again cycles leave the employer one unread notification of each kind', async () => {
    const { employer, seeker, job, applicationId } = await applied();
    expect((await list(employer.token)).unreadCount).toBe(1);
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(1000);
      const withdrawn = await call(t.app, 'POST', `/api/applications/${applicationId}/withdraw`, {
        token: seeker.token,
      });
      expect(withdrawn.status).toBe(200);
      t.clock.advance(1000);
      const again = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token });
      expect(again.status).toBe(201);
    }
    const after = await list(employer.token);
    expect(after.unreadCount).toBe(2);
    expect(
      after.notifications.map((n: { kind: string; count: number; read: boolean }) => [
        n.kind,
        n.count,
        n.read,
      ]),
    ).toEqual([
      ['new_application', 21, false],
      ['application_withdrawn', 20, false],
    ]);
    // The newest event's time: it is listed as what happened last.
    expect(after.notifications[0].createdAt).toBe(t.clock.now().toISOString());
  });

  it('10 status flips leave the applicant one unread notification with the latest status', async () => {
    const { employer, seeker, applicationId } = await applied();
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(1000);
      expect((await setStatus(employer, applicationId, i % 2 ? 'Interview' : 'In Review')).status).toBe(200);
    }
    const after = await list(seeker.token);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications).toHaveLength(1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'application_status',
      applicationId,
      status: 'Interview',
      count: 10,
      read: false,
    });

    // Once read, the next change is a new notification, not a hidden update of the read one.
    await call(t.app, 'POST', '/api/notifications/read-all', { token: seeker.token });
    t.clock.advance(1000);
    await setStatus(employer, applicationId, 'Hired');
    const later = await list(seeker.token);
    expect(later.unreadCount).toBe(1);
    expect(later.notifications.map((n: { status: string; count: number }) => [n.status, n.count])).toEqual([
      ['Hired', 1],
      ['Interview', 10],
    ]);
  });

  it('folds events arriving together into the one unread notification', async () => {
    const { seeker, job, applicationId } = await applied();
    const event = {
      userId: seeker.user.id,
      kind: 'application_status' as const,
      applicationId,
      jobId: job.id,
      jobTitle: 'Welder',
      status: 'In Review',
    };
    // Separate transactions at once: on PostgreSQL they race for the same unread row.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction((tx) => addNotification(tx, event, t.clock.now())),
      ),
    );
    const after = await list(seeker.token);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((n: { count: number }) => n.count)).toEqual([20]);
  });

  it(`keeps at most ${NOTIFICATIONS_KEPT} per person, dropping the oldest read ones first`, async () => {
    const { seeker, job, applicationId } = await applied();
    const other = await applied();
    const db = t.database.db;
    const add = (id: string, jobId: string, status: string) =>
      db.transaction((tx) =>
        addNotification(
          tx,
          {
            userId: seeker.user.id,
            kind: 'application_status',
            applicationId: id,
            jobId,
            jobTitle: 'Welder',
            status,
          },
          t.clock.now(),
        ),
      );
    // The oldest, left unread: it outlives every read one.
    await add(other.applicationId, other.job.id, 'Interview');
    const unreadOfOther = and(eq(notifications.userId, seeker.user.id), isNull(notifications.readAt));
    const [oldest] = await db.select({ id: notifications.id }).from(notifications).where(unreadOfOther);
    for (let i = 0; i < NOTIFICATIONS_KEPT + 20; i += 1) {
      t.clock.advance(1000);
      await add(applicationId, job.id, `Step ${i}`);
      // Read at once, so that the next one is a notification of its own.
      await db
        .update(notifications)
        .set({ readAt: t.clock.now() })
        .where(and(eq(notifications.applicationId, applicationId), isNull(notifications.readAt)));
    }
    const [kept] = await db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, seeker.user.id));
    expect(kept!.n).toBe(NOTIFICATIONS_KEPT);
    const after = await list(seeker.token);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications[0].status).toBe(`Step ${NOTIFICATIONS_KEPT + 19}`);
    const left = await db
      .select({ id: notifications.id, status: notifications.status })
      .from(notifications)
      .where(eq(notifications.userId, seeker.user.id));
    expect(left.some((n) => n.id === oldest!.id)).toBe(true);
    // The read ones dropped are the oldest.
    expect(left.some((n) => n.status === 'Step 20')).toBe(false);
    expect(left.some((n) => n.status === 'Step 21')).toBe(true);
  });
});
