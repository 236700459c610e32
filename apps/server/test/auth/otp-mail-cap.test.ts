import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { createTestApp, type TestApp, uniqueEmail } from '../helper';
import { DAY, sendOtp } from './util';

describe('sign-up codes: daily cap per recipient', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '50' });
  });
  afterAll(() => t.close());

  const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email).length;

  it('mails one address at most 10 codes a day, whatever the sending address and multiplier', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 10; i++) {
      expect((await sendOtp(t, email, `198.51.100.${i + 1}`)).status).toBe(200);
      // A resend refused as too soon sends nothing and does not count.
      expect((await sendOtp(t, email, `198.51.100.${i + 1}`)).status).toBe(429);
      t.clock.advance(31_000);
    }
    expect(mailsTo(email)).toBe(10);
    const capped = await sendOtp(t, email, '203.0.113.1');
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ message: serverMessages.otpDailyLimit });
    expect(mailsTo(email)).toBe(10);
    // Other addresses still get their codes, and the cap lifts after a day.
    expect((await sendOtp(t, uniqueEmail('neighbour'), '203.0.113.1')).status).toBe(200);
    t.clock.advance(DAY);
    expect((await sendOtp(t, email, '203.0.113.1')).status).toBe(200);
    expect(mailsTo(email)).toBe(11);
  });
});
