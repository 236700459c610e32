import { eq } from 'drizzle-orm';
import { profileMessages, serverMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { RESUME_VIEW_LINK_SECONDS } from '../../src/services/profile/resume-view-link';
import { call, createTestApp, type TestApp } from '../helper';
import { makeDocx, makePdf } from './fixtures';
import { upload } from './multipart';
import { account, employerWithApplicant, UNKNOWN_ID, type Account } from './util';

/**
 * View links: the URL a frame opens a PDF resume by, without the bearer token. Whoever may download
 * the resume may get one, nobody else; it opens the file only while fresh, while the login it was
 * made for lasts, and while its viewer may still see the file.
 */
describe('resume view links', () => {
  let t: TestApp;
  let owner: Account;
  let hiring: Account & { job: { id: string } };
  let stranger: Account;
  let otherSeeker: Account;
  let fileUrl: string;
  let pdf: Buffer;

  const link = (token: string | undefined, url = fileUrl) =>
    call(t.app, 'POST', `${url}/view-link`, { token });
  const open = (url: string) => t.app.inject({ method: 'GET', url });
  const linkFor = async (who: Account) => {
    const res = await link(who.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.url as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await account(t, 'jobseeker', { name: 'Lena Park' });
    pdf = await makePdf(['Lena Park', 'Rust and Go']);
    const up = await upload(t.app, '/api/user/resume', {
      token: owner.token,
      files: [
        { field: 'resume', fileName: 'Lena Park CV (2026).pdf', data: pdf, contentType: 'application/pdf' },
      ],
    });
    expect(up.status).toBe(200);
    fileUrl = up.body.resume.fileUrl;
    hiring = await employerWithApplicant(t, owner.user);
    stranger = await account(t, 'employer');
    await insertJob(t.database.db, stranger.user);
    otherSeeker = await account(t);
  });
  afterAll(() => t.close());

  it("gives the owner a same-origin link ending in the file's name that opens the PDF inline without a token", async () => {
    const url = await linkFor(owner);
    expect(url).toMatch(
      /^\/api\/user\/resume\/view\/Lena%20Park%20CV%20\(2026\)\.pdf\?token=[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(url).not.toContain(owner.token);
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="Lena Park CV (2026).pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('gives one to an employer holding an application from the owner', async () => {
    const res = await open(await linkFor(hiring));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('gives none to an employer without an application from the owner, nor to another job seeker', async () => {
    for (const who of [stranger, otherSeeker]) {
      const res = await link(who.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: profileMessages.noFileToDownload });
      expect(JSON.stringify(res.body)).not.toContain('/resume/view/');
    }
  });

  it('gives none without a token, and none for a made-up or malformed id', async () => {
    const anonymous = await link(undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: serverMessages.notSignedIn });
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '%25']) {
      const res = await link(owner.token, `/api/user/resume/file/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message, id).toBe(profileMessages.noFileToDownload);
    }
  });

  it('stops opening the file once it is older than its lifetime', async () => {
    const url = await linkFor(owner);
    t.clock.advance((RESUME_VIEW_LINK_SECONDS - 1) * 1000);
    expect((await open(url)).statusCode).toBe(200);
    t.clock.advance(2000);
    const late = await open(url);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ message: profileMessages.noFileToDownload });
  });

  it('stops opening the file when the login it was made for ends', async () => {
    const viewer = await account(t, 'jobseeker');
    const own = await upload(t.app, '/api/user/resume', {
      token: viewer.token,
      files: [{ field: 'resume', fileName: 'mine.pdf', data: pdf, contentType: 'application/pdf' }],
    });
    const made = await link(viewer.token, own.body.resume.fileUrl);
    expect(made.status).toBe(200);
    expect((await open(made.body.url)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: viewer.token })).status).toBe(200);
    expect((await open(made.body.url)).statusCode).toBe(404);
  });

  it("stops opening the file for an employer who no longer holds the owner's application", async () => {
    const employer = await employerWithApplicant(t, owner.user);
    const url = await linkFor(employer);
    await t.database.db.delete(applications).where(eq(applications.jobId, employer.job.id));
    expect((await open(url)).statusCode).toBe(404);
  });

  it('refuses a link whose token was altered or left out, and never takes an access token for one or the other way round', async () => {
    const url = await linkFor(owner);
    const [path, token] = url.split('?token=');
    const [header, payload, signature] = token!.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherFile = Buffer.from(JSON.stringify({ ...claims, fid: UNKNOWN_ID })).toString('base64url');
    for (const bad of [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherFile}.${signature}`,
      owner.token,
      'a.b.c',
      'not-a-token',
    ]) {
      const res = await open(`${path}?token=${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toEqual({ message: profileMessages.noFileToDownload });
    }
    const withoutToken = await open(path!);
    expect(withoutToken.statusCode).toBe(404);
    expect(withoutToken.json()).toEqual({ message: profileMessages.noFileToDownload });
    const asBearer = await call(t.app, 'GET', '/api/auth/me', { token: token! });
    expect(asBearer.status).toBe(401);
  });

  it('is refused for a resume that is not a PDF, which only downloads', async () => {
    const seeker = await account(t);
    const up = await upload(t.app, '/api/user/resume', {
      token: seeker.token,
      files: [
        {
          field: 'resume',
          fileName: 'cv.docx',
          data: await makeDocx(['Word resume']),
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ],
    });
    expect(up.status).toBe(200);
    const res = await link(seeker.token, up.body.resume.fileUrl);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: profileMessages.pdfPreviewFailed });
  });
});
