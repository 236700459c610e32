import { kycMessages } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createUser } from '../src/db/seed/factories';
import { call, createTestApp, type TestApp } from './helper';

async function tokenFor(
  t: TestApp,
  email: string,
  name = 'Priya Sharma',
  role: 'jobseeker' | 'employer' = 'jobseeker',
) {
  await createUser(t.database.db, { email, name, role, companyName: role === 'employer' ? 'Acme' : '' });
  const res = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'Password1' } });
  return res.body.token as string;
}

describe('identity check API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a signed-in job seeker', async () => {
    expect((await call(t.app, 'GET', '/api/kyc/status')).status).toBe(401);
    const employer = await tokenFor(t, 'boss@acme-robotics.com', 'Meera Iyer', 'employer');
    const res = await call(t.app, 'GET', '/api/kyc/status', { token: employer });
    expect(res.status).toBe(403);
    const put = await call(t.app, 'PUT', '/api/kyc/status', {
      token: employer,
      body: { kycCompleted: true },
    });
    expect(put.status).toBe(403);
  });

  it('reports pending, then completes with a valid PAN and a matching name', async () => {
    const token = await tokenFor(t, 'seeker1@example.com');
    const before = await call(t.app, 'GET', '/api/kyc/status', { token });
    expect(before.body).toMatchObject({ success: true, kycCompleted: false });

    const res = await call(t.app, 'PUT', '/api/kyc/status', {
      token,
      body: { kycCompleted: true, pan: 'abcde1234f', documentName: 'SHARMA PRIYA' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, kycCompleted: true, panMasked: '******234F' });

    const me = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(me.body.user.kycCompleted).toBe(true);
    const row = await t.database.db.query.users.findFirst({ where: eq(users.email, 'seeker1@example.com') });
    expect(row?.kycCompletedAt).toBeInstanceOf(Date);
    expect(row?.kycNameMatchRatio).toBe(1);
    expect(JSON.stringify(row)).not.toContain('ABCDE1234F');

    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'seeker1@example.com', password: 'Password1' },
    });
    expect(login.body.kycCompleted).toBe(true);
  });

  it('re-checks the PAN format and the name', async () => {
    const token = await tokenFor(t, 'seeker2@example.com');
    const badPan = await call(t.app, 'PUT', '/api/kyc/status', {
      token,
      body: { kycCompleted: true, pan: 'ABCD1234FF', documentName: 'Priya Sharma' },
    });
    expect(badPan.status).toBe(400);
    expect(badPan.body.message).toBe(kycMessages.invalidPan);

    const mismatch = await call(t.app, 'PUT', '/api/kyc/status', {
      token,
      body: { kycCompleted: true, pan: 'ABCDE1234F', documentName: 'Rahul Verma' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(kycMessages.nameMismatch('Rahul Verma', 'Priya Sharma'));
    const status = await call(t.app, 'GET', '/api/kyc/status', { token });
    expect(status.body.kycCompleted).toBe(false);
  });

  it('cannot be undone by the client', async () => {
    const token = await tokenFor(t, 'seeker3@example.com');
    await call(t.app, 'PUT', '/api/kyc/status', {
      token,
      body: { kycCompleted: true, pan: 'ABCDE1234F', documentName: 'Priya Sharma' },
    });
    const undo = await call(t.app, 'PUT', '/api/kyc/status', { token, body: { kycCompleted: false } });
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe(kycMessages.alreadyCompleted);
    expect((await call(t.app, 'GET', '/api/kyc/status', { token })).body.kycCompleted).toBe(true);
  });

  it('stores the verified details with the PAN masked', async () => {
    const token = await tokenFor(t, 'seeker4@example.com');
    const bad = await call(t.app, 'PUT', '/api/kyc/data', {
      token,
      body: { name: 'Priya Sharma', dob: '1996-04-12', pan: 'nope' },
    });
    expect(bad.status).toBe(400);
    const res = await call(t.app, 'PUT', '/api/kyc/data', {
      token,
      body: { name: 'Priya Sharma', dob: '1996-04-12', gender: 'Female', pan: 'ABCDE1234F' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Priya Sharma', dob: '1996-04-12', panMasked: '******234F' });
    const row = await t.database.db.query.users.findFirst({ where: eq(users.email, 'seeker4@example.com') });
    expect(row?.kycData?.panMasked).toBe('******234F');
    expect(JSON.stringify(row?.kycData)).not.toContain('ABCDE1234F');
  });
});
