import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackgroundWork,
  backoffMs,
  enqueueJob,
  enqueueJobs,
  JOB_PRIORITY,
  type NewJob,
} from '../../src/lib/background-work';
import { openTestDatabase, TestClock } from '../helper';

const job = (key: string, extra: Partial<NewJob> = {}): NewJob => ({
  kind: 'note',
  key,
  payload: { key },
  ...extra,
});

/**
 * Due jobs are claimed by priority, then by due time: a mail someone waits for (a reset link) goes
 * before a backlog of bulk mail, on its first attempt and on its retries (security review
 * 2026-12, DL6; docs/decisions/0015-durable-background-work.md).
 */
describe('background work: priorities', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('does an urgent job before every earlier normal one, and again when it is retried', async () => {
    const done: string[] = [];
    let failUrgent = true;
    const work = new BackgroundWork(database.db, clock, pino({ level: 'silent' }), {
      note: async (payload) => {
        const { key } = payload as { key: string };
        if (key === 'reset' && failUrgent) {
          failUrgent = false;
          throw new Error('SMTP said no');
        }
        done.push(key);
      },
    });
    await enqueueJobs(
      database.db,
      Array.from({ length: 100 }, (_, i) => job(`bulk-${i}`)),
      clock.now(),
    );
    clock.advance(1);
    await enqueueJob(database.db, job('reset', { priority: JOB_PRIORITY.urgent }), clock.now());
    // Its first attempt fails; when its retry is due, more bulk work is waiting than ever.
    clock.advance(1);
    await work.drain();
    expect(done).toHaveLength(100);
    expect(done).not.toContain('reset');
    await enqueueJobs(
      database.db,
      Array.from({ length: 100 }, (_, i) => job(`later-${i}`)),
      clock.now(),
    );
    clock.advance(backoffMs(1));
    await work.drain();
    expect(done[100]).toBe('reset');
    expect(done).toHaveLength(201);
  });

  it('does urgent jobs in the order they came due', async () => {
    const done: string[] = [];
    const work = new BackgroundWork(database.db, clock, pino({ level: 'silent' }), {
      note: async (payload) => void done.push((payload as { key: string }).key),
    });
    await enqueueJob(database.db, job('normal'), clock.now());
    for (const key of ['first', 'second', 'third']) {
      clock.advance(1);
      await enqueueJob(database.db, job(key, { priority: JOB_PRIORITY.urgent }), clock.now());
    }
    await work.drain();
    expect(done).toEqual(['first', 'second', 'third', 'normal']);
  });
});
