import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, serverMessages, validationMessages } from '@hireloop/shared';
import { users } from '../../src/db/schema';
import { call, createTestApp, signUp, type TestApp, login, uniqueEmail } from '../helper';
import { expectNoSecrets, expectUser, me, MINUTE, verifyEmail } from './util';

const register = (t: TestApp, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/auth/register', { body });
const complete = (t: TestApp, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/auth/complete-registration', { body });
const checkExisting = (t: TestApp, email: string) =>
  call(t.app, 'POST', '/api/auth/check-existing-user', { body: { email } });

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates a job seeker: 201 AuthResponse with the User fields, an argon2id hash stored, nothing secret sent', async () => {
    const email = uniqueEmail('seeker');
    const verificationToken = await verifyEmail(t, email);
    const res = await register(t, {
      email,
      name: '  Asha Rao ',
      password: 'Password1',
      role: 'jobseeker',
      verificationToken,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.any(String),
      token: expect.any(String),
      refreshToken: expect.any(String),
      role: 'jobseeker',
      kycCompleted: false,
      isRegistrationComplete: true,
    });
    expectUser(res.body.user, { email, name: 'Asha Rao', role: 'jobseeker' });
    expect(res.body.user).toMatchObject({
      isVerified: true,
      isRegistrationComplete: true,
      kycCompleted: false,
    });
    expectNoSecrets(res.body);

    const row = await userRow(email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('Password1');

    // The tokens of the new account work, and the password logs in.
    const profile = await me(t, res.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body.user._id).toBe(res.body.user._id);
    expect((await login(t, email, 'Password1')).status).toBe(200);
  });

  it('enforces the sign-up password rules with the shared messages, and spends no verification on a refusal', async () => {
    const email = uniqueEmail('weak');
    const verificationToken = await verifyEmail(t, email);
    const base = { email, name: 'Weak Password', role: 'jobseeker', verificationToken };
    const cases: [unknown, string][] = [
      [undefined, validationMessages.passwordRequired],
      ['', validationMessages.passwordRequired],
      ['Pass1', validationMessages.passwordMin8],
      ['PASSWORD1', validationMessages.passwordLowercase],
      ['password1', validationMessages.passwordUppercase],
      ['Passwordx', validationMessages.passwordNumber],
    ];
    for (const [password, message] of cases) {
      const res = await register(t, password === undefined ? base : { ...base, password });
      expect(res.status, String(password)).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect((await userRow(email))!.isRegistrationComplete).toBe(false);
    expect((await register(t, { ...base, password: 'Strong1pass' })).status).toBe(201);
  });

  it('accepts only the roles jobseeker and employer', async () => {
    const email = uniqueEmail('role');
    const verificationToken = await verifyEmail(t, email);
    for (const role of ['admin', 'recruiter', '', 42, null, undefined]) {
      const body: Record<string, unknown> = {
        email,
        name: 'Role Test',
        password: 'Password1',
        verificationToken,
      };
      if (role !== undefined) body.role = role;
      const res = await register(t, body);
      expect(res.status, String(role)).toBe(400);
      expect(res.body).toEqual({ message: serverMessages.invalidRole });
    }
    expect((await userRow(email))!.isRegistrationComplete).toBe(false);
  });

  it('requires the other fields with the spec messages', async () => {
    const email = uniqueEmail('fields');
    const noName = await register(t, { email, password: 'Password1', role: 'jobseeker' });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ message: validationMessages.fullNameRequired });
    const blankName = await register(t, { email, name: '   ', password: 'Password1', role: 'jobseeker' });
    expect(blankName.body).toEqual({ message: validationMessages.fullNameRequired });
    const badEmail = await register(t, {
      email: 'nope',
      name: 'A B',
      password: 'Password1',
      role: 'jobseeker',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ message: validationMessages.emailInvalid });
    const employerNoCompany = await register(t, {
      email: uniqueEmail('boss', 'acme-robotics.com'),
      name: 'A B',
      password: 'Password1',
      role: 'employer',
      verificationToken: 'from-verify-otp',
    });
    expect(employerNoCompany.status).toBe(400);
    expect(employerNoCompany.body).toEqual({ message: validationMessages.companyNameRequired });
  });

  it('refuses to register an e-mail that was not verified by a code on the server', async () => {
    const email = uniqueEmail('unverified');
    const body = { email, name: 'No Code', password: 'Password1', role: 'jobseeker' };
    const none = await register(t, body);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: serverMessages.emailNotVerified });

    // A code sent but not verified is not enough either, nor is a wrong code.
    await call(t.app, 'POST', '/api/auth/send-otp', { body: { email } });
    const wrong = ((Number(t.mailer.lastOtp(email)) + 1) % 1_000_000).toString().padStart(6, '0');
    expect((await call(t.app, 'POST', '/api/auth/verify-otp', { body: { email, otp: wrong } })).status).toBe(
      400,
    );
    const sentOnly = await register(t, body);
    expect(sentOnly.status).toBe(400);
    expect(sentOnly.body).toEqual({ message: serverMessages.emailNotVerified });
    expect(await userRow(email)).toBeUndefined();
  });

  it('lets one verification make one registration only', async () => {
    const email = uniqueEmail('one-use');
    const verificationToken = await verifyEmail(t, email);
    const body = { email, name: 'Twice', password: 'Password1', role: 'jobseeker', verificationToken };
    const [a, b] = await Promise.all([register(t, body), register(t, { ...body, password: 'Other1pass' })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    // Only the winner's password works.
    const winner = a.status === 201 ? 'Password1' : 'Other1pass';
    const loser = a.status === 201 ? 'Other1pass' : 'Password1';
    expect((await login(t, email, winner)).status).toBe(200);
    expect((await login(t, email, loser)).status).toBe(401);
  });

  it('does not count a verification older than 30 minutes', async () => {
    const email = uniqueEmail('stale');
    const staleToken = await verifyEmail(t, email);
    t.clock.advance(30 * MINUTE + 1000);
    const body = { email, name: 'Late Comer', password: 'Password1', role: 'jobseeker' };
    const stale = await register(t, { ...body, verificationToken: staleToken });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ message: serverMessages.emailNotVerified });
    const verificationToken = await verifyEmail(t, email);
    expect((await register(t, { ...body, verificationToken })).status).toBe(201);
  });

  it('counts a verification 29 minutes old', async () => {
    const email = uniqueEmail('fresh');
    const verificationToken = await verifyEmail(t, email);
    t.clock.advance(29 * MINUTE);
    expect(
      (
        await register(t, {
          email,
          name: 'In Time',
          password: 'Password1',
          role: 'jobseeker',
          verificationToken,
        })
      ).status,
    ).toBe(201);
  });

  it('answers isCompanyDomain on check-email', async () => {
    const check = (email: string) => call(t.app, 'POST', '/api/auth/check-email', { body: { email } });
    expect((await check('someone@gmail.com')).body).toEqual({ isCompanyDomain: false });
    expect((await check('Someone@GMAIL.com')).body).toEqual({ isCompanyDomain: false });
    expect((await check('someone@yahoo.com')).body).toEqual({ isCompanyDomain: false });
    expect((await check('someone@outlook.com')).body).toEqual({ isCompanyDomain: false });
    const company = await check('hr@acme-robotics.com');
    expect(company.status).toBe(200);
    expect(company.body).toEqual({ isCompanyDomain: true });
    expect((await check('not-an-email')).status).toBe(400);
  });

  it('refuses a free-mail employer, even with a verified e-mail', async () => {
    const email = uniqueEmail('freemail', 'gmail.com');
    const verificationToken = await verifyEmail(t, email);
    const res = await register(t, {
      email,
      name: 'Free Mail',
      password: 'Password1',
      role: 'employer',
      companyName: 'Acme',
      verificationToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: validationMessages.companyEmailRequired });
    expect((await userRow(email))!.isRegistrationComplete).toBe(false);
    // The same address may still become a job seeker.
    expect(
      (
        await register(t, {
          email,
          name: 'Free Mail',
          password: 'Password1',
          role: 'jobseeker',
          verificationToken,
        })
      ).status,
    ).toBe(201);
  });

  it('creates an employer on a company domain, with the company name', async () => {
    const email = uniqueEmail('boss', 'acme-robotics.com');
    const body = await signUp(t, {
      email,
      name: 'Meera Iyer',
      role: 'employer',
      companyName: 'Acme Robotics',
    });
    expect(body.role).toBe('employer');
    expectUser(body.user, { email, name: 'Meera Iyer', role: 'employer' });
    expect(body.user.companyName).toBe('Acme Robotics');
    expectNoSecrets(body);
  });

  it('refuses a second account for a completed e-mail: register 409, send-otp 409 with no mail', async () => {
    const email = uniqueEmail('taken');
    await signUp(t, { email });
    const mails = t.mailer.sent.length;

    t.clock.advance(60_000);
    const send = await call(t.app, 'POST', '/api/auth/send-otp', { body: { email } });
    expect(send.status).toBe(409);
    expect(send.body).toEqual({ message: authMessages.accountExists });
    const resend = await call(t.app, 'POST', '/api/auth/resend-otp', {
      body: { email: email.toUpperCase() },
    });
    expect(resend.status).toBe(409);
    expect(resend.body).toEqual({ message: authMessages.accountExists });
    expect(t.mailer.sent.length).toBe(mails);

    const again = await register(t, {
      email,
      name: 'Intruder',
      password: 'Password9',
      role: 'jobseeker',
      verificationToken: 'guessed',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: authMessages.accountExists });
    // The original password still works; the intruder's does not.
    expect((await login(t, email, 'Password1')).status).toBe(200);
    expect((await login(t, email, 'Password9')).status).toBe(401);
  });
});

