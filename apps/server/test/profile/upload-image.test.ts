import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, profileMessages, serverMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, account } from '../helper';
import { fakeExecutable, makeImage, makeJpegWithExif, SVG, TEXT_FILE } from './fixtures';
import { upload } from './multipart';
import { me, userRow } from './util';

const IMAGE_URL = /^\/uploads\/images\/[0-9a-f-]{36}\.webp$/;

describe('POST /api/auth/upload-image', () => {
  let t: TestApp;
  let imagesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    imagesDir = path.join(t.config.dataDir, 'uploads', 'images');
  });
  afterAll(() => t.close());

  const storedImages = () => (existsSync(imagesDir) ? readdirSync(imagesDir).sort() : []);
  const stored = (url: string) => readFileSync(path.join(imagesDir, path.basename(url)));

  /** Uploads `data` as `fileName` and expects `status` with `message`, and nothing new on disk. */
  async function refused(token: string, data: Buffer, fileName: string, status: number, message: string) {
    const before = storedImages();
    const res = await upload(t.app, '/api/auth/upload-image?target=avatar', {
      token,
      files: [{ field: 'image', fileName, data, contentType: 'image/png' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toEqual({ message });
    expect(storedImages()).toEqual(before);
  }

  for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
    it(`stores a ${format.toUpperCase()} picture as WebP and serves it publicly`, async () => {
      const { user, token } = await account(t);
      const picture = await makeImage(format, 80, 60);
      const res = await upload(t.app, '/api/auth/upload-image', {
        token,
        files: [{ field: 'image', fileName: `me.${format}`, data: picture, contentType: `image/${format}` }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(profileMessages.avatarUploaded);
      expect(res.body.imageUrl).toMatch(IMAGE_URL);
      expect(res.body.avatar).toBe(res.body.imageUrl);

      const onDisk = stored(res.body.imageUrl);
      const meta = await sharp(onDisk).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([80, 60]); // small pictures are not enlarged

      const served = await t.app.inject({ method: 'GET', url: res.body.imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(onDisk)).toBe(true);

      // Without a target the picture is only stored (the company screen uses imageUrl itself).
      expect((await me(t, token)).avatar).toBeNull();
      expect((await userRow(t, user.id)).avatar).toBeNull();
    });
  }

  it('drops EXIF metadata and scales the picture to at most 512 px a side', async () => {
    const { token } = await account(t);
    const original = await makeJpegWithExif(1600, 1200);
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif).toBeInstanceOf(Buffer); // the fixture really carries EXIF
    expect(originalMeta.exif!.toString('latin1')).toContain('Secret Person');

    const res = await upload(t.app, '/api/auth/upload-image', {
      token,
      files: [{ field: 'image', fileName: 'holiday.jpg', data: original, contentType: 'image/jpeg' }],
    });
    expect(res.status).toBe(200);
    const onDisk = stored(res.body.imageUrl);
    const meta = await sharp(onDisk).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(384);
    expect(onDisk.toString('latin1')).not.toContain('Secret Person');
    expect(onDisk.toString('latin1')).not.toContain('SpyCam');

    const tall = await upload(t.app, '/api/auth/upload-image', {
      token,
      files: [{ field: 'image', fileName: 'tall.png', data: await makeImage('png', 300, 1500) }],
    });
    expect(tall.status).toBe(200);
    const tallMeta = await sharp(stored(tall.body.imageUrl)).metadata();
    expect(Math.max(tallMeta.width!, tallMeta.height!)).toBe(512);
    expect(tallMeta.height).toBe(512);
  });

  it('accepts a picture larger than the 1 MB JSON body limit but under 5 MB', async () => {
    const { token } = await account(t);
    const noise = randomBytes(1000 * 800 * 3);
    const big = await sharp(noise, { raw: { width: 1000, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(big.length).toBeLessThan(IMAGE_MAX_BYTES);
    const res = await upload(t.app, '/api/auth/upload-image', {
      token,
      files: [{ field: 'image', fileName: 'big.png', data: big }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imageUrl).toMatch(IMAGE_URL);
  });

  it('sets the avatar at once with ?target=avatar (or a target field)', async () => {
    const { user, token } = await account(t);
    const res = await upload(t.app, '/api/auth/upload-image?target=avatar', {
      token,
      files: [{ field: 'image', fileName: 'me.png', data: await makeImage('png') }],
    });
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(IMAGE_URL);
    expect((await me(t, token)).avatar).toBe(res.body.avatar);
    expect((await userRow(t, user.id)).avatar).toBe(res.body.avatar);

    const viaField = await upload(t.app, '/api/auth/upload-image', {
      token,
      fields: { target: 'avatar' },
      files: [{ field: 'image', fileName: 'me2.png', data: await makeImage('png') }],
    });
    expect(viaField.status).toBe(200);
    expect(viaField.body.avatar).not.toBe(res.body.avatar);
    expect((await me(t, token)).avatar).toBe(viaField.body.avatar);

    // The replaced avatar is deleted; the current one is a URL the profile save accepts.
    expect((await call(t.app, 'GET', res.body.avatar)).status).toBe(404);
    const saved = await call(t.app, 'PUT', '/api/user/profile', {
      token,
      body: { avatar: viaField.body.avatar },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user.avatar).toBe(viaField.body.avatar);
  });

  it('refuses an SVG (415)', async () => {
    const { user, token } = await account(t);
    await refused(token, SVG, 'logo.svg', 415, profileMessages.imageNotValid);
    await refused(token, SVG, 'logo.png', 415, profileMessages.imageNotValid);
    expect((await userRow(t, user.id)).avatar).toBeNull();
  });

  it('refuses a text file named .png (415), saying it is not a valid image', async () => {
    const { token } = await account(t);
    await refused(token, TEXT_FILE, 'photo.png', 415, profileMessages.imageNotValid);
  });

  it('refuses a renamed executable (415)', async () => {
    const { user, token } = await account(t);
    await refused(token, fakeExecutable(), 'photo.jpg', 415, profileMessages.imageNotValid);
    expect((await userRow(t, user.id)).avatar).toBeNull();
  });

  it('refuses a damaged picture whose first bytes look like a JPEG (415)', async () => {
    const { token } = await account(t);
    const jpeg = await makeImage('jpeg');
    const broken = Buffer.concat([jpeg.subarray(0, 32), Buffer.alloc(2000, 0x41)]);
    await refused(token, broken, 'photo.jpg', 415, profileMessages.imageNotValid);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const { token } = await account(t);
    const jpeg = await makeImage('jpeg');
    const huge = Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES + 1 - jpeg.length)]);
    expect(huge.length).toBe(IMAGE_MAX_BYTES + 1);
    await refused(token, huge, 'huge.jpg', 413, profileMessages.imageTooLarge);
    const bigger = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]);
    await refused(token, bigger, 'huge.jpg', 413, profileMessages.imageTooLarge);
  });

  it('answers 400 when no file is sent', async () => {
    const { token } = await account(t);
    const fieldsOnly = await upload(t.app, '/api/auth/upload-image', { token, fields: { target: 'avatar' } });
    expect(fieldsOnly.status).toBe(400);
    expect(fieldsOnly.body.message).toBe(profileMessages.fileMissing);

    const wrongField = await upload(t.app, '/api/auth/upload-image', {
      token,
      files: [{ field: 'avatar', fileName: 'me.png', data: await makeImage('png') }],
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(profileMessages.fileMissing);

    const empty = await upload(t.app, '/api/auth/upload-image', {
      token,
      files: [{ field: 'image', fileName: 'empty.png', data: Buffer.alloc(0) }],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(profileMessages.fileMissing);

    const json = await call(t.app, 'POST', '/api/auth/upload-image', { token, body: { image: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(profileMessages.fileMissing);
  });

  it('needs a signed-in user (401) and stores nothing', async () => {
    const before = storedImages();
    const res = await upload(t.app, '/api/auth/upload-image?target=avatar', {
      files: [{ field: 'image', fileName: 'me.png', data: await makeImage('png') }],
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(serverMessages.notSignedIn);
    expect(storedImages()).toEqual(before);
  });

  it('serves only stored WebP names', async () => {
    const missing = await call(t.app, 'GET', '/uploads/images/0f1e2d3c-aaaa-4bbb-8ccc-123456789abc.webp');
    expect(missing.status).toBe(404);
    for (const url of [
      '/uploads/images/..%2F..%2Fsecrets.webp',
      '/uploads/images/a.png',
      '/uploads/images/a.svg',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect([400, 404], url).toContain(res.status);
      expect(res.headers['content-type']).not.toBe('image/webp');
    }
  });
});
