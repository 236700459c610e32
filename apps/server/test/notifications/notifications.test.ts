import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@hireloop/shared';
import { notifications } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { addNotification } from '../../src/services/notifications/add-notification';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000009';

/** The bell's notifications, written with the change they tell of (docs/decisions/0024-notifications.md). */
describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (token: string) => call(t.app, 'GET', '/api/notifications', { token });

  async function applied(title = 'Welder') {
    const employer = await account(t, 'employer');
    const seeker = await account(t, 'jobseeker', { resume, skills: ['Welding'], name: 'Asha Rao' });
    const job = await insertJob(t.database.db, employer.user, { title, keySkills: ['Welding'] });
    const res = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { employer, seeker, job, applicationId: res.body.application._id as string };
  }

  const setStatus = (employer: Account, id: string, status: string) =>
    call(t.app, 'PUT', `/api/applications/${id}/status`, { token: employer.token, body: { status } });

  it('tells the employer of a new application and the applicant of each status change, single and bulk', async () => {
    const { employer, seeker, job, applicationId } = await applied('Pipe Welder');
    const forEmployer = await list(employer.token);
    expect(forEmployer.status).toBe(200);
    expect(forEmployer.body.unreadCount).toBe(1);
    expect(forEmployer.body.notifications).toEqual([
      {
        _id: expect.any(String),
        kind: 'new_application',
        applicationId,
        jobId: job.id,
        jobTitle: 'Pipe Welder',
        status: null,
        applicantName: 'Asha Rao',
        read: false,
        count: 1,
        createdAt: expect.any(String),
      },
    ]);
    expect((await list(seeker.token)).body).toMatchObject({ unreadCount: 0, notifications: [] });

    expect((await setStatus(employer, applicationId, 'In Review')).status).toBe(200);
    t.clock.advance(1000);
    const bulk = await call(t.app, 'POST', '/api/applications/bulk-status', {
      token: employer.token,
      body: { ids: [applicationId], status: 'Interview' },
    });
    expect(bulk.body.changed).toEqual([applicationId]);
    // A change to the status it already has tells nothing.
    await setStatus(employer, applicationId, 'Interview');

    // Both changes of the one application, in one unread notification with the latest status.
    const forSeeker = await list(seeker.token);
    expect(forSeeker.body.unreadCount).toBe(1);
    expect(
      forSeeker.body.notifications.map((n: { kind: string; status: string; count: number }) => [
        n.kind,
        n.status,
        n.count,
      ]),
    ).toEqual([['application_status', 'Interview', 2]]);
  });

  it('tells the employer when the applicant withdraws', async () => {
    const { employer, seeker, applicationId } = await applied('Fitter');
    t.clock.advance(1000);
    const res = await call(t.app, 'POST', `/api/applications/${applicationId}/withdraw`, {
      token: seeker.token,
    });
    expect(res.status).toBe(200);
    const forEmployer = await list(employer.token);
    expect(forEmployer.body.unreadCount).toBe(2);
    expect(forEmployer.body.notifications[0]).toMatchObject({
      kind: 'application_withdrawn',
      applicantName: 'Asha Rao',
      jobTitle: 'Fitter',
    });
  });

  it('leaves no notification when the change is rolled back', async () => {
    const { seeker, job, applicationId } = await applied('Turner');
    await expect(
      t.database.db.transaction(async (tx) => {
        await addNotification(
          tx,
          {
            userId: seeker.user.id,
            kind: 'application_status',
            applicationId,
            jobId: job.id,
            jobTitle: 'Turner',
            status: 'Hired',
          },
          t.clock.now(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list(seeker.token)).body.notifications).toEqual([]);
  });

  it('marks one and then all as read, and answers 404 for another user’s notification', async () => {
    const { employer, seeker, applicationId } = await applied('Machinist');
    const fitter = await insertJob(t.database.db, employer.user, { title: 'Fitter', keySkills: ['Welding'] });
    const secondApplication = await call(t.app, 'POST', `/api/applications/${fitter.id}`, {
      token: seeker.token,
    });
    await setStatus(employer, applicationId, 'In Review');
    t.clock.advance(1000);
    await setStatus(employer, secondApplication.body.application._id, 'Interview');
    const [first, second] = (await list(seeker.token)).body.notifications as { _id: string }[];

    const other = await account(t);
    const theirs = await call(t.app, 'POST', `/api/notifications/${first!._id}/read`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(notificationMessages.notificationNotFound);
    expect(
      (await call(t.app, 'POST', `/api/notifications/${first!._id}/read`, { token: employer.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/notifications/${UNKNOWN_ID}/read`, { token: seeker.token })).status,
    ).toBe(404);

    const one = await call(t.app, 'POST', `/api/notifications/${first!._id}/read`, { token: seeker.token });
    expect(one.body).toEqual({ success: true, message: notificationMessages.markedRead, unreadCount: 1 });
    const again = await call(t.app, 'POST', `/api/notifications/${first!._id}/read`, { token: seeker.token });
    expect(again.body.unreadCount).toBe(1);
    const after = (await list(seeker.token)).body.notifications as { _id: string; read: boolean }[];
    expect(after.map((n) => [n._id, n.read])).toEqual([
      [first!._id, true],
      [second!._id, false],
    ]);

    const all = await call(t.app, 'POST', '/api/notifications/read-all', { token: seeker.token });
    expect(all.body).toEqual({ success: true, message: notificationMessages.allMarkedRead, unreadCount: 0 });
    expect((await list(seeker.token)).body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    // The employer's own (the two applications) stay unread.
    expect((await list(employer.token)).body.unreadCount).toBe(2);
  });

  it('refuses a visitor', async () => {
    expect((await call(t.app, 'GET', '/api/notifications')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/notifications/read-all')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/notifications/stream')).status).toBe(401);
  });

  it('goes with the account: deleting the user deletes their notifications', async () => {
    const { employer, seeker, applicationId } = await applied('Welder');
    await setStatus(employer, applicationId, 'Rejected');
    const res = await call(t.app, 'POST', '/api/account/delete', {
      token: seeker.token,
      body: { password: 'Password1' },
    });
    expect(res.status).toBe(200);
    const left = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seeker.user.id));
    expect(left).toEqual([]);
  });
});
