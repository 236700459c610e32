import { kycMessages } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { call, createTestApp, type TestApp, account, login } from './helper';

let panCounter = 1000;
/** A well-formed PAN not used by any other test account. */
function freshPan(): string {
  panCounter += 1;
  return `ABCDE${panCounter}F`;
}

async function saveDetails(t: TestApp, token: string, name = 'Priya Sharma', pan = freshPan()) {
  const res = await call(t.app, 'PUT', '/api/kyc/data', {
    token,
    body: { name, dob: '1996-04-12', gender: 'Female', pan },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

/** A signed-in account that has not passed the identity check yet; answers its token. */
async function tokenFor(
  t: TestApp,
  email: string,
  name = 'Priya Sharma',
  role: 'jobseeker' | 'employer' = 'jobseeker',
) {
  const companyName = role === 'employer' ? 'Acme' : '';
  return (await account(t, role, { email, name, companyName, kycCompleted: false })).token;
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

  it('reports pending, then completes with the saved PAN and name on the spec payload', async () => {
    const token = await tokenFor(t, 'seeker1@example.com');
    const before = await call(t.app, 'GET', '/api/kyc/status', { token });
    expect(before.body).toMatchObject({ success: true, kycCompleted: false });

    await saveDetails(t, token, 'SHARMA PRIYA', 'abcde1234f');
    const res = await call(t.app, 'PUT', '/api/kyc/status', { token, body: { kycCompleted: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, kycCompleted: true, panMasked: '******234F' });

    const me = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(me.body.user.kycCompleted).toBe(true);
    const row = await t.database.db.query.users.findFirst({ where: eq(users.email, 'seeker1@example.com') });
    expect(row?.kycCompletedAt).toBeInstanceOf(Date);
    expect(row?.kycNameMatchRatio).toBe(1);
    expect(JSON.stringify(row)).not.toContain('ABCDE1234F');

    const signedIn = await login(t, 'seeker1@example.com');
    expect(signedIn.body.kycCompleted).toBe(true);
  });

  it('re-checks the PAN format and the saved name against the account name', async () => {
    const token = await tokenFor(t, 'seeker2@example.com');
    const badPan = await call(t.app, 'PUT', '/api/kyc/data', {
      token,
      body: { name: 'Priya Sharma', dob: '1996-04-12', pan: 'ABCD1234FF' },
    });
    expect(badPan.status).toBe(400);
    expect(badPan.body.message).toBe(kycMessages.invalidPan);

    await saveDetails(t, token, 'Rahul Verma');
    const mismatch = await call(t.app, 'PUT', '/api/kyc/status', {
      token,
      body: { kycCompleted: true, documentName: 'Priya Sharma' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(kycMessages.nameMismatch('Rahul Verma', 'Priya Sharma'));
    const status = await call(t.app, 'GET', '/api/kyc/status', { token });
    expect(status.body.kycCompleted).toBe(false);
  });

  it('cannot be undone by the client', async () => {
    const token = await tokenFor(t, 'seeker3@example.com');
    await saveDetails(t, token);
    await call(t.app, 'PUT', '/api/kyc/status', { token, body: { kycCompleted: true } });
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
      body: { name: 'Priya Sharma', dob: '1996-04-12', gender: 'Female', pan: 'ABCDE4321F' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Priya Sharma', dob: '1996-04-12', panMasked: '******321F' });
    const row = await t.database.db.query.users.findFirst({ where: eq(users.email, 'seeker4@example.com') });
    expect(row?.kycData?.panMasked).toBe('******321F');
    expect(JSON.stringify(row)).not.toContain('ABCDE4321F');
  });

  it('needs the verified details saved before completing (400)', async () => {
    const token = await tokenFor(t, 'seeker5@example.com');
    const res = await call(t.app, 'PUT', '/api/kyc/status', { token, body: { kycCompleted: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: kycMessages.detailsMissing });
    expect((await call(t.app, 'GET', '/api/kyc/status', { token })).body.kycCompleted).toBe(false);
  });

  it('takes the PAN from the saved details, never from the status call', async () => {
    const token = await tokenFor(t, 'seeker6@example.com');
    await saveDetails(t, token, 'Priya Sharma', 'PQRST5678Z');
    const res = await call(t.app, 'PUT', '/api/kyc/status', {
      token,
      body: { kycCompleted: true, pan: 'ZZZZZ9999Z', documentName: 'Priya Sharma' },
    });
    expect(res.status).toBe(200);
    expect(res.body.panMasked).toBe('******678Z');
  });

  it('links one PAN to one account only (409), even when the PAN is typed differently', async () => {
    const first = await tokenFor(t, 'seeker7@example.com');
    const second = await tokenFor(t, 'seeker8@example.com');
    await saveDetails(t, first, 'Priya Sharma', 'LMNOP1111Q');
    const done = await call(t.app, 'PUT', '/api/kyc/status', { token: first, body: { kycCompleted: true } });
    expect(done.status).toBe(200);

    const reuse = await call(t.app, 'PUT', '/api/kyc/data', {
      token: second,
      body: { name: 'Priya Sharma', dob: '1996-04-12', pan: ' lmnop1111q ' },
    });
    expect(reuse.status).toBe(409);
    expect(reuse.body).toEqual({ message: kycMessages.panTaken });
    const status = await call(t.app, 'PUT', '/api/kyc/status', {
      token: second,
      body: { kycCompleted: true },
    });
    expect(status.status).toBe(400);
    expect((await call(t.app, 'GET', '/api/kyc/status', { token: second })).body.kycCompleted).toBe(false);
  });

  it('lets exactly one of two accounts complete with the same PAN at the same time', async () => {
    const tokens = [await tokenFor(t, 'seeker9@example.com'), await tokenFor(t, 'seeker10@example.com')];
    for (const token of tokens) await saveDetails(t, token, 'Priya Sharma', 'RACED2222R');
    const results = await Promise.all(
      tokens.map((token) => call(t.app, 'PUT', '/api/kyc/status', { token, body: { kycCompleted: true } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toEqual({ message: kycMessages.panTaken });
    const completed = await Promise.all(
      tokens.map(async (token) => (await call(t.app, 'GET', '/api/kyc/status', { token })).body.kycCompleted),
    );
    expect(completed.filter(Boolean)).toHaveLength(1);
  });
});
