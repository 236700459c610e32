import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueJobs } from '../../src/lib/background-work';
import type { Mail, Mailer } from '../../src/lib/mailer';
import { mailJob } from '../../src/services/background-jobs';
import { statusMail } from '../../src/services/mail/templates';
import { call, createTestApp, newUser, type TestApp } from '../helper';

const BULK = 1_000;
/** About what an SMTP server takes per message. */
const SEND_MS = 10;

/** A mailer as slow as a real one, keeping what it sent in order. */
class SlowMailer implements Mailer {
  readonly sent: Mail[] = [];
  /** While set, each send waits for it (to see that the reply does not). */
  hold: Promise<void> | null = null;
  async send(mail: Mail): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, SEND_MS));
    if (this.hold) await this.hold;
    this.sent.push(mail);
  }
}

/**
 * Security review 2026-12, DL6: a password-reset link must not wait behind bulk mail in the
 * outbox (docs/decisions/0015-durable-background-work.md).
 */
describe('the password-reset mail goes before bulk mail', () => {
  let t: TestApp;
  const mailer = new SlowMailer();
  beforeAll(async () => {
    t = await createTestApp({}, mailer);
  });
  afterAll(() => t.close());

  it(`arrives at once with ${BULK} status mails queued`, async () => {
    const { email } = await newUser(t, 'reset-first');
    const now = t.clock.now();
    await enqueueJobs(
      t.database.db,
      Array.from({ length: BULK }, (_, i) =>
        mailJob(
          `status:bulk-${i}`,
          statusMail(`seeker${i}@example.com`, 'Ravi', 'Welder', 'Acme', 'In Review', 'http://x'),
        ),
      ),
      now,
    );
    t.app.backgroundWork.wake();

    const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    const sentBefore = mailer.sent.length;
    expect(sentBefore).toBeLessThan(BULK / 2);
    await vi.waitFor(() => expect(mailer.sent.some((m) => m.to === email)).toBe(true), {
      timeout: 5_000,
      interval: 10,
    });
    // Only the bulk mail being sent as it was asked for went first, not the rest of the queue.
    expect(mailer.sent.findIndex((m) => m.to === email) - sentBefore).toBeLessThan(10);
  });

  it('answers before the mail is sent, so its timing does not tell that the account exists', async () => {
    const { email } = await newUser(t, 'reset-timing');
    let release = () => {};
    mailer.hold = new Promise((resolve) => (release = resolve));
    try {
      const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
      expect(res.status).toBe(200);
      expect(mailer.sent.some((m) => m.to === email)).toBe(false);
    } finally {
      mailer.hold = null;
      release();
    }
    await vi.waitFor(() => expect(mailer.sent.some((m) => m.to === email)).toBe(true), { timeout: 3_000 });
  });
});
