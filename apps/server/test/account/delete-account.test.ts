import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, serverMessages } from '@hireloop/shared';
import {
  applicantNotes,
  applications,
  jobs,
  notifications,
  passwordResets,
  savedJobs,
  sessions,
  uploadedImages,
  users,
} from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import {
  account,
  call,
  createTestApp,
  login,
  PASSWORD,
  signIn,
  signUp,
  type TestApp,
  uniqueEmail,
} from '../helper';
import { makePdf } from '../profile/fixtures';
import { upload } from '../profile/multipart';
import { uploadedPicture } from '../profile/util';

describe('deleting an account', () => {
  let t: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = path.join(t.config.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  const remove = (token: string, body: unknown) =>
    call(t.app, 'POST', '/api/account/delete', { token, body });
  const stored = (key: string) => existsSync(path.join(uploadsDir, key));
  const userById = (id: string) => t.database.db.query.users.findFirst({ where: eq(users.id, id) });

  it("removes a job seeker's profile, resume file, pictures, applications and logins; the e-mail can sign up again", async () => {
    const seeker = await account(t, 'jobseeker', { skills: ['Go'] });
    const uploaded = await upload(t.app, '/api/user/resume', {
      token: seeker.token,
      files: [
        {
          field: 'resume',
          fileName: 'cv.pdf',
          data: await makePdf(['Go developer']),
          contentType: 'application/pdf',
        },
      ],
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const avatar = await uploadedPicture(t, seeker.token);
    const saved = await call(t.app, 'PUT', '/api/user/profile', { token: seeker.token, body: { avatar } });
    expect(saved.status).toBe(200);
    const before = (await userById(seeker.user.id))!;
    const files = [before.resumeKey!, avatar.replace('/uploads/', '')];
    expect(files.map(stored)).toEqual([true, true]);

    const employer = await account(t, 'employer');
    const job = await insertJob(t.database.db, employer.user, { title: 'Go Engineer', keySkills: ['Go'] });
    expect((await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token })).status).toBe(
      201,
    );
    expect((await call(t.app, 'POST', `/api/save-jobs/${job.id}`, { token: seeker.token })).status).toBe(200);
    const other = await signIn(t, seeker.user.email);

    const res = await remove(seeker.token, { password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: accountMessages.accountDeleted });
    await t.app.backgroundWork.drain();

    expect(await userById(seeker.user.id)).toBeUndefined();
    expect(files.map(stored)).toEqual([false, false]);
    const db = t.database.db;
    expect(await db.select().from(applications).where(eq(applications.applicantId, seeker.user.id))).toEqual(
      [],
    );
    expect(await db.select().from(savedJobs).where(eq(savedJobs.userId, seeker.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, seeker.user.id))).toEqual([]);
    expect(await db.select().from(uploadedImages).where(eq(uploadedImages.ownerId, seeker.user.id))).toEqual(
      [],
    );

    // The employer's list no longer has the applicant.
    const listed = await call(t.app, 'GET', `/api/applications/job/${job.id}`, { token: employer.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(seeker.user.email);

    // Signed out everywhere; the old credentials fail; the address signs up afresh.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: seeker.token })).status).toBe(401);
    const refresh = await call(t.app, 'POST', '/api/auth/refresh', {
      body: { refreshToken: other.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const again = await login(t, seeker.user.email, PASSWORD);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(serverMessages.invalidCredentials);
    const fresh = await signUp(t, { email: seeker.user.email, password: 'Another-Pass1' });
    expect(fresh.user.email).toBe(seeker.user.email);
    expect(fresh.user._id).not.toBe(seeker.user.id);
  });

  it("closes an employer's jobs and keeps them for the people who applied", async () => {
    const employer = await account(t, 'employer', { email: uniqueEmail('hr', 'robot-works.io') });
    const logo = await uploadedPicture(t, employer.token);
    const saved = await call(t.app, 'PUT', '/api/user/profile', {
      token: employer.token,
      body: { companyLogo: logo, companyDescription: 'We build robots.' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const seeker = await account(t, 'jobseeker', {
      resume: { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' },
    });
    const open = await insertJob(t.database.db, employer.user, { title: 'Robot Wrangler' });
    await insertJob(t.database.db, employer.user, { title: 'Second Opening' });
    const applied = await call(t.app, 'POST', `/api/applications/${open.id}`, { token: seeker.token });
    expect(applied.status).toBe(201);
    const note = await call(t.app, 'POST', `/api/applications/${applied.body.application._id}/notes`, {
      token: employer.token,
      body: { text: 'Strong candidate' },
    });
    expect(note.status, JSON.stringify(note.body)).toBeLessThan(300);

    const res = await remove(employer.token, { password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.app.backgroundWork.drain();

    const db = t.database.db;
    const rows = await db.select().from(jobs).where(eq(jobs.employerId, employer.user.id));
    expect(rows.map((j) => [j.title, j.isClosed, j.deletedAt]).sort()).toEqual([
      ['Robot Wrangler', true, null],
      ['Second Opening', true, null],
    ]);
    const left = (await userById(employer.user.id))!;
    expect(left.email).not.toBe(employer.user.email);
    expect(left).toMatchObject({ passwordHash: null, name: '', companyLogo: null, companyDescription: '' });
    expect(left.deletedAt).not.toBeNull();
    expect(stored(logo.replace('/uploads/', ''))).toBe(false);
    expect(
      await db.select().from(applicantNotes).where(eq(applicantNotes.authorId, employer.user.id)),
    ).toEqual([]);

    // The applicant still sees the application, now to a closed job.
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: seeker.token });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain('Robot Wrangler');
    const detail = await call(t.app, 'GET', `/api/jobs/${open.id}`, { token: seeker.token });
    expect(detail.status).toBe(200);
    expect(detail.body.isClosed ?? detail.body.job?.isClosed).toBe(true);

    // Nor is there a company page any more (docs/decisions/0021-company-pages.md).
    expect((await call(t.app, 'GET', `/api/companies/${employer.user.id}`)).status).toBe(404);

    expect((await login(t, employer.user.email, PASSWORD)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: employer.token })).status).toBe(401);
    const fresh = await signUp(t, {
      email: employer.user.email,
      role: 'employer',
      companyName: 'Second Life',
    });
    expect(fresh.user.email).toBe(employer.user.email);
  });

  /** Asks for a reset link for `email` and answers its token, as the mail carries it. */
  async function resetLinkToken(email: string): Promise<string> {
    const asked = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(asked.status).toBe(200);
    await t.app.backgroundWork.drain();
    const token = t.mailer.last(email)?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token, `no reset link mailed to ${email}`).toBeDefined();
    return token!;
  }
  const resetWith = (token: string) =>
    call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'Revived123' } });

  it('leaves nothing of an employer to revive: reset links spent, notifications and company fields gone (review DL5)', async () => {
    const employer = await account(t, 'employer', { email: uniqueEmail('hr', 'delcorp.com') });
    const job = await insertJob(t.database.db, employer.user, { title: 'Closing Role' });
    const company = await call(t.app, 'PUT', '/api/user/profile', {
      token: employer.token,
      body: {
        companyName: 'DelCorp',
        companyWebsite: 'https://delcorp.com',
        companySize: '11-50',
        companyLocations: ['Pune'],
      },
    });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    const seeker = await account(t, 'jobseeker', {
      name: 'Kavya Menon',
      resume: { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' },
    });
    expect((await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token })).status).toBe(
      201,
    );
    const bell = await call(t.app, 'GET', '/api/notifications', { token: employer.token });
    expect(JSON.stringify(bell.body)).toContain('Kavya Menon');
    const link = await resetLinkToken(employer.user.email);

    expect((await remove(employer.token, { password: PASSWORD })).status).toBe(200);

    const revived = await resetWith(link);
    expect(revived.status).toBe(400);
    expect(revived.body.message).toBe(serverMessages.resetLinkInvalid);
    const db = t.database.db;
    const left = (await userById(employer.user.id))!;
    expect(left).toMatchObject({
      passwordHash: null,
      companyName: '',
      companyWebsite: '',
      companySize: '',
      companyLocations: [],
    });
    const links = await db.select().from(passwordResets).where(eq(passwordResets.userId, employer.user.id));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.usedAt !== null)).toBe(true);
    expect(await db.select().from(notifications).where(eq(notifications.userId, employer.user.id))).toEqual(
      [],
    );
    // The closed job keeps its own copy of the company name, for the applicant.
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: seeker.token });
    expect(JSON.stringify(mine.body)).toMatch(/Closing Role.*DelCorp|DelCorp.*Closing Role/);

    // The empty record's placeholder address is no account to the sign-up form.
    const lookup = await call(t.app, 'POST', '/api/auth/check-existing-user', {
      body: { email: left.email },
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ exists: false, _id: null });
  });

  it("spends a job seeker's reset link with the account", async () => {
    const seeker = await account(t);
    const link = await resetLinkToken(seeker.user.email);
    expect((await remove(seeker.token, { password: PASSWORD })).status).toBe(200);
    const revived = await resetWith(link);
    expect(revived.status).toBe(400);
    expect(revived.body.message).toBe(serverMessages.resetLinkInvalid);
  });

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const seeker = await account(t);
    const wrong = await remove(seeker.token, { password: 'Not-my-password1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(accountMessages.wrongDeletePassword);
    const missing = await remove(seeker.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(accountMessages.deletePasswordRequired);
    expect(await userById(seeker.user.id)).toBeDefined();
    expect((await call(t.app, 'GET', '/api/auth/me', { token: seeker.token })).status).toBe(200);
  });

  it('answers 429 after 5 wrong passwords', async () => {
    const seeker = await account(t);
    for (let i = 0; i < 5; i++)
      expect((await remove(seeker.token, { password: `Guess-${i}x` })).status).toBe(400);
    const blocked = await remove(seeker.token, { password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(serverMessages.tooManyAttempts);
    expect(await userById(seeker.user.id)).toBeDefined();
  });

  it('needs a signed-in user', async () => {
    const res = await call(t.app, 'POST', '/api/account/delete', { body: { password: PASSWORD } });
    expect(res.status).toBe(401);
  });
});
