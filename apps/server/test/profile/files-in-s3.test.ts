import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { profileMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_CACHE_MS } from '../../src/lib/readiness';
import { s3Storage } from '../../src/lib/s3-storage';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';
import { startObjectStore, type TestObjectStore } from '../system/test-services';
import { makePdf } from './fixtures';
import { upload } from './multipart';
import { employerWithApplicant, uploadedPicture, userRow } from './util';

/** Shows the operator the reasons in /api/ready. */
const METRICS_TOKEN = 'metrics-token-for-the-s3-test-0123456789';

/** With S3_* set, uploads go to the bucket and come back through the API, byte for byte. */
describe('files in an S3 bucket', () => {
  let objectStore: TestObjectStore;
  let t: TestApp;
  let seeker: Account;
  let resume: Buffer;
  let fileUrl: string;

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    objectStore = await startObjectStore();
    t = await createTestApp({ ...objectStore.env, METRICS_TOKEN });
    seeker = await account(t);
    // A real PDF with a tail of random bytes: several read chunks, every byte value.
    resume = Buffer.concat([
      await makePdf(['Mira Das', 'Data engineer']),
      Buffer.from('\n%'),
      randomBytes(300_000),
    ]);
    const res = await upload(t.app, '/api/user/resume', {
      token: seeker.token,
      files: [{ field: 'resume', fileName: 'Mira Das CV.pdf', data: resume, contentType: 'application/pdf' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fileUrl = res.body.resume.fileUrl;
  });
  let storeClosed = false;
  afterAll(async () => {
    await t.close();
    if (!storeClosed) await objectStore.close();
  });

  it('downloads an uploaded resume intact, for its owner and an employer it was sent to', async () => {
    // Nothing on the local disk: the bucket holds the file.
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    const own = await get(fileUrl, seeker.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-length']).toBe(String(resume.length));
    expect(own.rawPayload.equals(resume)).toBe(true);

    const employer = await employerWithApplicant(t, seeker.user);
    expect((await get(fileUrl, employer.token)).rawPayload.equals(resume)).toBe(true);
    const stranger = await account(t, 'employer');
    expect((await get(fileUrl, stranger.token)).statusCode).toBe(404);
  });

  it('opens a view link from the bucket', async () => {
    const link = await call(t.app, 'POST', `${fileUrl}/view-link`, { token: seeker.token });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const view = await get(link.body.url);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-disposition']).toBe('inline; filename="Mira Das CV.pdf"');
    expect(view.rawPayload.equals(resume)).toBe(true);
  });

  it('serves an uploaded picture from the bucket', async () => {
    const url = await uploadedPicture(t, seeker.token);
    const picture = await get(url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(picture.headers['content-length']).toBe(String(picture.rawPayload.length));
  });

  it('answers 404 when the file is gone from the bucket, and removes it with the resume', async () => {
    const key = (await userRow(t, seeker.user.id)).resumeKey!;
    const bucket = s3Storage(objectStore.config);
    try {
      expect(await bucket.storage.get(key)).not.toBeNull();
      expect((await call(t.app, 'DELETE', '/api/user/resume', { token: seeker.token })).status).toBe(200);
      expect(await bucket.storage.get(key)).toBeNull();
    } finally {
      bucket.close();
    }
    const gone = await call(t.app, 'GET', fileUrl, { token: seeker.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: profileMessages.noFileToDownload });
  });

  it('is ready while the bucket answers, and not ready, saying why, once it does not', async () => {
    const ready = () => get('/api/ready', METRICS_TOKEN);
    expect((await ready()).json().checks.storage).toEqual({ status: 'up' });
    await objectStore.close();
    storeClosed = true;
    // Past the second for which a report is reused.
    t.clock.advance(READINESS_CACHE_MS);
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json().checks.storage).toEqual({
      status: 'down',
      reason: expect.stringContaining(
        `bucket hireloop-test at ${objectStore.config.endpoint} cannot be used`,
      ),
    });
  });
});
