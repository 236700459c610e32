import { profileMessages, serverMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account, signIn } from '../helper';
import { makePdf } from './fixtures';
import { upload } from './multipart';
import { employerWithApplicant, UNKNOWN_ID, userRow } from './util';

/** Who may see a job seeker's profile and resume: themself, and employers holding an application from them. */
describe('applicant profile and resume access', () => {
  let t: TestApp;
  let asha: Account & { refreshToken: string };
  let hiring: Account; // holds an application from Asha
  let stranger: Account; // an employer with a job, but no application from Asha
  let otherSeeker: Account;
  let resume: { fileUrl: string; fileName: string; fileSize: number; fileType: string };
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const created = await account(t, 'jobseeker', { name: 'Asha Rao', email: 'asha@example.com' });
    const { refreshToken } = await signIn(t, 'asha@example.com', { rememberMe: true });
    asha = { ...created, refreshToken };
    expect(typeof asha.refreshToken).toBe('string');

    const saved = await call(t.app, 'PUT', '/api/user/profile', {
      token: asha.token,
      body: {
        title: 'Platform Engineer',
        location: 'Pune',
        headline: 'I keep clusters boring.',
        skills: ['Kubernetes', 'Go'],
        employment: [
          {
            title: 'SRE',
            company: 'Northwind',
            startDate: '2020-01',
            endDate: '',
            isCurrentJob: true,
            description: '',
          },
        ],
      },
    });
    expect(saved.status).toBe(200);

    pdf = await makePdf(['Asha Rao', 'Kubernetes and Go']);
    const up = await upload(t.app, '/api/user/resume', {
      token: asha.token,
      files: [{ field: 'resume', fileName: 'Asha CV.pdf', data: pdf, contentType: 'application/pdf' }],
    });
    expect(up.status).toBe(200);
    resume = up.body.resume;

    hiring = await employerWithApplicant(t, asha.user);
    stranger = await account(t, 'employer');
    await insertJob(t.database.db, stranger.user);
    otherSeeker = await account(t, 'jobseeker');
    // The stranger does hold applications, only not from Asha.
    const strangerJob = await insertJob(t.database.db, stranger.user, { title: 'Other role' });
    await t.database.db
      .insert(applications)
      .values({ jobId: strangerJob.id, applicantId: otherSeeker.user.id });
  });
  afterAll(() => t.close());

  describe('GET {resume.fileUrl}', () => {
    async function download(token?: string, url = resume.fileUrl) {
      return t.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    }

    it('gives the owner the same bytes as an attachment, never sniffed', async () => {
      const res = await download(asha.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Asha CV.pdf"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    });

    it('gives it to an employer holding an application from the owner', async () => {
      const res = await download(hiring.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    });

    it('is 404 for an employer without an application from the owner', async () => {
      const res = await download(stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: profileMessages.noFileToDownload });
      expect(res.rawPayload.includes(pdf.subarray(0, 64))).toBe(false);
    });

    it('is 404 for another job seeker', async () => {
      const res = await download(otherSeeker.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: profileMessages.noFileToDownload });
    });

    it('is 401 without a token', async () => {
      const res = await download(undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: serverMessages.notSignedIn });
    });

    it('is 404 for a made-up id, to everyone', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '%25', '..%2F..%2Fetc%2Fpasswd']) {
        const res = await download(asha.token, `/api/user/resume/file/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message, id).toBe(profileMessages.noFileToDownload);
      }
    });

    it('keeps non-ASCII file names out of the header', async () => {
      const seeker = await account(t);
      const up = await upload(t.app, '/api/user/resume', {
        token: seeker.token,
        files: [{ field: 'resume', fileName: 'Résumé.pdf', data: pdf, contentType: 'application/pdf' }],
      });
      expect(up.status).toBe(200);
      const res = await download(seeker.token, up.body.resume.fileUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="R_sum_.pdf"');
    });
  });

  describe('GET /api/user/{id}', () => {
    const noSecrets = async (body: string) => {
      const row = await userRow(t, asha.user.id);
      expect(row.passwordHash).toMatch(/argon2/);
      expect(row.resumeKey).toBeTruthy();
      for (const secret of [
        'argon2',
        'passwordHash',
        'password',
        'resumeKey',
        'resumeText',
        'refreshToken',
        'kycPanMasked',
      ]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toContain(row.resumeKey!);
      expect(body).not.toContain(asha.token);
      expect(body).not.toContain(asha.refreshToken);
    };

    const expectAshaProfile = (body: any) => {
      expect(body).toMatchObject({
        _id: asha.user.id,
        name: 'Asha Rao',
        email: 'asha@example.com',
        role: 'jobseeker',
        title: 'Platform Engineer',
        location: 'Pune',
        headline: 'I keep clusters boring.',
        skills: ['Kubernetes', 'Go'],
        employment: [{ title: 'SRE', company: 'Northwind', isCurrentJob: true, endDate: '' }],
        resume: resume,
      });
    };

    it('answers the user themself', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/${asha.user.id}`,
        headers: { authorization: `Bearer ${asha.token}` },
      });
      expect(res.statusCode).toBe(200);
      expectAshaProfile(res.json());
      await noSecrets(res.body);
    });

    it('answers an employer holding an application from them', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/${asha.user.id}`,
        headers: { authorization: `Bearer ${hiring.token}` },
      });
      expect(res.statusCode).toBe(200);
      expectAshaProfile(res.json());
      await noSecrets(res.body);
    });

    it('is 404 for an employer without an application from them', async () => {
      const res = await call(t.app, 'GET', `/api/user/${asha.user.id}`, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: profileMessages.userNotFound });
    });

    it('is 404 for another job seeker, both ways', async () => {
      const res = await call(t.app, 'GET', `/api/user/${asha.user.id}`, { token: otherSeeker.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: profileMessages.userNotFound });
      const back = await call(t.app, 'GET', `/api/user/${otherSeeker.user.id}`, { token: asha.token });
      expect(back.status).toBe(404);
    });

    it("is 404 for an employer's own profile seen by an applicant", async () => {
      const res = await call(t.app, 'GET', `/api/user/${hiring.user.id}`, { token: asha.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(profileMessages.userNotFound);
    });

    it('is 404 for an unknown or malformed id, and 401 without a token', async () => {
      for (const id of [UNKNOWN_ID, 'nope', '1 or 1=1']) {
        const res = await call(t.app, 'GET', `/api/user/${encodeURIComponent(id)}`, { token: hiring.token });
        expect(res.status, id).toBe(404);
        expect(res.body.message, id).toBe(profileMessages.userNotFound);
      }
      const anonymous = await call(t.app, 'GET', `/api/user/${asha.user.id}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: serverMessages.notSignedIn });
    });
  });
});
