import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@hireloop/shared';
import { insertJob } from '../../src/db/seed/factories';
import { account, call, createTestApp, type TestApp } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };

describe('e-mail preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (token: string) => call(t.app, 'GET', '/api/account/preferences', { token });
  const put = (token: string, body: unknown) =>
    call(t.app, 'PUT', '/api/account/preferences', { token, body });

  it('starts with every e-mail on and keeps what the user switches', async () => {
    const seeker = await account(t);
    expect((await get(seeker.token)).body.preferences).toEqual({
      applicationStatusMails: true,
      jobAlertMails: true,
    });
    const saved = await put(seeker.token, { applicationStatusMails: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: accountMessages.preferencesSaved,
      preferences: { applicationStatusMails: false, jobAlertMails: true },
    });
    await put(seeker.token, { jobAlertMails: false });
    expect((await get(seeker.token)).body.preferences).toEqual({
      applicationStatusMails: false,
      jobAlertMails: false,
    });
  });

  it('refuses a value that is not a switch, and a visitor', async () => {
    const seeker = await account(t);
    const bad = await put(seeker.token, { applicationStatusMails: 'no' });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    expect((await call(t.app, 'GET', '/api/account/preferences')).status).toBe(401);
  });

  async function statusChangeMails(optedOut: boolean, bulk: boolean): Promise<number> {
    const employer = await account(t, 'employer');
    const seeker = await account(t, 'jobseeker', { resume, skills: ['Go'] });
    if (optedOut) await put(seeker.token, { applicationStatusMails: false });
    const job = await insertJob(t.database.db, employer.user, { title: 'Quiet Engineer', keySkills: ['Go'] });
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token });
    expect(applied.status).toBe(201);
    const id = applied.body.application._id as string;
    const changed = bulk
      ? await call(t.app, 'POST', '/api/applications/bulk-status', {
          token: employer.token,
          body: { ids: [id], status: 'Interview' },
        })
      : await call(t.app, 'PUT', `/api/applications/${id}/status`, {
          token: employer.token,
          body: { status: 'Interview' },
        });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await t.app.backgroundWork.drain();
    return t.mailer.sent.filter((m) => m.to === seeker.user.email).length;
  }

  it('sends no status mail to a job seeker who turned them off (single and bulk change)', async () => {
    expect(await statusChangeMails(false, false)).toBe(1);
    expect(await statusChangeMails(true, false)).toBe(0);
    expect(await statusChangeMails(true, true)).toBe(0);
  });
});
