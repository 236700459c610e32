import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, serverMessages, validationMessages } from '@hireloop/shared';
import { call, createTestApp, login, newUser, PASSWORD, signIn, type TestApp } from '../helper';

const NEW_PASSWORD = 'Fresh-Passw0rd';

describe('changing the password while signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: unknown) =>
    call(t.app, 'POST', '/api/account/password', { token, body });

  it('sets the new password, keeps this login and ends every other one', async () => {
    const user = await newUser(t, 'changer');
    const here = await signIn(t, user.email);
    const laptop = await signIn(t, user.email, { rememberMe: true });
    const phone = await signIn(t, user.email);

    const res = await change(here.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: accountMessages.passwordChanged });

    // This login goes on: its access token and its refresh token still work.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: here.token })).status).toBe(200);
    const refreshed = await call(t.app, 'POST', '/api/auth/refresh', {
      body: { refreshToken: here.refreshToken },
    });
    expect(refreshed.status).toBe(200);

    // The others are over at once, access token and refresh token alike.
    for (const other of [laptop, phone]) {
      expect((await call(t.app, 'GET', '/api/auth/me', { token: other.token })).status).toBe(401);
      const again = await call(t.app, 'POST', '/api/auth/refresh', {
        body: { refreshToken: other.refreshToken },
      });
      expect(again.status).toBe(401);
      expect(again.body.message).toBe(serverMessages.sessionExpired);
    }

    expect((await login(t, user.email, PASSWORD)).status).toBe(401);
    expect((await login(t, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password with a clear 400 and changes nothing', async () => {
    const user = await newUser(t, 'wrong-current');
    const here = await signIn(t, user.email);
    const other = await signIn(t, user.email);
    const res = await change(here.token, { currentPassword: 'Not-the-one1', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(accountMessages.wrongCurrentPassword);
    // 400, not 401: the app must not take it for an ended login.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: here.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: other.token })).status).toBe(200);
    expect((await login(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('holds the new password to the sign-up rules, with their messages', async () => {
    const user = await newUser(t, 'weak');
    const { token } = await signIn(t, user.email);
    const cases: [string, string][] = [
      ['short1A', validationMessages.passwordMin8],
      ['alllowercase1', validationMessages.passwordUppercase],
      ['ALLUPPERCASE1', validationMessages.passwordLowercase],
      ['NoDigitsHere', validationMessages.passwordNumber],
    ];
    for (const [newPassword, message] of cases) {
      const res = await change(token, { currentPassword: PASSWORD, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const missing = await change(token, { newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(accountMessages.currentPasswordRequired);
    const same = await change(token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(accountMessages.samePassword);
  });

  it('answers 429 after 5 wrong current passwords, even with the right one', async () => {
    const user = await newUser(t, 'guesser');
    const { token } = await signIn(t, user.email);
    for (let i = 0; i < 5; i++) {
      const res = await change(token, { currentPassword: `Wrong-guess${i}`, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
    }
    const blocked = await change(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(serverMessages.tooManyAttempts);
    t.clock.advance(16 * 60_000);
    // The window is over (and the 15-minute access token with it: a fresh login asks).
    const fresh = await signIn(t, user.email);
    expect((await change(fresh.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(
      200,
    );
  });

  it("counts wrong current passwords per login, so a stolen token cannot lock the owner's other logins (review DI8)", async () => {
    const user = await newUser(t, 'owner');
    const owner = await signIn(t, user.email);
    const thief = await signIn(t, user.email);
    for (let i = 0; i < 5; i++)
      expect(
        (await change(thief.token, { currentPassword: `Guess-${i}x`, newPassword: NEW_PASSWORD })).status,
      ).toBe(400);
    const blocked = await change(thief.token, { currentPassword: `Guess-6x`, newPassword: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    const deleteBlocked = await call(t.app, 'POST', '/api/account/delete', {
      token: thief.token,
      body: { password: 'Guess-7x' },
    });
    expect(deleteBlocked.status).toBe(429);

    const changed = await change(owner.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    // The change ends every other login: the thief's too.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: thief.token })).status).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const res = await call(t.app, 'POST', '/api/account/password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(serverMessages.notSignedIn);
  });
});
