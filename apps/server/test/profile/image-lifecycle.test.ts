import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { profileMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../../src/lib/storage';
import {
  collectUnusedImages,
  UNBOUND_IMAGE_QUOTA,
  UNBOUND_IMAGE_TTL_MS,
} from '../../src/services/profile/uploaded-images';
import { call, createTestApp, type TestApp, account, signIn } from '../helper';
import { makeImage } from './fixtures';
import { upload } from './multipart';
import { uploadedPicture, userRow } from './util';

/** Uploaded pictures belong to their uploader, are bound by a profile save and never pile up (L7). */
describe('uploaded picture lifecycle', () => {
  let t: TestApp;
  let imagesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    imagesDir = path.join(t.config.dataDir, 'uploads', 'images');
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(imagesDir, path.basename(url)));
  const storedCount = () => (existsSync(imagesDir) ? readdirSync(imagesDir).length : 0);

  const uploaded = (token: string) => uploadedPicture(t, token);

  async function uploadedAsAvatar(token: string): Promise<string> {
    const res = await upload(t.app, '/api/auth/upload-image?target=avatar', {
      token,
      files: [{ field: 'image', fileName: 'me.png', data: await makeImage('png') }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.avatar as string;
  }

  const save = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'PUT', '/api/user/profile', { token, body });

  it('keeps only the current avatar on disk when avatars are uploaded and saved in a row', async () => {
    const { user, token } = await account(t);
    const urls: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const url = await uploaded(token);
      urls.push(url);
      const res = await save(token, { avatar: url });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(urls.map(onDisk)).toEqual([false, false, true]);
    expect((await userRow(t, user.id)).avatar).toBe(urls[2]);
    expect((await call(t.app, 'GET', urls[0]!)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: urls[2]! })).statusCode).toBe(200);

    // Saving the same picture again keeps it; removing the avatar deletes the file.
    expect((await save(token, { avatar: urls[2] })).status).toBe(200);
    expect(onDisk(urls[2]!)).toBe(true);
    expect((await save(token, { avatar: null })).status).toBe(200);
    expect(onDisk(urls[2]!)).toBe(false);
  });

  it('deletes the replaced avatar when uploading with ?target=avatar', async () => {
    const { user, token } = await account(t);
    const first = await uploadedAsAvatar(token);
    const second = await uploadedAsAvatar(token);
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
    expect((await userRow(t, user.id)).avatar).toBe(second);
  });

  it("deletes an employer's replaced logo, but not a picture still used as the avatar", async () => {
    const { user, token } = await account(t, 'employer');
    const shared = await uploaded(token);
    expect((await save(token, { avatar: shared, companyLogo: shared })).status).toBe(200);
    const logo = await uploaded(token);
    expect((await save(token, { companyLogo: logo })).status).toBe(200);
    expect(onDisk(shared)).toBe(true);
    const next = await uploaded(token);
    expect((await save(token, { companyLogo: next })).status).toBe(200);
    expect(onDisk(logo)).toBe(false);
    expect(await userRow(t, user.id)).toMatchObject({ avatar: shared, companyLogo: next });
  });

  it('refuses a picture uploaded by someone else (400) and leaves it with its owner', async () => {
    const owner = await account(t, 'employer');
    const other = await account(t, 'employer');
    const url = await uploaded(owner.token);
    for (const body of [{ avatar: url }, { companyLogo: url }, { avatar: { fileUrl: url } }]) {
      const res = await save(other.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ message: profileMessages.imageNotFound });
    }
    expect(await userRow(t, other.user.id)).toMatchObject({ avatar: null, companyLogo: null });
    expect((await save(owner.token, { companyLogo: url })).status).toBe(200);
    expect(onDisk(url)).toBe(true);
  });

  it('refuses a picture URL that was never uploaded (400)', async () => {
    const { token } = await account(t);
    const res = await save(token, { avatar: '/uploads/images/0f1e2d3c-aaaa-4bbb-8ccc-123456789abc.webp' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: profileMessages.imageNotFound });
  });

  it(`allows ${UNBOUND_IMAGE_QUOTA} unsaved uploads a day per user, then answers 429`, async () => {
    const { user, token } = await account(t);
    for (let i = 0; i < UNBOUND_IMAGE_QUOTA; i += 1) await uploaded(token);
    const before = storedCount();
    const refused = await upload(t.app, '/api/auth/upload-image', {
      token,
      files: [{ field: 'image', fileName: 'one-more.png', data: await makeImage('png') }],
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: profileMessages.imageQuota });
    expect(storedCount()).toBe(before);

    // Another user is not affected; a day later the same user may upload again.
    const other = await account(t);
    await uploaded(other.token);
    t.clock.advance(UNBOUND_IMAGE_TTL_MS + 60_000);
    await uploaded((await signIn(t, user.email)).token);
  });

  it('garbage-collects unsaved uploads older than the window and keeps saved ones', async () => {
    const { user, token: firstToken } = await account(t);
    const saved = await uploaded(firstToken);
    expect((await save(firstToken, { avatar: saved })).status).toBe(200);
    const stale = await uploaded(firstToken);
    t.clock.advance(UNBOUND_IMAGE_TTL_MS - 60_000);
    const token = (await signIn(t, user.email)).token;
    const fresh = await uploaded(token);
    t.clock.advance(2 * 60_000);

    const ctx = { db: t.database.db, clock: t.clock, storage: localDiskStorage(path.dirname(imagesDir)) };
    expect(await collectUnusedImages(ctx)).toBeGreaterThanOrEqual(1);
    expect([onDisk(saved), onDisk(stale), onDisk(fresh)]).toEqual([true, false, true]);
    const late = await save(token, { avatar: stale });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ message: profileMessages.imageNotFound });
    expect((await save(token, { avatar: fresh })).status).toBe(200);
  });
});
