import { profileMessages, serverMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, account, type Account } from '../helper';
import { makeImage, makePdf } from '../profile/fixtures';
import { upload } from '../profile/multipart';

const ROUTES = [
  { url: '/api/user/resume', field: 'resume' },
  { url: '/api/auth/upload-image', field: 'image' },
];

describe('a malformed upload is a 400, never a 500', () => {
  let t: TestApp;
  let seeker: Account;

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await account(t, 'jobseeker');
  });
  afterAll(() => t.close());

  const send = (url: string, payload: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${seeker.token}` },
    });

  describe.each(ROUTES)('POST $url', ({ url, field }) => {
    it('refuses a body that ends before its closing boundary', async () => {
      const res = await send(
        url,
        `--XYZ\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n\r\n%PDF-1.4 x`,
        'multipart/form-data; boundary=XYZ',
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: profileMessages.uploadBroken });
    });

    it('refuses a multipart content type without a boundary', async () => {
      const res = await send(url, '--XYZ\r\n', 'multipart/form-data');
      expect(res.statusCode, res.body).toBe(400);
      expect(typeof res.json().message).toBe('string');
    });

    it('refuses a NUL in the file name or in a text field', async () => {
      const data = field === 'resume' ? await makePdf(['Resume text']) : await makeImage('png');
      const inName = await upload(t.app, url, {
        token: seeker.token,
        files: [{ field, fileName: 'cv\u0000.pdf', data }],
      });
      expect(inName.status, JSON.stringify(inName.body)).toBe(400);
      expect(inName.body).toEqual({ message: serverMessages.textHasNul });

      const inField = await upload(t.app, url, {
        token: seeker.token,
        fields: { target: 'ava\u0000tar' },
        files: [{ field, fileName: 'cv.pdf', data }],
      });
      expect(inField.status, JSON.stringify(inField.body)).toBe(400);
      expect(inField.body).toEqual({ message: serverMessages.textHasNul });
    });
  });
});
