import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { createUser } from '../../src/db/seed/factories';
import * as passwords from '../../src/services/auth/passwords';
import { call, createTestApp, type TestApp, login, uniqueEmail, PASSWORD } from '../helper';

const LINK_RE = /\/reset-password\/([A-Za-z0-9_-]+)/;
const BOGUS = 'made-up-token-000000000000000000000000000000';

describe('reset-password against abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const reset = (token: string, password: string, ip?: string) =>
    call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password }, ...(ip ? { ip } : {}) });

  async function resetToken(email: string): Promise<string> {
    expect((await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    await t.app.backgroundWork.drain();
    return t.mailer.last(email)!.text.match(LINK_RE)![1]!;
  }

  it('does not hash the new password for a link that is not valid', async () => {
    const hashing = vi.spyOn(passwords, 'hashPassword');
    const res = await reset(BOGUS, 'NewPassword2', '198.51.100.30');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: serverMessages.resetLinkInvalid });
    expect(hashing).not.toHaveBeenCalled();
  });

  it('refuses more than 30 attempts an hour from one address with 429, but not from another', async () => {
    const ip = '198.51.100.31';
    for (let i = 0; i < 30; i++) expect((await reset(BOGUS, 'NewPassword2', ip)).status).toBe(400);
    const blocked = await reset(BOGUS, 'NewPassword2', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: serverMessages.tooManyAttempts });
    expect((await reset(BOGUS, 'NewPassword2', '198.51.100.32')).status).toBe(400);
  });

  it('spends every other outstanding link of the account when one is used', async () => {
    const email = uniqueEmail('many-links');
    await createUser(t.database.db, { email });
    const links = [await resetToken(email), await resetToken(email), await resetToken(email)];
    expect(new Set(links).size).toBe(3);
    expect((await reset(links[0]!, 'NewPassword2')).status).toBe(200);
    for (const link of links.slice(1)) {
      const res = await reset(link, 'Attacker3pass');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: serverMessages.resetLinkInvalid });
    }
    expect((await login(t, email, 'NewPassword2')).status).toBe(200);
    expect((await login(t, email, PASSWORD)).status).toBe(401);
  });
});
