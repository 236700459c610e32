import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME, serverMessages, validationMessages } from '@hireloop/shared';
import { passwordResets, users } from '../../src/db/schema';
import { call, createTestApp, type TestApp, login, uniqueEmail, newUser, PASSWORD } from '../helper';
import { me, MINUTE, refresh, verifyEmail } from './util';

const PUBLIC_URL = 'https://jobs.example.test';
const LINK_RE = /https:\/\/jobs\.example\.test\/reset-password\/([A-Za-z0-9_-]+)/;

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip?: string) =>
    call(t.app, 'POST', '/api/auth/forgot-password', { body: { email }, ...(ip ? { ip } : {}) });
  const reset = (token: string, password: string) =>
    call(t.app, 'POST', '/api/auth/reset-password', { body: { token, password } });

  /** Asks for a link and answers the token from the mailed link. */
  async function resetToken(email: string): Promise<string> {
    const res = await forgot(email);
    expect(res.status).toBe(200);
    await t.app.backgroundWork.drain();
    const mail = t.mailer.last(email);
    expect(mail, `no reset mail to ${email}`).toBeDefined();
    return mail!.text.match(LINK_RE)![1]!;
  }

  it('answers the same whether or not the account exists, and mails only the existing account', async () => {
    const { email } = await newUser(t, 'reset', { name: 'Nisha Patel' });
    const ghost = uniqueEmail('ghost');
    const before = t.mailer.sent.length;
    const known = await forgot(email);
    const unknown = await forgot(ghost);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual({ success: true, message: serverMessages.forgotAccepted });
    expect(unknown.body).toEqual(known.body);
    await t.app.backgroundWork.drain();
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.last(email)).toBeDefined();
    expect(t.mailer.last(ghost)).toBeUndefined();
  });

  it('sends no link to a pending (unfinished) account, with the same answer', async () => {
    const email = uniqueEmail('pending');
    await verifyEmail(t, email);
    const before = t.mailer.sent.length;
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: serverMessages.forgotAccepted });
    await t.app.backgroundWork.drain();
    expect(t.mailer.sent.length).toBe(before);
  });

  it('mails a PUBLIC_URL link in text and HTML, with the product name', async () => {
    const { email } = await newUser(t, 'link', { name: 'Nisha Patel' });
    await forgot(email);
    await t.app.backgroundWork.drain();
    const mail = t.mailer.last(email)!;
    const token = mail.text.match(LINK_RE)?.[1];
    expect(token).toBeDefined();
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password/${token}`);
    expect(mail.html).toContain(`${PUBLIC_URL}/reset-password/${token}`);
    expect(mail.html).toMatch(/<a [^>]*href="https:\/\/jobs\.example\.test\/reset-password\//);
    expect(mail.subject).toContain(PRODUCT_NAME);
    expect(mail.text).toContain(PRODUCT_NAME);
    expect(mail.html).toContain(PRODUCT_NAME);
  });

  it('takes the link from PUBLIC_URL, never from the Host or X-Forwarded-Host header', async () => {
    const { email } = await newUser(t, 'host', { name: 'Nisha Patel' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.backgroundWork.drain();
    const mail = t.mailer.last(email)!;
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.text).toMatch(LINK_RE);
  });

  it('makes a random token each time and stores only its hash', async () => {
    const { email, id } = await newUser(t, 'random', { name: 'Nisha Patel' });
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(40);
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, id));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      [first, second].map((x) => createHash('sha256').update(x).digest('hex')).sort(),
    );
  });

  it('resets the password: the new one logs in, the old one does not', async () => {
    const { email } = await newUser(t, 'new-password', { name: 'Nisha Patel' });
    const token = await resetToken(email);
    const res = await reset(token, 'NewPassword2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: serverMessages.passwordResetDone });
    expect((await login(t, email, 'NewPassword2')).status).toBe(200);
    expect((await login(t, email, PASSWORD)).status).toBe(401);
    const row = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('works once: the same link again answers 400', async () => {
    const { email } = await newUser(t, 'once', { name: 'Nisha Patel' });
    const token = await resetToken(email);
    expect((await reset(token, 'NewPassword2')).status).toBe(200);
    const again = await reset(token, 'Another3pass');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: serverMessages.resetLinkInvalid });
    expect((await login(t, email, 'Another3pass')).status).toBe(401);
    expect((await login(t, email, 'NewPassword2')).status).toBe(200);
  });

  it('works once even when the link is used twice at the same moment', async () => {
    const { email } = await newUser(t, 'once-parallel', { name: 'Nisha Patel' });
    const token = await resetToken(email);
    const [a, b] = await Promise.all([reset(token, 'FirstPass1'), reset(token, 'SecondPass2')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'FirstPass1' : 'SecondPass2';
    const loser = a.status === 200 ? 'SecondPass2' : 'FirstPass1';
    expect((await login(t, email, winner)).status).toBe(200);
    expect((await login(t, email, loser)).status).toBe(401);
  });

  it('is valid for one hour: works at 59 minutes, refused at 61', async () => {
    const a = await newUser(t, 'hour-a', { name: 'Nisha Patel' });
    const b = await newUser(t, 'hour-b', { name: 'Nisha Patel' });
    const tokenA = await resetToken(a.email);
    const tokenB = await resetToken(b.email);
    t.clock.advance(59 * MINUTE);
    expect((await reset(tokenA, 'NewPassword2')).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    const late = await reset(tokenB, 'NewPassword2');
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ message: serverMessages.resetLinkInvalid });
    expect((await login(t, b.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a made-up token and a missing one', async () => {
    const res = await reset('made-up-token-000000000000000000000000000000', 'NewPassword2');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: serverMessages.resetLinkInvalid });
    const missing = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { password: 'NewPassword2' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: expect.any(String) });
  });

  it('enforces the password rules, and a refused password does not spend the link', async () => {
    const { email } = await newUser(t, 'rules', { name: 'Nisha Patel' });
    const token = await resetToken(email);
    const cases: [string, string][] = [
      ['', validationMessages.passwordRequired],
      ['Short1', validationMessages.passwordMin8],
      ['ALLUPPER1', validationMessages.passwordLowercase],
      ['alllower1', validationMessages.passwordUppercase],
      ['NoDigitsHere', validationMessages.passwordNumber],
    ];
    for (const [password, message] of cases) {
      const res = await reset(token, password);
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ message });
    }
    const noPassword = await call(t.app, 'POST', '/api/auth/reset-password', { body: { token } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: validationMessages.passwordRequired });
    expect((await reset(token, 'GoodPassword9')).status).toBe(200);
  });

  it('ends every session of the user: old access and refresh tokens answer 401', async () => {
    const { email } = await newUser(t, 'sessions', { name: 'Nisha Patel' });
    const a = (await login(t, email, PASSWORD, { rememberMe: true })).body;
    const b = (await login(t, email, PASSWORD)).body;
    expect((await me(t, a.token)).status).toBe(200);

    const token = await resetToken(email);
    expect((await reset(token, 'NewPassword2')).status).toBe(200);

    for (const s of [a, b]) {
      expect((await me(t, s.token)).status).toBe(401);
      expect((await refresh(t, s.refreshToken)).status).toBe(401);
    }
    const fresh = await login(t, email, 'NewPassword2');
    expect(fresh.status).toBe(200);
    expect((await me(t, fresh.body.token)).status).toBe(200);
  });

  it('lifts a login lock: after a reset the new password works at once', async () => {
    const { email } = await newUser(t, 'unlock', { name: 'Nisha Patel' });
    for (let i = 0; i < 5; i++) await login(t, email, 'Wrong1pass');
    expect((await login(t, email, PASSWORD)).status).toBe(429);
    const token = await resetToken(email);
    expect((await reset(token, 'NewPassword2')).status).toBe(200);
    expect((await login(t, email, 'NewPassword2')).status).toBe(200);
  });
});
