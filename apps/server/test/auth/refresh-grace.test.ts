import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { createTestApp, type TestApp, newUser, signIn } from '../helper';
import { me, refresh } from './util';

describe('refresh grace window: two tabs refreshing at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers two simultaneous refreshes with the same token both with the same new refresh token', async () => {
    const first = await signIn(t, (await newUser(t, 'grace-race')).email);
    const [a, b] = await Promise.all([refresh(t, first.refreshToken), refresh(t, first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refreshToken).toBe(b.body.refreshToken);
    expect(a.body.refreshToken).not.toBe(first.refreshToken);
    expect((await me(t, a.body.token)).status).toBe(200);
    expect((await me(t, b.body.token)).status).toBe(200);
    // The shared successor goes on working.
    const next = await refresh(t, a.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await me(t, next.body.token)).status).toBe(200);
  });

  it('gives a tab that comes 29 s late the same successor', async () => {
    const first = await signIn(t, (await newUser(t, 'grace-late')).email);
    const early = await refresh(t, first.refreshToken);
    t.clock.advance(29_000);
    const late = await refresh(t, first.refreshToken);
    expect(late.status).toBe(200);
    expect(late.body.refreshToken).toBe(early.body.refreshToken);
    expect((await me(t, early.body.token)).status).toBe(200);
  });

  it('revokes the whole login when the old token comes back after 31 s', async () => {
    const first = await signIn(t, (await newUser(t, 'grace-over')).email);
    const rotated = await refresh(t, first.refreshToken);
    expect(rotated.status).toBe(200);
    t.clock.advance(31_000);
    const replay = await refresh(t, first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: serverMessages.sessionExpired });
    expect((await me(t, rotated.body.token)).status).toBe(401);
    expect((await refresh(t, rotated.body.refreshToken)).status).toBe(401);
  });

  it('revokes the login when the old token comes back after its successor was already used', async () => {
    const first = await signIn(t, (await newUser(t, 'grace-moved-on')).email);
    const second = await refresh(t, first.refreshToken);
    const third = await refresh(t, second.body.refreshToken);
    expect(third.status).toBe(200);
    const replay = await refresh(t, first.refreshToken);
    expect(replay.status).toBe(401);
    expect((await me(t, third.body.token)).status).toBe(401);
    expect((await refresh(t, third.body.refreshToken)).status).toBe(401);
  });
});
