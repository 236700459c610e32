import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, PRODUCT_NAME, serverMessages, validationMessages } from '@hireloop/shared';
import { otpCodes } from '../../src/db/schema';
import { call, createTestApp, type TestApp, uniqueEmail } from '../helper';
import { MINUTE, sendOtp, verifyOtp, wrongCode } from './util';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('sign-up codes (send-otp, verify-otp, resend-otp)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const otpRow = async (email: string) =>
    (await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email)))[0];

  it('mails a 6-digit code and answers success', async () => {
    const email = uniqueEmail('send');
    const res = await sendOtp(t, email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: serverMessages.otpSent });
    const mail = t.mailer.last(email)!;
    expect(mail).toBeDefined();
    const code = t.mailer.lastOtp(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
  });

  it('refuses an employer code for a free-mail address before mailing anything', async () => {
    const email = uniqueEmail('freemail', 'gmail.com');
    for (const path of ['/api/auth/send-otp', '/api/auth/resend-otp']) {
      const res = await call(t.app, 'POST', path, { body: { email, role: 'employer' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: validationMessages.companyEmailRequired });
    }
    expect(t.mailer.last(email)).toBeUndefined();
    expect(await otpRow(email)).toBeUndefined();
  });

  it('mails an employer code for a company address, and a job seeker code for free mail', async () => {
    const company = uniqueEmail('boss', 'acme-robotics.com');
    expect(
      (await call(t.app, 'POST', '/api/auth/send-otp', { body: { email: company, role: 'employer' } }))
        .status,
    ).toBe(200);
    expect(t.mailer.lastOtp(company)).toMatch(/^\d{6}$/);
    const seeker = uniqueEmail('seeker', 'gmail.com');
    expect(
      (await call(t.app, 'POST', '/api/auth/send-otp', { body: { email: seeker, role: 'jobseeker' } }))
        .status,
    ).toBe(200);
    expect(t.mailer.lastOtp(seeker)).toMatch(/^\d{6}$/);
  });

  it('sends the code in plain text and HTML, with the product name', async () => {
    const email = uniqueEmail('content');
    await sendOtp(t, email);
    const mail = t.mailer.last(email)!;
    const code = t.mailer.lastOtp(email);
    expect(mail.subject).toContain(PRODUCT_NAME);
    expect(mail.text).toContain(PRODUCT_NAME);
    expect(mail.text).toContain(code);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain(PRODUCT_NAME);
    expect(mail.html).toContain(code);
  });

  it('normalises the address: a mixed-case e-mail gets the code at its lower-case address', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await sendOtp(t, email);
    expect(res.status).toBe(200);
    const code = t.mailer.lastOtp(email.toLowerCase());
    expect((await verifyOtp(t, email.toUpperCase(), code)).status).toBe(200);
  });

  it('stores the code only hashed (keyed, not a plain SHA-256 of the code)', async () => {
    const email = uniqueEmail('hashed');
    await sendOtp(t, email);
    const code = t.mailer.lastOtp(email);
    const row = await otpRow(email);
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(`"${code}"`);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).not.toBe(sha256(code));
    expect(row!.codeHash).not.toBe(sha256(`${email}:${code}`));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right code once: the second verify of the same code fails', async () => {
    const email = uniqueEmail('once');
    await sendOtp(t, email);
    const code = t.mailer.lastOtp(email);
    const ok = await verifyOtp(t, email, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      message: serverMessages.otpVerified,
      verified: true,
      verificationToken: expect.any(String),
    });
    const again = await verifyOtp(t, email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: expect.any(String) });
  });

  it('is valid for 10 minutes: still good just before, expired 1 s after', async () => {
    const early = uniqueEmail('early');
    const late = uniqueEmail('late');
    await sendOtp(t, early);
    await sendOtp(t, late);
    const earlyCode = t.mailer.lastOtp(early);
    const lateCode = t.mailer.lastOtp(late);

    t.clock.advance(10 * MINUTE - 1000);
    expect((await verifyOtp(t, early, earlyCode)).status).toBe(200);

    t.clock.advance(2000); // 10 min + 1 s after sending
    const expired = await verifyOtp(t, late, lateCode);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: serverMessages.otpExpired });
  });

  it('fails a wrong code with the spec message', async () => {
    const email = uniqueEmail('wrong');
    await sendOtp(t, email);
    const res = await verifyOtp(t, email, wrongCode(t.mailer.lastOtp(email)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: authMessages.verifyOtpFailed });
  });

  it('allows at most 5 wrong tries: the 5th and later answer 429, and then even the right code fails', async () => {
    const email = uniqueEmail('tries');
    await sendOtp(t, email);
    const code = t.mailer.lastOtp(email);
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await verifyOtp(t, email, wrongCode(code, i))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);

    const right = await verifyOtp(t, email, code);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: serverMessages.otpTooManyTries });

    // A new code (after the resend interval) is the way out, and the old code stays dead.
    t.clock.advance(30_000);
    expect((await call(t.app, 'POST', '/api/auth/resend-otp', { body: { email } })).status).toBe(200);
    const fresh = t.mailer.lastOtp(email);
    if (fresh !== code) expect((await verifyOtp(t, email, code)).status).toBe(400);
    expect((await verifyOtp(t, email, fresh)).status).toBe(200);
  });

  it('keeps the 5-try limit when the wrong codes arrive all at once', async () => {
    const email = uniqueEmail('parallel-tries');
    await sendOtp(t, email);
    const code = t.mailer.lastOtp(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyOtp(t, email, wrongCode(code, i + 1))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    // At most 4 wrong tries are answered "wrong, try again"; the 5th and later are refused.
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
    const right = await verifyOtp(t, email, code);
    expect(right.status).toBe(429);
    expect((await otpRow(email))!.verifiedAt).toBeNull();
  });

  it('refuses a resend before 30 seconds (429) and allows it after; the new code replaces the old', async () => {
    const email = uniqueEmail('resend');
    expect((await sendOtp(t, email)).status).toBe(200);
    const first = t.mailer.lastOtp(email);
    const mailsAfterFirst = t.mailer.sent.filter((m) => m.to === email).length;

    const tooSoon = await call(t.app, 'POST', '/api/auth/resend-otp', { body: { email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ message: serverMessages.otpResendTooSoon });
    t.clock.advance(29_000);
    expect((await sendOtp(t, email)).status).toBe(429);
    expect((await call(t.app, 'POST', '/api/auth/resend-otp', { body: { email } })).status).toBe(429);
    expect(t.mailer.sent.filter((m) => m.to === email).length).toBe(mailsAfterFirst);

    t.clock.advance(1000);
    const resent = await call(t.app, 'POST', '/api/auth/resend-otp', { body: { email } });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ success: true, message: serverMessages.otpSent });
    const second = t.mailer.lastOtp(email);
    expect(t.mailer.sent.filter((m) => m.to === email).length).toBe(mailsAfterFirst + 1);
    if (second !== first) expect((await verifyOtp(t, email, first)).status).toBe(400);
    expect((await verifyOtp(t, email, second)).status).toBe(200);
  });

  it('sends one code, not several, when sends for one address arrive all at once', async () => {
    const email = uniqueEmail('parallel-send');
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendOtp(t, email)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
    expect((await verifyOtp(t, email, t.mailer.lastOtp(email))).status).toBe(200);
  });

  it('fails verify when no code was sent', async () => {
    const res = await verifyOtp(t, uniqueEmail('never-sent'), '123456');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('checks the input: e-mail and OTP shape, with the spec messages', async () => {
    const noOtp = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { email: 'a@example.com' } });
    expect(noOtp.status).toBe(400);
    expect(noOtp.body).toEqual({ message: validationMessages.otpRequired });
    const short = await verifyOtp(t, 'a@example.com', '12345');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: validationMessages.otpLength });
    const letters = await verifyOtp(t, 'a@example.com', '12345a');
    expect(letters.status).toBe(400);
    expect(letters.body).toEqual({ message: validationMessages.otpLength });
    const badEmail = await sendOtp(t, 'not-an-email');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ message: validationMessages.emailInvalid });
    const noEmail = await call(t.app, 'POST', '/api/auth/send-otp', { body: {} });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ message: validationMessages.emailRequired });
  });
});

describe('sign-up codes: per-address send limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses more than 30 sends an hour from one address, but not from another', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await sendOtp(t, uniqueEmail('bulk'), '198.51.100.10');
      expect(res.status).toBe(200);
    }
    const blockedEmail = uniqueEmail('bulk');
    const blocked = await sendOtp(t, blockedEmail, '198.51.100.10');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: serverMessages.tooManyAttempts });
    expect(t.mailer.last(blockedEmail)).toBeUndefined();
    expect((await sendOtp(t, uniqueEmail('bulk'), '198.51.100.11')).status).toBe(200);
  });
});
