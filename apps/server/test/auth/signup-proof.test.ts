import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { otpCodes, users } from '../../src/db/schema';
import * as passwords from '../../src/services/auth/passwords';
import { call, createTestApp, type TestApp, login, uniqueEmail } from '../helper';
import { MINUTE, verifyEmail } from './util';

const register = (t: TestApp, body: Record<string, unknown>, ip?: string) =>
  call(t.app, 'POST', '/api/auth/register', { body, ...(ip ? { ip } : {}) });
const complete = (t: TestApp, body: Record<string, unknown>, ip?: string) =>
  call(t.app, 'POST', '/api/auth/complete-registration', { body, ...(ip ? { ip } : {}) });
const pendingId = async (t: TestApp, email: string): Promise<string> =>
  (await call(t.app, 'POST', '/api/auth/check-existing-user', { body: { email } })).body._id;
const forgedToken = () => randomBytes(32).toString('base64url');
const notVerified = { message: serverMessages.emailNotVerified };

describe('sign-up proof: verify-otp hands out a one-time token that register needs (M1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a 32-byte base64url token with the spec fields, and keeps only its SHA-256', async () => {
    const email = uniqueEmail('token');
    await call(t.app, 'POST', '/api/auth/send-otp', { body: { email } });
    const res = await call(t.app, 'POST', '/api/auth/verify-otp', {
      body: { email, otp: t.mailer.lastOtp(email) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: serverMessages.otpVerified,
      verified: true,
      verificationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    const token = res.body.verificationToken as string;
    expect(row!.verificationTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses the attacker who registers a verified e-mail without the token; the victim then registers', async () => {
    const email = uniqueEmail('victim', 'corp-example.com');
    const token = await verifyEmail(t, email);
    const attack = { email, name: 'Mallory', password: 'Attacker123', role: 'employer', companyName: 'Corp' };

    const without = await register(t, attack);
    expect(without.status).toBe(400);
    expect(without.body).toEqual(notVerified);
    const forged = await register(t, { ...attack, verificationToken: forgedToken() });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual(notVerified);
    for (const verificationToken of ['', 42, null]) {
      const odd = await register(t, { ...attack, verificationToken });
      expect(odd.status, String(verificationToken)).toBe(400);
      expect(odd.body).toEqual(notVerified);
    }

    const victim = await register(t, {
      email,
      name: 'Vera Victim',
      password: 'Victim123',
      role: 'employer',
      companyName: 'Corp',
      verificationToken: token,
    });
    expect(victim.status).toBe(201);
    expect((await login(t, email, 'Victim123')).status).toBe(200);
    expect((await login(t, email, 'Attacker123')).status).toBe(401);
  });

  it('refuses the attacker on complete-registration too, even with the _id check-existing-user shows', async () => {
    const email = uniqueEmail('pending-victim');
    const token = await verifyEmail(t, email);
    const userId = await pendingId(t, email);
    const attack = { email, name: 'Mallory', password: 'Attacker123', role: 'jobseeker', userId };

    const without = await complete(t, attack);
    expect(without.status).toBe(400);
    expect(without.body).toEqual(notVerified);
    const forged = await complete(t, { ...attack, verificationToken: forgedToken() });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual(notVerified);

    const victim = await complete(t, {
      ...attack,
      name: 'Vera',
      password: 'Victim123',
      verificationToken: token,
    });
    expect(victim.status).toBe(200);
    expect(victim.body.user._id).toBe(userId);
    expect((await login(t, email, 'Attacker123')).status).toBe(401);
  });

  it("binds the token to its e-mail: another verified address's token does not work", async () => {
    const mine = uniqueEmail('mine');
    const theirs = uniqueEmail('theirs');
    const myToken = await verifyEmail(t, mine);
    await verifyEmail(t, theirs);
    const res = await register(t, {
      email: theirs,
      name: 'Cross Over',
      password: 'Password1',
      role: 'jobseeker',
      verificationToken: myToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(notVerified);
  });

  it('voids the token of an earlier verification once the address is verified again', async () => {
    const email = uniqueEmail('reverified');
    const first = await verifyEmail(t, email);
    t.clock.advance(MINUTE);
    const second = await verifyEmail(t, email);
    const body = { email, name: 'Second Try', password: 'Password1', role: 'jobseeker' };
    expect((await register(t, { ...body, verificationToken: first })).body).toEqual(notVerified);
    expect((await register(t, { ...body, verificationToken: second })).status).toBe(201);
  });

  it('lets one token make one account when two registers with it arrive together', async () => {
    const email = uniqueEmail('race');
    const verificationToken = await verifyEmail(t, email);
    const body = { email, name: 'Race', role: 'jobseeker', verificationToken };
    const [a, b] = await Promise.all([
      register(t, { ...body, password: 'Password1' }),
      register(t, { ...body, password: 'Other1pass' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, expect.any(Number)]);
    expect([400, 409]).toContain([a.status, b.status].sort()[1]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.isRegistrationComplete).toBe(true);
  });

  it('does not take a token older than 30 minutes', async () => {
    const email = uniqueEmail('late');
    const verificationToken = await verifyEmail(t, email);
    t.clock.advance(30 * MINUTE + 1000);
    const res = await register(t, {
      email,
      name: 'Too Late',
      password: 'Password1',
      role: 'jobseeker',
      verificationToken,
    });
    expect(res.body).toEqual(notVerified);
  });
});

describe('sign-up cost and limits (L2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Watched so a test can see whether a refused registration paid for an argon2 hash.
  beforeEach(() => {
    vi.spyOn(passwords, 'hashPassword');
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses a register without a valid token before hashing the password', async () => {
    const verified = uniqueEmail('verified');
    const token = await verifyEmail(t, verified);
    const body = { name: 'Bogus', password: 'Password1', role: 'jobseeker' };
    const bogus = [
      { ...body, email: uniqueEmail('never-verified'), verificationToken: forgedToken() },
      { ...body, email: verified, verificationToken: forgedToken() },
      { ...body, email: verified },
    ];
    for (const attempt of bogus) {
      expect((await register(t, attempt, '198.51.100.7')).status).toBe(400);
    }
    const userId = await pendingId(t, verified);
    expect(
      (
        await complete(
          t,
          { ...body, email: verified, userId, verificationToken: forgedToken() },
          '198.51.100.7',
        )
      ).status,
    ).toBe(400);
    expect(passwords.hashPassword).not.toHaveBeenCalled();

    expect(
      (await register(t, { ...body, email: verified, verificationToken: token }, '198.51.100.7')).status,
    ).toBe(201);
    expect(passwords.hashPassword).toHaveBeenCalledTimes(1);
  });

  it('answers 429 after 20 registration attempts an hour from one address, for both calls', async () => {
    const ip = '203.0.113.9';
    const bogus = {
      name: 'Flood',
      password: 'Password1',
      role: 'jobseeker',
      verificationToken: forgedToken(),
    };
    for (let i = 0; i < 10; i += 1) {
      expect((await register(t, { ...bogus, email: uniqueEmail('flood') }, ip)).status).toBe(400);
      expect(
        (await complete(t, { ...bogus, email: uniqueEmail('flood'), userId: crypto.randomUUID() }, ip))
          .status,
      ).not.toBe(429);
    }
    const limited = await register(t, { ...bogus, email: uniqueEmail('flood') }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: serverMessages.tooManyAttempts });
    const limitedComplete = await complete(t, { ...bogus, email: uniqueEmail('flood'), userId: 'x' }, ip);
    expect(limitedComplete.status).toBe(429);

    // Even a genuine sign-up waits: the limit is per address, not per outcome.
    const email = uniqueEmail('genuine');
    const verificationToken = await verifyEmail(t, email);
    const genuine = { email, name: 'Genuine', password: 'Password1', role: 'jobseeker', verificationToken };
    expect((await register(t, genuine, ip)).status).toBe(429);
    expect(passwords.hashPassword).not.toHaveBeenCalled();

    // Another address is not affected, and the window ends after an hour.
    expect((await register(t, { ...bogus, email: uniqueEmail('other') }, '203.0.113.10')).status).toBe(400);
    t.clock.advance(60 * MINUTE);
    const again = await verifyEmail(t, email);
    expect((await register(t, { ...genuine, verificationToken: again }, ip)).status).toBe(201);
  });
});
