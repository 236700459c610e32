import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { refreshTokens } from '../../src/db/schema';
import { createUser } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, login, uniqueEmail, newUser, signIn, PASSWORD } from '../helper';
import { DAY, expectNoSecrets, expectUser, me, MINUTE, refresh } from './util';

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('access and refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives an HS256 JWT access token for the user that lives 15 minutes', async () => {
    const { email, id } = await newUser(t, 'tok', { name: 'Tara Singh' });
    const { token } = await signIn(t, email);
    const parts = token.split('.');
    expect(parts).toHaveLength(3);
    expect(decodePart(parts[0]!)).toMatchObject({ alg: 'HS256' });
    const claims = decodePart(parts[1]!);
    expect(claims.sub).toBe(id);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(JSON.stringify(claims)).not.toContain(PASSWORD);
  });

  it('answers /me with the User fields at the top level and under user, and nothing secret', async () => {
    const { email, id } = await newUser(t, 'me', { name: 'Tara Singh' });
    const { token } = await signIn(t, email);
    const res = await me(t, token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expectUser(res.body.user, { email, name: 'Tara Singh', role: 'jobseeker' });
    expectUser(res.body, { email, name: 'Tara Singh', role: 'jobseeker' });
    expect(res.body._id).toBe(id);
    expect(res.body.user._id).toBe(id);
    expectNoSecrets(res.body);
  });

  it('expires the access token after 15 minutes: /me still works at 14, answers 401 at 16', async () => {
    const { email } = await newUser(t, 'expiry', { name: 'Tara Singh' });
    const { token } = await signIn(t, email);
    t.clock.advance(14 * MINUTE);
    expect((await me(t, token)).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    const res = await me(t, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: serverMessages.sessionExpired });
  });

  it('refuses a missing, malformed, forged or unsigned access token with 401', async () => {
    const { email, id } = await newUser(t, 'forged', { name: 'Tara Singh' });
    const { token } = await signIn(t, email);
    const none = await call(t.app, 'GET', '/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: serverMessages.notSignedIn });
    expect((await me(t, 'not-a-jwt')).status).toBe(401);

    const sid = decodePart(token.split('.')[1]!).sid;
    const forged = await new SignJWT({ role: 'employer', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-000'));
    expect((await me(t, forged)).status).toBe(401);

    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${token.split('.')[1]}.`;
    expect((await me(t, unsigned)).status).toBe(401);

    // Changing the claims breaks the signature.
    const claims = decodePart(token.split('.')[1]!);
    const tampered = [
      token.split('.')[0],
      Buffer.from(JSON.stringify({ ...claims, role: 'employer' })).toString('base64url'),
      token.split('.')[2],
    ].join('.');
    expect((await me(t, tampered)).status).toBe(401);
  });

  it('gives an opaque refresh token that is stored only as a hash', async () => {
    const { email } = await newUser(t, 'opaque', { name: 'Tara Singh' });
    const { refreshToken } = await signIn(t, email);
    expect(refreshToken.split('.').length).toBe(1);
    expect(refreshToken.length).toBeGreaterThanOrEqual(40);
    const rows = await t.database.db.select().from(refreshTokens);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(refreshToken);
    expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(refreshToken).digest('hex'));
    for (const row of rows) expect(row.tokenHash).not.toBe(refreshToken);
  });

  it('rotates the refresh token on every use: the old one then fails', async () => {
    const { email } = await newUser(t, 'rotate', { name: 'Tara Singh' });
    const first = await signIn(t, email);
    const res = await refresh(t, first.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(res.body.refreshToken).not.toBe(first.refreshToken);
    expect((await me(t, res.body.token)).status).toBe(200);

    const second = await refresh(t, res.body.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(res.body.refreshToken);
  });

  it('revokes the whole login when a used refresh token comes back', async () => {
    const { email } = await newUser(t, 'reuse', { name: 'Tara Singh' });
    const first = await signIn(t, email);
    const rotated = await refresh(t, first.refreshToken);
    expect(rotated.status).toBe(200);
    expect((await me(t, rotated.body.token)).status).toBe(200);

    // Past the grace window for twin refreshes (refresh-grace.test.ts).
    t.clock.advance(31_000);
    const replay = await refresh(t, first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: serverMessages.sessionExpired });
    // The newest refresh token and every access token of that login stop working.
    expect((await refresh(t, rotated.body.refreshToken)).status).toBe(401);
    expect((await me(t, rotated.body.token)).status).toBe(401);
    expect((await me(t, first.token)).status).toBe(401);
    // A new login works.
    const again = await signIn(t, email);
    expect((await me(t, again.token)).status).toBe(200);
  });

  it('refuses a made-up or missing refresh token', async () => {
    expect((await refresh(t, 'made-up-token')).status).toBe(401);
    const missing = await call(t.app, 'POST', '/api/auth/refresh', { body: {} });
    expect([400, 401]).toContain(missing.status);
    expect(missing.body).toEqual({ message: expect.any(String) });
  });

  it('keeps a rememberMe refresh token alive after 29 days', async () => {
    const { email } = await newUser(t, 'remember', { name: 'Tara Singh' });
    const { refreshToken } = await signIn(t, email, { rememberMe: true });
    t.clock.advance(29 * DAY);
    const res = await refresh(t, refreshToken);
    expect(res.status).toBe(200);
    expect((await me(t, res.body.token)).status).toBe(200);
  });

  it('ends a rememberMe refresh token after 30 days', async () => {
    const { email } = await newUser(t, 'remember-end', { name: 'Tara Singh' });
    const { refreshToken } = await signIn(t, email, { rememberMe: true });
    t.clock.advance(30 * DAY + MINUTE);
    expect((await refresh(t, refreshToken)).status).toBe(401);
  });

  it('ends a refresh token without rememberMe after 1 day (works at 23 hours)', async () => {
    const { email } = await newUser(t, 'short', { name: 'Tara Singh' });
    const a = await signIn(t, email, { rememberMe: false });
    const b = await signIn(t, email); // rememberMe left out means false
    t.clock.advance(23 * 60 * MINUTE);
    expect((await refresh(t, a.refreshToken)).status).toBe(200);
    t.clock.advance(DAY + MINUTE - 23 * 60 * MINUTE);
    const res = await refresh(t, b.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: serverMessages.sessionExpired });
  });
});

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function twoLogins() {
    const email = uniqueEmail('logout');
    await createUser(t.database.db, { email });
    const a = (await login(t, email, PASSWORD)).body;
    const b = (await login(t, email, PASSWORD)).body;
    return { a, b };
  }

  it('revokes the login (refresh and access token answer 401) and leaves other logins working', async () => {
    const { a, b } = await twoLogins();
    const res = await call(t.app, 'POST', '/api/auth/logout', {
      token: a.token,
      body: { refreshToken: a.refreshToken },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: serverMessages.loggedOut });
    expect((await me(t, a.token)).status).toBe(401);
    expect((await refresh(t, a.refreshToken)).status).toBe(401);

    expect((await me(t, b.token)).status).toBe(200);
    const rotated = await refresh(t, b.refreshToken);
    expect(rotated.status).toBe(200);
    expect((await me(t, rotated.body.token)).status).toBe(200);
  });

  it('revokes with the access token alone', async () => {
    const { a, b } = await twoLogins();
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: a.token })).status).toBe(200);
    expect((await me(t, a.token)).status).toBe(401);
    expect((await refresh(t, a.refreshToken)).status).toBe(401);
    expect((await me(t, b.token)).status).toBe(200);
  });

  it('revokes with the refresh token alone (also a rotated one)', async () => {
    const { a, b } = await twoLogins();
    const rotated = (await refresh(t, a.refreshToken)).body;
    const res = await call(t.app, 'POST', '/api/auth/logout', {
      body: { refreshToken: rotated.refreshToken },
    });
    expect(res.status).toBe(200);
    expect((await me(t, rotated.token)).status).toBe(401);
    expect((await me(t, a.token)).status).toBe(401);
    expect((await refresh(t, rotated.refreshToken)).status).toBe(401);
    expect((await me(t, b.token)).status).toBe(200);
  });

  it('answers 200 with nothing to revoke', async () => {
    const res = await call(t.app, 'POST', '/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: serverMessages.loggedOut });
  });
});