describe('check-existing-user and complete-registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers exists / isRegistrationComplete / isVerified / _id for none, pending and complete', async () => {
    const none = await checkExisting(t, uniqueEmail('nobody'));
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ exists: false, isRegistrationComplete: false, isVerified: false, _id: null });

    const pendingEmail = uniqueEmail('pending');
    await verifyEmail(t, pendingEmail);
    const pending = await checkExisting(t, pendingEmail);
    expect(pending.body).toEqual({
      exists: true,
      isRegistrationComplete: false,
      isVerified: true,
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const doneEmail = uniqueEmail('done');
    const registered = await signUp(t, { email: doneEmail });
    const done = await checkExisting(t, doneEmail.toUpperCase());
    expect(done.body).toEqual({
      exists: true,
      isRegistrationComplete: true,
      isVerified: true,
      _id: registered.user._id,
    });
  });

  it('does not let a pending account log in', async () => {
    const email = uniqueEmail('pending-login');
    await verifyEmail(t, email);
    const res = await login(t, email, 'Password1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: serverMessages.invalidCredentials });
  });

  it('completes a verified, unfinished registration with the right userId', async () => {
    const email = uniqueEmail('complete');
    const verificationToken = await verifyEmail(t, email);
    const { _id } = (await checkExisting(t, email)).body;
    const res = await complete(t, {
      email,
      name: 'Ravi Kumar',
      password: 'Password1',
      role: 'jobseeker',
      userId: _id,
      verificationToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      role: 'jobseeker',
      kycCompleted: false,
      isRegistrationComplete: true,
    });
    expectUser(res.body.user, { email, name: 'Ravi Kumar', role: 'jobseeker' });
    expect(res.body.user._id).toBe(_id);
    expectNoSecrets(res.body);
    expect((await me(t, res.body.token)).status).toBe(200);
    expect((await checkExisting(t, email)).body.isRegistrationComplete).toBe(true);

    // Done is done: neither path works again.
    const again = await complete(t, {
      email,
      name: 'X Y',
      password: 'Password2',
      role: 'jobseeker',
      userId: _id,
      verificationToken,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: authMessages.accountExists });
  });

  it("answers 404 for a wrong userId, another pending user's id, or no pending account", async () => {
    const email = uniqueEmail('wrong-id');
    const other = uniqueEmail('other');
    const verificationToken = await verifyEmail(t, email);
    await verifyEmail(t, other);
    const otherId = (await checkExisting(t, other)).body._id;
    const body = { email, name: 'Wrong Id', password: 'Password1', role: 'jobseeker', verificationToken };

    for (const userId of [randomUUID(), otherId, 'not-a-uuid']) {
      const res = await complete(t, { ...body, userId });
      expect(res.status, userId).toBe(404);
      expect(res.body).toEqual({ message: serverMessages.registrationNotFound });
    }
    const nobody = await complete(t, { ...body, email: uniqueEmail('nobody'), userId: randomUUID() });
    expect(nobody.status).toBe(404);
    expect((await checkExisting(t, email)).body.isRegistrationComplete).toBe(false);
  });

  it('needs a fresh verified code: a pending account with an old verification gets 400 until verified again', async () => {
    const email = uniqueEmail('stale-pending');
    const staleToken = await verifyEmail(t, email);
    const { _id } = (await checkExisting(t, email)).body;
    t.clock.advance(31 * MINUTE);
    const body = { email, name: 'Came Back', password: 'Password1', role: 'jobseeker', userId: _id };
    const stale = await complete(t, { ...body, verificationToken: staleToken });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ message: serverMessages.emailNotVerified });
    // Knowing the e-mail and the id is not enough; a new code is.
    const verificationToken = await verifyEmail(t, email);
    const res = await complete(t, { ...body, verificationToken });
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(_id);
  });

  it('applies the employer company-domain rule to complete-registration too', async () => {
    const email = uniqueEmail('free-complete', 'gmail.com');
    const verificationToken = await verifyEmail(t, email);
    const { _id } = (await checkExisting(t, email)).body;
    const res = await complete(t, {
      email,
      name: 'Free Boss',
      password: 'Password1',
      role: 'employer',
      companyName: 'Acme',
      userId: _id,
      verificationToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: validationMessages.companyEmailRequired });
  });

  it('enforces the password and role rules on complete-registration', async () => {
    const email = uniqueEmail('complete-rules');
    const verificationToken = await verifyEmail(t, email);
    const { _id } = (await checkExisting(t, email)).body;
    const base = { email, name: 'A B', verificationToken };
    const weak = await complete(t, { ...base, password: 'password', role: 'jobseeker', userId: _id });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ message: validationMessages.passwordUppercase });
    const role = await complete(t, { ...base, password: 'Password1', role: 'admin', userId: _id });
    expect(role.status).toBe(400);
    expect(role.body).toEqual({ message: serverMessages.invalidRole });
    const noId = await complete(t, { ...base, password: 'Password1', role: 'jobseeker' });
    expect(noId.status).toBe(400);
    expect(
      (await complete(t, { ...base, password: 'Password1', role: 'jobseeker', userId: _id })).status,
    ).toBe(200);
  });
});
