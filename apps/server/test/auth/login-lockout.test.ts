import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { createTestApp, login, newUser, PASSWORD, type TestApp } from '../helper';
import { MINUTE } from './util';

describe('login lockout cannot be used to lock the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('blocks the address that guessed 5 times, while the owner signs in from another address', async () => {
    const email = (await newUser(t, 'lockout-dos')).email;
    const attacker = '198.51.100.66';
    for (let i = 0; i < 5; i++) {
      expect((await login(t, email, `Wrong${i}pass`, { ip: attacker })).status).toBe(401);
    }
    const blocked = await login(t, email, PASSWORD, { ip: attacker });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: serverMessages.tooManyAttempts });

    const owner = await login(t, email, PASSWORD, { ip: '203.0.113.99' });
    expect(owner.status).toBe(200);
    // The owner's success does not lift the attacker's block.
    expect((await login(t, email, PASSWORD, { ip: attacker })).status).toBe(429);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(t, email, PASSWORD, { ip: attacker })).status).toBe(200);
  });

  it('stops guessing spread over many addresses at 100 failures per account in 15 minutes', async () => {
    const email = (await newUser(t, 'distributed')).email;
    // Ten addresses at a time, each address guessing once: no per-address or pair limit is hit.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(t, email, `Guess${batch}x${i}`, { ip: `10.0.${batch}.${i + 1}` }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    }
    const fresh = await login(t, email, PASSWORD, { ip: '192.0.2.200' });
    expect(fresh.status).toBe(429);
    expect(fresh.body).toEqual({ message: serverMessages.tooManyAttempts });
    // Another account is not affected, and the ceiling ends with its window.
    expect(
      (await login(t, (await newUser(t, 'bystander')).email, PASSWORD, { ip: '192.0.2.200' })).status,
    ).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(t, email, PASSWORD, { ip: '192.0.2.200' })).status).toBe(200);
  });
});
