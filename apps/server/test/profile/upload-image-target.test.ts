import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, account } from '../helper';
import { makeImage } from './fixtures';
import { upload } from './multipart';
import { me } from './util';

describe('POST /api/auth/upload-image?target=', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a target it does not know, with a message naming the parameter, and stores nothing', async () => {
    const { token } = await account(t);
    const res = await upload(t.app, '/api/auth/upload-image?target=banner', {
      token,
      files: [{ field: 'image', fileName: 'me.png', data: await makeImage('png') }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/target/);
    expect((await me(t, token)).avatar).toBeFalsy();
  });
});
