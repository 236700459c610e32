import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { applications, type UserRow } from '../../src/db/schema';
import { createUser, insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };
const MINUTE = 60_000;

interface HistoryEntry {
  from: string | null;
  to: string;
  at: string;
}

/**
 * An application's history lists its status changes in the order they were applied, each `from`
 * the `to` before it (security review 2026-12, DI3), even when a change waited for another one or
 * its process's clock reads an earlier time.
 */
describe('status history of an application', () => {
  let t: TestApp;
  let employer: UserRow;
  let employerToken: string;
  const seekers: { user: UserRow; token: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    employer = await createUser(db, {
      email: 'hr@history.example',
      role: 'employer',
      companyName: 'History',
    });
    employerToken = (await signIn(t, employer.email)).token;
    for (const name of ['first', 'second']) {
      const user = await createUser(db, { email: `${name}@history.example`, kycCompleted: true, resume });
      seekers.push({ user, token: (await signIn(t, user.email)).token });
    }
  });
  afterAll(() => t.close());

  const setStatus = (id: string, status: string) =>
    call(t.app, 'PUT', `/api/applications/${id}/status`, { token: employerToken, body: { status } });
  const bulkStatus = (ids: string[], status: string) =>
    call(t.app, 'POST', '/api/applications/bulk-status', { token: employerToken, body: { ids, status } });

  async function applyAll(title: string): Promise<string[]> {
    const job = await insertJob(t.database.db, employer, { title });
    const ids: string[] = [];
    for (const seeker of seekers) {
      const res = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token });
      expect(res.status).toBe(201);
      ids.push(res.body.application._id as string);
    }
    return ids;
  }

  async function historyOf(id: string): Promise<HistoryEntry[]> {
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    const seeker = seekers.find((s) => s.user.id === row!.applicantId)!;
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: seeker.token });
    return mine.body.find((a: { _id: string }) => a._id === id).history as HistoryEntry[];
  }

  /** Each change starts from the status the one before it left, at a later time. */
  function expectChain(history: HistoryEntry[], statuses: string[]) {
    expect(history.map((e) => [e.from, e.to])).toEqual(
      statuses.map((to, k) => [k === 0 ? null : statuses[k - 1], to]),
    );
    for (let k = 1; k < history.length; k++)
      expect(Date.parse(history[k]!.at)).toBeGreaterThan(Date.parse(history[k - 1]!.at));
  }

  it('lists a later change after an earlier one even when the clock reads an earlier time', async () => {
    const [id] = await applyAll('Clock Skew Engineer');
    t.clock.advance(MINUTE);
    expect((await setStatus(id!, 'In Review')).status).toBe(200);
    // Another process whose clock is behind, or the clock stepped back: the changes still chain.
    t.clock.advance(-10 * MINUTE);
    expect((await setStatus(id!, 'Interview')).status).toBe(200);
    expect((await bulkStatus([id!], 'Rejected')).body.changed).toEqual([id]);
    expectChain(await historyOf(id!), ['Applied', 'In Review', 'Interview', 'Rejected']);
    t.clock.advance(10 * MINUTE);
  });

  // The embedded database runs one transaction at a time, so two changes can never overlap there.
  it.runIf(process.env.DATABASE_URL)(
    'lists a bulk change that waited for a lock after the change that went first (needs DATABASE_URL)',
    async () => {
      const ids = (await applyAll('Overlap Engineer')).sort();
      const [waitedFor, contested] = ids as [string, string];
      t.clock.advance(MINUTE);
      const db = t.database.db;
      const waitingOnLocks = async () => {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return Number(row!.n);
      };

      let bulk: ReturnType<typeof bulkStatus> | undefined;
      await db.transaction(async (tx) => {
        // Hold the first row, as a slow change would: the bulk change locks rows in id order and
        // waits here, holding none, while a single change of the second row goes ahead.
        await tx.select().from(applications).where(eq(applications.id, waitedFor)).for('update');
        bulk = bulkStatus(ids, 'Rejected');
        await expect.poll(waitingOnLocks, { timeout: 10_000, interval: 20 }).toBe(1);
        t.clock.advance(MINUTE);
        expect((await setStatus(contested, 'Interview')).status).toBe(200);
        t.clock.advance(MINUTE);
      });
      const done = await bulk!;
      expect(done.status).toBe(200);
      expect([...done.body.changed].sort()).toEqual(ids);

      expectChain(await historyOf(contested), ['Applied', 'Interview', 'Rejected']);
      expectChain(await historyOf(waitedFor), ['Applied', 'Rejected']);
    },
  );
});
