import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { profileMessages, RESUME_MAX_BYTES, serverMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { fakeExecutable, makeDocx, makePdf, makeZip, paddedPdf, SVG, TEXT_FILE } from './fixtures';
import { upload } from './multipart';
import { me, userRow } from './util';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const RESUME_URL = /^\/api\/user\/resume\/file\/([0-9a-f-]{36})$/;

describe('resume upload and delete', () => {
  let t: TestApp;
  let resumesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    resumesDir = path.join(t.config.dataDir, 'uploads', 'resumes');
  });
  afterAll(() => t.close());

  const storedResumes = () => (existsSync(resumesDir) ? readdirSync(resumesDir).sort() : []);

  const sendResume = (
    token: string | undefined,
    data: Buffer,
    fileName: string,
    contentType = 'application/pdf',
  ) =>
    upload(t.app, '/api/user/resume', { token, files: [{ field: 'resume', fileName, data, contentType }] });

  /** Uploads `data` and expects `status`/`message`; the profile keeps no resume and nothing is stored. */
  async function refused(account: Account, data: Buffer, fileName: string, status: number, message: string) {
    const before = storedResumes();
    const res = await sendResume(account.token, data, fileName);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toEqual({ message });
    expect(storedResumes()).toEqual(before);
    const row = await userRow(t, account.user.id);
    expect(row.resume).toBeNull();
    expect(row.resumeKey).toBeNull();
    expect(row.resumeText).toBe('');
  }

  it('stores a PDF, answers its details and keeps its text', async () => {
    const seeker = await account(t);
    const pdf = await makePdf([
      'Asha Rao - Platform Engineer',
      'Kubernetes Terraform Observability',
      'Zanzibar quokka',
    ]);
    const res = await sendResume(seeker.token, pdf, 'Asha Rao CV.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(profileMessages.resumeUploaded);
    expect(res.body.resume).toEqual({
      fileUrl: expect.stringMatching(RESUME_URL),
      fileName: 'Asha Rao CV.pdf',
      fileSize: pdf.length,
      fileType: 'application/pdf',
      lastUpdated: t.clock.now().toISOString(),
      textStatus: 'read',
    });
    expect(res.body.user.resume).toEqual(res.body.resume);
    expect((await me(t, seeker.token)).resume).toEqual(res.body.resume);

    const id = RESUME_URL.exec(res.body.resume.fileUrl)![1];
    const row = await userRow(t, seeker.user.id);
    expect(row.resume).toEqual(res.body.resume);
    expect(row.resumeKey).toBe(`resumes/${id}.pdf`);
    expect(row.resumeText).toContain('Kubernetes Terraform Observability');
    expect(row.resumeText).toContain('Zanzibar quokka');
    expect(readFileSync(path.join(resumesDir, `${id}.pdf`)).equals(pdf)).toBe(true);
    // The storage key stays on the server.
    expect(JSON.stringify(res.body)).not.toContain('resumeKey');
    expect(JSON.stringify(res.body)).not.toContain('resumeText');
  });

  it('stores a DOCX and keeps its text', async () => {
    const seeker = await account(t);
    const docx = await makeDocx(['Ravi Kumar', 'Skills: Elixir Phoenix LiveView', 'Capybara wrangler']);
    const res = await sendResume(seeker.token, docx, 'ravi.docx', DOCX_MIME);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resume).toEqual({
      fileUrl: expect.stringMatching(RESUME_URL),
      fileName: 'ravi.docx',
      fileSize: docx.length,
      fileType: DOCX_MIME,
      lastUpdated: t.clock.now().toISOString(),
      textStatus: 'read',
    });
    const row = await userRow(t, seeker.user.id);
    expect(row.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}\.docx$/);
    expect(row.resumeText).toContain('Elixir Phoenix LiveView');
    expect(row.resumeText).toContain('Capybara wrangler');
  });

  it('names the file by its contents, without any path', async () => {
    const seeker = await account(t);
    const pdf = await makePdf(['x']);
    const renamed = await sendResume(seeker.token, pdf, 'cv.txt');
    expect(renamed.status).toBe(200);
    expect(renamed.body.resume).toMatchObject({ fileName: 'cv.txt.pdf', fileType: 'application/pdf' });
    const withPath = await sendResume(seeker.token, pdf, '../../etc/My CV.PDF');
    expect(withPath.status).toBe(200);
    expect(withPath.body.resume.fileName).toBe('My CV.PDF');
    const blank = await sendResume(seeker.token, pdf, '   ');
    expect(blank.status).toBe(200);
    expect(blank.body.resume.fileName).toBe('resume.pdf');
  });

  it('refuses a text file named .pdf (415), saying it is not a valid PDF', async () => {
    await refused(await account(t), TEXT_FILE, 'resume.pdf', 415, profileMessages.resumeNotPdf);
    await refused(await account(t), TEXT_FILE, 'resume.docx', 415, profileMessages.resumeNotWord);
    await refused(await account(t), TEXT_FILE, 'resume.txt', 415, profileMessages.resumeWrongType);
  });

  it('refuses a renamed executable (415)', async () => {
    await refused(await account(t), fakeExecutable(), 'resume.pdf', 415, profileMessages.resumeNotPdf);
    await refused(await account(t), fakeExecutable(), 'resume.docx', 415, profileMessages.resumeNotWord);
  });

  it('refuses an SVG (415)', async () => {
    await refused(await account(t), SVG, 'resume.svg', 415, profileMessages.resumeWrongType);
    await refused(await account(t), SVG, 'resume.pdf', 415, profileMessages.resumeNotPdf);
  });

  it('refuses a ZIP that is not a Word document, and a picture (415)', async () => {
    await refused(await account(t), makeZip(), 'resume.docx', 415, profileMessages.resumeNotWord);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await refused(await account(t), png, 'resume.pdf', 415, profileMessages.resumeNotPdf);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const eleven = paddedPdf(11 * 1024 * 1024);
    expect(eleven.subarray(0, 8).toString()).toBe('%PDF-1.4');
    await refused(await account(t), eleven, 'big.pdf', 413, profileMessages.resumeTooLarge);
    await refused(
      await account(t),
      paddedPdf(RESUME_MAX_BYTES + 1),
      'big.pdf',
      413,
      profileMessages.resumeTooLarge,
    );
  });

  it('answers 400 without a file and 401 without a token', async () => {
    const seeker = await account(t);
    const none = await upload(t.app, '/api/user/resume', { token: seeker.token, fields: { note: 'x' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(profileMessages.fileMissing);
    const wrongField = await upload(t.app, '/api/user/resume', {
      token: seeker.token,
      files: [{ field: 'file', fileName: 'cv.pdf', data: await makePdf(['x']) }],
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(profileMessages.fileMissing);

    const before = storedResumes();
    const anonymous = await sendResume(undefined, await makePdf(['x']), 'cv.pdf');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(serverMessages.notSignedIn);
    expect(storedResumes()).toEqual(before);
    expect((await call(t.app, 'DELETE', '/api/user/resume')).status).toBe(401);
  });

  it('replacing the resume removes the old file from disk', async () => {
    const seeker = await account(t);
    const first = await sendResume(seeker.token, await makePdf(['First version Alpha']), 'v1.pdf');
    expect(first.status).toBe(200);
    const firstKey = (await userRow(t, seeker.user.id)).resumeKey!;
    const firstFile = path.join(t.config.dataDir, 'uploads', firstKey);
    expect(existsSync(firstFile)).toBe(true);

    t.clock.advance(60_000);
    const docx = await makeDocx(['Second version Bravo']);
    const second = await sendResume(seeker.token, docx, 'v2.docx', DOCX_MIME);
    expect(second.status).toBe(200);
    expect(second.body.resume.fileUrl).not.toBe(first.body.resume.fileUrl);
    expect(second.body.resume.lastUpdated).toBe(t.clock.now().toISOString());
    const row = await userRow(t, seeker.user.id);
    expect(row.resumeKey).not.toBe(firstKey);
    expect(existsSync(firstFile)).toBe(false);
    expect(readFileSync(path.join(t.config.dataDir, 'uploads', row.resumeKey!)).equals(docx)).toBe(true);
    expect(row.resumeText).toContain('Second version Bravo');
    expect(row.resumeText).not.toContain('Alpha');

    // The old link is gone, even for the owner.
    const old = await call(t.app, 'GET', first.body.resume.fileUrl, { token: seeker.token });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(profileMessages.noFileToDownload);
  });

  it('a refused replacement keeps the current resume', async () => {
    const seeker = await account(t);
    const pdf = await makePdf(['Keeper Charlie']);
    const first = await sendResume(seeker.token, pdf, 'keep.pdf');
    const key = (await userRow(t, seeker.user.id)).resumeKey!;
    const bad = await sendResume(seeker.token, TEXT_FILE, 'bad.pdf');
    expect(bad.status).toBe(415);
    expect((await me(t, seeker.token)).resume).toEqual(first.body.resume);
    expect(readFileSync(path.join(t.config.dataDir, 'uploads', key)).equals(pdf)).toBe(true);
  });

  it('DELETE removes the file and the resume; a second delete is 400', async () => {
    const seeker = await account(t);
    const up = await sendResume(seeker.token, await makePdf(['Delete me Delta']), 'gone.pdf');
    expect(up.status).toBe(200);
    const file = path.join(t.config.dataDir, 'uploads', (await userRow(t, seeker.user.id)).resumeKey!);
    expect(existsSync(file)).toBe(true);

    const del = await call(t.app, 'DELETE', '/api/user/resume', {
      token: seeker.token,
      body: { resumeUrl: up.body.resume.fileUrl },
    });
    expect(del.status).toBe(200);
    expect(del.body.success).toBe(true);
    expect(del.body.message).toBe(profileMessages.resumeDeleted);
    expect(del.body.user.resume).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect((await me(t, seeker.token)).resume).toBeNull();
    const row = await userRow(t, seeker.user.id);
    expect(row).toMatchObject({ resume: null, resumeKey: null, resumeText: '' });

    const again = await call(t.app, 'DELETE', '/api/user/resume', { token: seeker.token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(profileMessages.resumeMissing);

    const download = await call(t.app, 'GET', up.body.resume.fileUrl, { token: seeker.token });
    expect(download.status).toBe(404);
  });
});
