import { profileMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, account } from '../helper';
import { makePdf, TEXT_FILE } from './fixtures';
import { upload } from './multipart';
import { me } from './util';

const TEN_MINUTES = 10 * 60_000;

// Security review DI1: nothing stopped one account from keeping the text workers busy with uploads.
describe('resume uploads per user (DI1)', () => {
  let t: TestApp;
  let pdf: Buffer;
  beforeAll(async () => {
    // The text is not what is tested here: a reader that answers at once spares the workers.
    t = await createTestApp({}, undefined, { extractText: async () => ({ text: 'Resume text' }) });
    pdf = await makePdf(['Resume text']);
  });
  afterAll(() => t.close());

  const send = (token: string, data = pdf, fileName = 'cv.pdf') =>
    upload(t.app, '/api/user/resume', {
      token,
      files: [{ field: 'resume', fileName, data, contentType: 'application/pdf' }],
    });

  it('refuses the 6th upload within 10 minutes with 429, keeping the 5th resume', async () => {
    const seeker = await account(t);
    const statuses: number[] = [];
    let last;
    for (let i = 1; i <= 5; i++) {
      last = await send(seeker.token, pdf, `v${i}.pdf`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await send(seeker.token, pdf, 'v6.pdf');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: profileMessages.resumeUploadLimit });
    expect((await me(t, seeker.token)).resume).toEqual(last!.body.resume);

    // Another account is not affected, and the window passes.
    expect((await send((await account(t)).token)).status).toBe(200);
    t.clock.advance(TEN_MINUTES);
    expect((await send(seeker.token, pdf, 'later.pdf')).status).toBe(200);
  });

  it('counts uploads sent at once: 8 in parallel store 5', async () => {
    const seeker = await account(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(seeker.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('does not count a file refused for its type', async () => {
    const seeker = await account(t);
    for (let i = 0; i < 6; i++) expect((await send(seeker.token, TEXT_FILE, 'notes.pdf')).status).toBe(415);
    for (let i = 0; i < 5; i++) expect((await send(seeker.token)).status).toBe(200);
    expect((await send(seeker.token)).status).toBe(429);
  });
});
