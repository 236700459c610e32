import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validationMessages } from '@hireloop/shared';
import { createUser } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, login, uniqueEmail, newUser, PASSWORD } from '../helper';
import { expectNoSecrets, expectUser, me, MINUTE } from './util';

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an AuthResponse with the User fields and nothing secret', async () => {
    const email = (await newUser(t, 'ok', { name: 'Asha Rao', kycCompleted: true })).email;
    const res = await login(t, email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.any(String),
      token: expect.any(String),
      refreshToken: expect.any(String),
      role: 'jobseeker',
      kycCompleted: true,
      isRegistrationComplete: true,
    });
    expectUser(res.body.user, { email, name: 'Asha Rao', role: 'jobseeker' });
    expectNoSecrets(res.body);
    expect((await me(t, res.body.token)).status).toBe(200);
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    const email = (await newUser(t, 'case', { name: 'Asha Rao' })).email;
    expect((await login(t, `  ${email.toUpperCase()} `, PASSWORD)).status).toBe(200);
  });

  it('gives a wrong e-mail and a wrong password the same status and body', async () => {
    const email = (await newUser(t, 'same', { name: 'Asha Rao' })).email;
    const wrongPassword = await login(t, email, 'Password2');
    const wrongEmail = await login(t, uniqueEmail('nobody'), PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: serverMessages.invalidCredentials });
    expect(wrongEmail.body).toEqual(wrongPassword.body);
  });

  it('checks the input with the login rules', async () => {
    const noPassword = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'a@example.com' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: validationMessages.passwordRequired });
    const short = await login(t, 'a@example.com', 'abc12');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: validationMessages.passwordMin6 });
    const badEmail = await login(t, 'a-at-example.com', PASSWORD);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ message: validationMessages.emailInvalid });
  });

  it('locks an account for an address after 5 failures from it (429 even with the right password), for 15 minutes', async () => {
    const email = (await newUser(t, 'locked', { name: 'Asha Rao' })).email;
    const ip = '198.51.100.1';
    for (let i = 0; i < 5; i++) {
      const res = await login(t, email, `Wrong${i}pass`, { ip });
      expect(res.status).toBe(401);
    }
    const right = await login(t, email, PASSWORD, { ip });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: serverMessages.tooManyAttempts });
    // Other accounts are not affected.
    expect(
      (await login(t, (await newUser(t, 'neighbour', { name: 'Asha Rao' })).email, PASSWORD, { ip })).status,
    ).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(t, email, PASSWORD, { ip })).status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const email = (await newUser(t, 'reset-count', { name: 'Asha Rao' })).email;
    for (let i = 0; i < 4; i++) expect((await login(t, email, 'Wrong1pass')).status).toBe(401);
    expect((await login(t, email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t, email, 'Wrong1pass')).status).toBe(401);
    expect((await login(t, email, PASSWORD)).status).toBe(200);
  });

  it('blocks one address after many failures across accounts, but not a different address', async () => {
    const ip = '203.0.113.50';
    const victim = (await newUser(t, 'by-address', { name: 'Asha Rao' })).email;
    let blockedAt = -1;
    for (let i = 0; i < 25; i++) {
      const res = await login(t, uniqueEmail('spray'), PASSWORD, { ip });
      if (res.status === 429) {
        blockedAt = i;
        expect(res.body).toEqual({ message: serverMessages.tooManyAttempts });
        break;
      }
      expect(res.status).toBe(401);
    }
    expect(blockedAt).toBeGreaterThan(4); // not the per-account limit
    expect(blockedAt).toBeLessThanOrEqual(20);
    // Even a right password from that address is refused now; from another address it works.
    expect((await login(t, victim, PASSWORD, { ip })).status).toBe(429);
    expect((await login(t, victim, PASSWORD, { ip: '203.0.113.51' })).status).toBe(200);
  });

  it('survives a login storm: 30 parallel wrong logins end in 429s, never a 5xx, and the lock holds', async () => {
    const email = (await newUser(t, 'storm', { name: 'Asha Rao' })).email;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t, email, `Storm${i}pass`, { ip: '192.0.2.10' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses).toContain(429);
    // The per-account-and-address limit holds under parallel guesses: at most 5 passwords were tried.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    for (const a of answers) expect(a.body).toEqual({ message: expect.any(String) });
    expect((await login(t, email, PASSWORD, { ip: '192.0.2.10' })).status).toBe(429);
    expect((await login(t, email, PASSWORD, { ip: '192.0.2.11' })).status).toBe(200);
  });

  it('survives a storm across accounts from one address: at most 20 passwords tried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(t, uniqueEmail(`spray${i}`), PASSWORD, { ip: '192.0.2.20' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });
});

describe('login behind a proxy: the client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const loginWithHeaders = (remoteAddress: string, forwardedFor: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('does not let a client on the internet pick a new address with X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await loginWithHeaders('203.0.113.9', `10.1.${i}.${i + 1}`, uniqueEmail('xff'));
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('uses the forwarded address when a local proxy sends it', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await loginWithHeaders('127.0.0.1', '198.51.100.200', uniqueEmail('proxied'));
      expect(res.statusCode).toBe(401);
    }
    expect((await loginWithHeaders('127.0.0.1', '198.51.100.200', uniqueEmail('proxied'))).statusCode).toBe(
      429,
    );
    // Another client behind the same proxy is not blocked.
    expect((await loginWithHeaders('127.0.0.1', '198.51.100.201', uniqueEmail('proxied'))).statusCode).toBe(
      401,
    );
  });
});

describe('login limits and RATE_LIMIT_MULTIPLIER', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '50' });
  });
  afterAll(() => t.close());

  it('keeps the per-account limit at 5 failures whatever the multiplier', async () => {
    const email = uniqueEmail('multiplied');
    await createUser(t.database.db, { email });
    for (let i = 0; i < 5; i++) expect((await login(t, email, 'Wrong1pass')).status).toBe(401);
    expect((await login(t, email, PASSWORD)).status).toBe(429);
  });

  it('raises the per-address limit: 25 failures across accounts from one address are still answered 401', async () => {
    for (let i = 0; i < 25; i++) {
      expect((await login(t, uniqueEmail('many'), PASSWORD, { ip: '203.0.113.60' })).status).toBe(401);
    }
  });
});
