import { applicationMessages, APPLY_NOTE_MAX } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, type UserRow } from '../../src/db/schema';
import { createUser, insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000009';

/** Withdrawing an application, applying again, and the note sent with an application (decision 0019). */
describe('withdrawing and the note to the employer', () => {
  let t: TestApp;
  let employer: UserRow;
  let employerToken: string;
  let seekerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    employer = await createUser(db, { email: 'hr@acme-robotics.com', role: 'employer', companyName: 'Acme' });
    await createUser(db, {
      email: 'asha@example.com',
      name: 'Asha Rao',
      kycCompleted: true,
      resume,
      title: 'Backend Engineer',
      skills: ['Node.js'],
    });
    await createUser(db, { email: 'other@example.com', kycCompleted: true, resume });
    employerToken = (await signIn(t, 'hr@acme-robotics.com')).token;
    seekerToken = (await signIn(t, 'asha@example.com')).token;
    otherToken = (await signIn(t, 'other@example.com')).token;
  });
  afterAll(() => t.close());

  const newJob = (title = 'Backend Engineer') =>
    insertJob(t.database.db, employer, { title, keySkills: ['Node.js', 'PostgreSQL'] });

  async function apply(jobId: string, body?: unknown, token = seekerToken) {
    return call(t.app, 'POST', `/api/applications/${jobId}`, { token, body });
  }
  const withdraw = (id: string, token = seekerToken) =>
    call(t.app, 'POST', `/api/applications/${id}/withdraw`, { token });
  const setStatus = (id: string, status: string) =>
    call(t.app, 'PUT', `/api/applications/${id}/status`, { token: employerToken, body: { status } });

  it('sends a trimmed note with the application; the employer sees it on the list and the applicant in theirs', async () => {
    const job = await newJob();
    const res = await apply(job.id, { note: '  I shipped the payments API you use.  ' });
    expect(res.status).toBe(201);
    expect(res.body.application.note).toBe('I shipped the payments API you use.');

    const page = await call(t.app, 'GET', `/api/applications/job/${job.id}/page`, { token: employerToken });
    expect(page.body.applications[0].note).toBe('I shipped the payments API you use.');
    const whole = await call(t.app, 'GET', `/api/applications/job/${job.id}`, { token: employerToken });
    expect(whole.body[0].note).toBe('I shipped the payments API you use.');
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: seekerToken });
    expect(mine.body.find((a: { job: { _id: string } }) => a.job._id === job.id).note).toBe(
      'I shipped the payments API you use.',
    );
  });

  it('applies without a body or with a blank note (no note), and refuses a note that is too long', async () => {
    const noBody = await apply((await newJob()).id);
    expect(noBody.status).toBe(201);
    expect(noBody.body.application.note).toBeNull();
    const blank = await apply((await newJob()).id, { note: '   ' });
    expect(blank.status).toBe(201);
    expect(blank.body.application.note).toBeNull();

    const job = await newJob();
    const long = await apply(job.id, { note: 'x'.repeat(APPLY_NOTE_MAX + 1) });
    expect(long).toMatchObject({ status: 400, body: { message: applicationMessages.noteTooLong } });
    expect(await t.database.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
    expect((await apply(job.id, { note: 'x'.repeat(APPLY_NOTE_MAX) })).status).toBe(201);
  });

  it('withdraws with a history entry and no mail; the employer sees Withdrawn and can no longer change it', async () => {
    const job = await newJob('Platform Engineer');
    const id = (await apply(job.id)).body.application._id as string;
    expect((await setStatus(id, 'Interview')).status).toBe(200);
    await t.app.backgroundWork.drain();
    const mailsBefore = t.mailer.sent.length;

    const res = await withdraw(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: applicationMessages.withdrawn,
      application: { _id: id, status: 'Withdrawn' },
    });
    expect(res.body.application.history.map((e: { to: string; by: string }) => [e.to, e.by])).toEqual([
      ['Applied', 'applicant'],
      ['Interview', 'employer'],
      ['Withdrawn', 'applicant'],
    ]);
    await t.app.backgroundWork.drain();
    expect(t.mailer.sent.length).toBe(mailsBefore);

    const detail = await call(t.app, 'GET', `/api/jobs/${job.id}`, { token: seekerToken });
    expect(detail.body.applicationStatus).toBe('Withdrawn');

    const change = await setStatus(id, 'Hired');
    expect(change).toMatchObject({
      status: 409,
      body: { message: applicationMessages.withdrawnByApplicant },
    });
    const again = await withdraw(id);
    expect(again).toMatchObject({ status: 409, body: { message: applicationMessages.alreadyWithdrawn } });
    // The employer cannot set Withdrawn either: it is the applicant's to choose.
    expect((await setStatus(id, 'Withdrawn')).status).toBe(400);
  });

  it('keeps withdrawn applicants out of the ranked list and its total, and lists them under Withdrawn', async () => {
    const job = await newJob('Data Engineer');
    const kept = (await apply(job.id, undefined, otherToken)).body.application._id as string;
    const gone = (await apply(job.id)).body.application._id as string;
    await withdraw(gone);

    const page = await call(t.app, 'GET', `/api/applications/job/${job.id}/page`, { token: employerToken });
    expect(page.status).toBe(200);
    expect(page.body.applications.map((a: { _id: string }) => a._id)).toEqual([kept]);
    expect(page.body.total).toBe(1);
    expect(page.body.counts).toMatchObject({ all: 1, Applied: 1, Withdrawn: 1 });

    const withdrawn = await call(t.app, 'GET', `/api/applications/job/${job.id}/page?status=Withdrawn`, {
      token: employerToken,
    });
    expect(withdrawn.body.applications).toMatchObject([{ _id: gone, status: 'Withdrawn' }]);
    expect(withdrawn.body.total).toBe(1);

    const mine = await call(t.app, 'GET', '/api/jobs/get-jobs-employer', { token: employerToken });
    expect(mine.body.jobs.find((j: { _id: string }) => j._id === job.id).applicationCount).toBe(1);
  });

  it('refuses to withdraw a final decision, and someone else’s or an unknown application', async () => {
    const job = await newJob();
    const id = (await apply(job.id)).body.application._id as string;
    for (const status of ['Hired', 'Rejected']) {
      await setStatus(id, status);
      expect(await withdraw(id)).toMatchObject({
        status: 409,
        body: { message: applicationMessages.cannotWithdraw },
      });
    }
    await setStatus(id, 'Accepted');
    expect((await withdraw(id, otherToken)).status).toBe(404);
    expect((await withdraw(UNKNOWN_ID)).status).toBe(404);
    expect((await withdraw('not-an-id')).status).toBe(404);
    expect((await withdraw(id, employerToken)).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/applications/${id}/withdraw`)).status).toBe(401);
    // From Accepted the applicant may still decline.
    expect((await withdraw(id)).body.application.status).toBe('Withdrawn');
  });

  it('applies again on the same application while the job is open: Applied, a new note, one more event', async () => {
    const job = await newJob('Site Reliability Engineer');
    const first = await apply(job.id, { note: 'First try.' });
    const id = first.body.application._id as string;
    await withdraw(id);
    const preview = await call(t.app, 'GET', `/api/applications/match/${job.id}`, { token: seekerToken });
    expect(preview.body.applied).toBe(false);

    const again = await apply(job.id, { note: 'Back, with Kubernetes now.' });
    expect(again.status).toBe(201);
    expect(again.body.application).toMatchObject({
      _id: id,
      status: 'Applied',
      note: 'Back, with Kubernetes now.',
    });
    expect(
      again.body.application.history.map((e: { from: string | null; to: string }) => [e.from, e.to]),
    ).toEqual([
      [null, 'Applied'],
      ['Applied', 'Withdrawn'],
      ['Withdrawn', 'Applied'],
    ]);
    const rows = await t.database.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect((await apply(job.id)).status).toBe(409);
    expect((await setStatus(id, 'In Review')).status).toBe(200);
  });

  it('does not take an application again once the job is closed or removed', async () => {
    const closed = await newJob();
    const id = (await apply(closed.id)).body.application._id as string;
    await withdraw(id);
    await t.database.db.update(jobs).set({ isClosed: true }).where(eq(jobs.id, closed.id));
    expect(await apply(closed.id)).toMatchObject({
      status: 400,
      body: { message: applicationMessages.jobClosed },
    });

    const removed = await newJob();
    const other = (await apply(removed.id)).body.application._id as string;
    await withdraw(other);
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, removed.id));
    expect((await apply(removed.id)).status).toBe(404);
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: seekerToken });
    expect(mine.body.find((a: { _id: string }) => a._id === other).status).toBe('Withdrawn');
  });
});
