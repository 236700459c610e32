import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { backgroundJobs } from '../../src/db/schema';
import {
  BackgroundWork,
  backoffMs,
  enqueueJob,
  type JobHandler,
  type NewJob,
} from '../../src/lib/background-work';
import { migratedScratchDatabase, openTestDatabase, TestClock } from '../helper';

/** A runner whose log lines the test reads; it is never started, so only drain() and runNow() work. */
function runner(database: Database, clock: TestClock, handlers: Record<string, JobHandler>) {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { work: new BackgroundWork(database.db, clock, log, handlers), lines };
}

const job = (key: string, extra: Partial<NewJob> = {}): NewJob => ({
  kind: 'note',
  key,
  payload: { key },
  ...extra,
});

describe('background work: enqueue, retries, leases', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  const row = async (key: string) =>
    (await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.key, key)))[0];

  it('does a job once, however often its key was enqueued, and empties its payload when done', async () => {
    const done: unknown[] = [];
    const { work } = runner(database, clock, { note: async (payload) => void done.push(payload) });
    await enqueueJob(database.db, job('once'), clock.now());
    await enqueueJob(database.db, job('once', { payload: { other: true } }), clock.now());
    await work.drain();
    await work.drain();
    expect(done).toEqual([{ key: 'once' }]);
    expect(await row('once')).toMatchObject({ status: 'done', attempts: 1, payload: {} });
  });

  it('keeps no job when the transaction that enqueued it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, job('rolled-back'), clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await row('rolled-back')).toBeUndefined();
  });

  it('retries a failing job after a growing delay, and does it once it succeeds', async () => {
    let calls = 0;
    const { work, lines } = runner(database, clock, {
      note: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`SMTP said no (${calls})`);
      },
    });
    await enqueueJob(database.db, job('flaky'), clock.now());
    await work.drain();
    expect(await row('flaky')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP said no (1)',
    });
    // Not due before its delay is over.
    clock.advance(backoffMs(1) - 1);
    await work.drain();
    expect(calls).toBe(1);
    clock.advance(1);
    await work.drain();
    expect(await row('flaky')).toMatchObject({ status: 'pending', attempts: 2 });
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    clock.advance(backoffMs(2));
    await work.drain();
    expect(calls).toBe(3);
    expect(await row('flaky')).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(lines.filter((l) => l.msg === 'background job failed; it will be retried')).toHaveLength(2);
  });

  it('marks a job failed after its last attempt, logs it as an error and counts it', async () => {
    const { work, lines } = runner(database, clock, {
      note: () => Promise.reject(new Error('mailbox unavailable')),
    });
    const before = await work.counts();
    await enqueueJob(database.db, job('hopeless', { maxAttempts: 2 }), clock.now());
    expect((await work.counts()).pending).toBe(before.pending + 1);
    await work.drain();
    clock.advance(backoffMs(1));
    await work.drain();
    clock.advance(backoffMs(2));
    await work.drain();
    expect(await row('hopeless')).toMatchObject({ status: 'failed', attempts: 2, payload: {} });
    expect(await work.counts()).toEqual({ pending: before.pending, failed: before.failed + 1 });
    const failure = lines.find((l) => l.msg === 'background job failed for good');
    expect(failure?.level).toBe(50);
  });

  it('claims again a job whose process died, once its lease has run out', async () => {
    const done: unknown[] = [];
    const { work } = runner(database, clock, { note: async (payload) => void done.push(payload) });
    await enqueueJob(database.db, job('orphan'), clock.now());
    // Another process claimed it and died before recording anything.
    await database.db
      .update(backgroundJobs)
      .set({
        attempts: 1,
        lockedBy: 'a process that died',
        lockedUntil: new Date(clock.now().getTime() + 60_000),
      })
      .where(eq(backgroundJobs.key, 'orphan'));
    await work.drain();
    expect(done).toEqual([]);
    clock.advance(60_000);
    await work.drain();
    expect(done).toEqual([{ key: 'orphan' }]);
    expect(await row('orphan')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('on the embedded database, releases at start the leases an earlier run of the process left', async () => {
    const done: unknown[] = [];
    const log = pino({ level: 'silent' });
    const handlers = { note: async (payload: unknown) => void done.push(payload) };
    await enqueueJob(database.db, job('left-behind'), clock.now());
    await database.db
      .update(backgroundJobs)
      .set({ attempts: 1, lockedBy: 'the killed run', lockedUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(backgroundJobs.key, 'left-behind'));
    const work = new BackgroundWork(database.db, clock, log, handlers, { soleProcess: true });
    await work.start();
    await work.drain();
    await work.stop();
    expect(done).toEqual([{ key: 'left-behind' }]);
  });

  it('keeps looking for jobs after a look failed (the database away for a moment)', async () => {
    const done: unknown[] = [];
    let failures = 1;
    // The first statement of the first look fails, as it does while the database restarts.
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'update' && failures > 0) {
          failures -= 1;
          throw new Error('connection refused');
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const { work, lines } = runner({ ...database, db: flaky }, clock, {
      note: async (payload) => void done.push(payload),
    });
    await enqueueJob(database.db, job('after-outage'), clock.now());
    await work.start();
    await vi.waitFor(() => expect(lines.map((l) => l.msg)).toContain('looking for background jobs failed'));
    work.wake();
    await vi.waitFor(() => expect(done).toEqual([{ key: 'after-outage' }]));
    await work.stop();
  });

  it('runs a repeatable job again when it is enqueued while it runs, and coalesces the rest', async () => {
    const runs: unknown[] = [];
    let enqueueDuringRun = true;
    const { work } = runner(database, clock, {
      note: async (payload) => {
        runs.push(payload);
        if (enqueueDuringRun) {
          enqueueDuringRun = false;
          await enqueueJob(database.db, job('scores', { repeatable: true, payload: 2 }), clock.now());
        }
      },
    });
    await enqueueJob(database.db, job('scores', { repeatable: true, payload: 1 }), clock.now());
    await work.drain();
    expect(runs).toEqual([1, 2]);
    await enqueueJob(database.db, job('scores', { repeatable: true, payload: 3 }), clock.now());
    await enqueueJob(database.db, job('scores', { repeatable: true, payload: 4 }), clock.now());
    await work.drain();
    expect(runs).toEqual([1, 2, 4]);
    expect(await row('scores')).toMatchObject({ status: 'done' });
  });

  it('runNow does one job in the caller, and throws what its handler threw', async () => {
    const done: unknown[] = [];
    const { work } = runner(database, clock, {
      note: async (payload) => {
        if (payload === 'bad') throw new Error('refused');
        done.push(payload);
      },
    });
    await enqueueJob(database.db, job('now', { payload: 'good' }), clock.now());
    await enqueueJob(database.db, job('now-bad', { payload: 'bad' }), clock.now());
    expect(await work.runNow('now')).toBe(true);
    expect(done).toEqual(['good']);
    expect(await work.runNow('now')).toBe(false);
    await expect(work.runNow('now-bad')).rejects.toThrow('refused');
    await work.cancel(database.db, 'now-bad');
    expect(await row('now-bad')).toBeUndefined();
  });
});

describe('background work: two runners on one database', () => {
  const adminUrl = process.env.DATABASE_URL;
  const clock = new TestClock();
  const databases: Database[] = [];
  let dropScratch = async () => {};

  beforeAll(async () => {
    if (adminUrl) {
      // Two pools on one PostgreSQL database, as two server processes have.
      const scratch = await migratedScratchDatabase(adminUrl);
      dropScratch = scratch.drop;
      databases.push(await openDatabase({ databaseUrl: scratch.url }));
      databases.push(await openDatabase({ databaseUrl: scratch.url }));
    } else {
      const database = await openTestDatabase();
      dropScratch = database.drop;
      databases.push(database, database);
    }
  });
  afterAll(async () => {
    if (adminUrl) for (const database of databases) await database.close();
    await dropScratch();
  });

  it('delivers each job exactly once when both drain the queue at the same time', async () => {
    const deliveries: { by: string; key: unknown }[] = [];
    const handler = (by: string) => async (payload: unknown) => {
      // Each delivery yields, as a send does, so the runners' claims interleave.
      await new Promise((resolve) => setTimeout(resolve, 1));
      deliveries.push({ by, key: (payload as { key: string }).key });
    };
    const a = runner(databases[0]!, clock, { note: handler('a') }).work;
    const b = runner(databases[1]!, clock, { note: handler('b') }).work;
    const keys = Array.from({ length: 40 }, (_, i) => `mail-${i}`);
    for (const key of keys) await enqueueJob(databases[0]!.db, job(key), clock.now());
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(deliveries.map((d) => d.key).sort()).toEqual([...keys].sort());
    if (adminUrl) expect(new Set(deliveries.map((d) => d.by))).toEqual(new Set(['a', 'b']));
    expect(await a.counts()).toEqual({ pending: 0, failed: 0 });
  });
});
