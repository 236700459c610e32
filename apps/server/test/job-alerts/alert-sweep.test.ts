import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertMailText } from '@hireloop/shared';
import { jobAlerts, users } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { smtpMailer } from '../../src/lib/mailer';
import { sweepAlerts } from '../../src/services/job-alerts/sweep-alerts';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';
import { startSmtp } from '../system/smtp-server';

const HOUR = 3_600_000;

/** The message with folded headers unfolded, and quoted-printable bodies and Q-encoded words decoded. */
const decoded = (raw: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => word.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const DAY = 24 * HOUR;

describe('job alert sweep: new jobs mailed once per period', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let employer: Account;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      { PUBLIC_URL: 'https://jobs.example' },
      smtpMailer(smtp.url, 'HireLoop <no-reply@hireloop.test>'),
    );
    employer = await account(t, 'employer');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const sweep = () => sweepAlerts({ db: t.database.db, clock: t.clock, config: t.config });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const deliver = () => t.app.backgroundWork.drain();
  const post = (title: string, extra: Parameters<typeof insertJob>[2] = {}) =>
    insertJob(t.database.db, employer.user, {
      title,
      createdAt: new Date(t.clock.now().getTime() + HOUR),
      ...extra,
    });

  async function alertFor(seeker: Account, search: Record<string, unknown>, frequency = 'daily') {
    const res = await call(t.app, 'POST', '/api/alerts', {
      token: seeker.token,
      body: { frequency, search },
    });
    expect(res.status).toBe(201);
    return res.body.alert as { _id: string; name: string };
  }

  it('mails the new jobs of the search once, with links and the one-click unsubscribe headers', async () => {
    const seeker = await account(t);
    const alert = await alertFor(seeker, { keyword: 'kotlin', location: 'Pune' });
    const before = await insertJob(t.database.db, employer.user, {
      title: 'Kotlin Developer (old)',
      location: 'Pune',
      createdAt: new Date(t.clock.now().getTime() - HOUR),
    });
    const match = await post('Kotlin Developer', { location: 'Pune' });
    await post('Kotlin Developer', { location: 'Chennai' });
    await post('Python Developer', { location: 'Pune' });
    t.clock.advance(DAY + 2 * 60_000);

    const first = await sweep();
    expect(first.mails).toBe(1);
    await deliver();
    const [mail] = mailsTo(seeker.user.email);
    expect(mail).toBeDefined();
    const raw = decoded(mail!.raw);
    expect(raw).toContain(`Subject: ${jobAlertMailText.subject(1, 'kotlin')}`);
    expect(raw).toContain(`https://jobs.example/job/${match.id}`);
    expect(raw).not.toContain(before.id);
    expect(raw).toContain('https://jobs.example/find-jobs?q=kotlin&location=Pune');
    expect(raw).toContain('https://jobs.example/alerts/unsubscribe?token=');
    expect(raw).toMatch(
      /List-Unsubscribe: <https:\/\/jobs\.example\/api\/alerts\/unsubscribe\?token=[\w.-]+>/,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Run again at once (a second process, a retry): nothing is due, nothing is mailed.
    expect(await sweep()).toEqual({ alerts: 0, mails: 0 });
    // The next day without new jobs: the alert advances, and sends nothing.
    t.clock.advance(DAY);
    const quiet = await sweep();
    expect(quiet.mails).toBe(0);
    expect(quiet.alerts).toBeGreaterThanOrEqual(1);
    await deliver();
    expect(mailsTo(seeker.user.email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert._id));
    expect(row!.lastSentAt).not.toBeNull();
  });

  it('never mails one alert twice in a period, even when its run is repeated', async () => {
    const seeker = await account(t);
    const alert = await alertFor(seeker, { keyword: 'elixir' });
    await post('Elixir Engineer');
    t.clock.advance(DAY + 2 * 60_000);
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert._id));
    expect((await sweep()).mails).toBe(1);
    // A crash after the enqueue but before the alert moved on (simulated): the same period again.
    await t.database.db
      .update(jobAlerts)
      .set({ lastRunAt: row!.lastRunAt, nextRunAt: row!.nextRunAt })
      .where(eq(jobAlerts.id, alert._id));
    expect((await sweep()).mails).toBe(1); // queued again under the same key: ignored
    await deliver();
    expect(mailsTo(seeker.user.email)).toHaveLength(1);
  });

  it('sends nothing to a job seeker who turned job alert e-mails off, and nothing for a paused alert', async () => {
    const off = await account(t);
    await alertFor(off, { keyword: 'haskell' });
    await t.database.db.update(users).set({ mailJobAlerts: false }).where(eq(users.id, off.user.id));
    const paused = await account(t);
    const pausedAlert = await alertFor(paused, { keyword: 'haskell' });
    await call(t.app, 'PUT', `/api/alerts/${pausedAlert._id}`, {
      token: paused.token,
      body: { active: false },
    });
    await post('Haskell Engineer');
    t.clock.advance(DAY + 2 * 60_000);
    await sweep();
    await deliver();
    expect(mailsTo(off.user.email)).toHaveLength(0);
    expect(mailsTo(paused.user.email)).toHaveLength(0);
  });

  it('waits a week for a weekly alert', async () => {
    const seeker = await account(t);
    await alertFor(seeker, { keyword: 'scala' }, 'weekly');
    await post('Scala Engineer');
    t.clock.advance(DAY + 2 * 60_000);
    await sweep();
    await deliver();
    expect(mailsTo(seeker.user.email)).toHaveLength(0);
    t.clock.advance(6 * DAY);
    await sweep();
    await deliver();
    expect(mailsTo(seeker.user.email)).toHaveLength(1);
  });
});
