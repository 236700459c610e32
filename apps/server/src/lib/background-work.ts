import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { backgroundJobs } from '../db/schema';
import type { Clock } from './clock';
import { describeQueryFailure } from './database-failure';

/**
 * What a failure may leave in the log and in `last_error`: a failed query's error carries its SQL
 * and parameters (an e-mail address, a reset link), so only its description is kept.
 */
function safeError(err: unknown): { err: unknown; message: string } {
  const query = describeQueryFailure(err);
  if (query) return { err: query, message: `query failed: ${String(query.code ?? query.message ?? '')}` };
  return { err, message: err instanceof Error ? err.message : String(err) };
}

/**
 * Among due jobs the higher priority is claimed first, then the earlier due (security review
 * 2026-12, DL6): a mail someone waits for on a screen (a sign-up code, a reset link) goes before a
 * backlog of status and alert mails and recomputations, on its first attempt and on its retries.
 */
export const JOB_PRIORITY = { urgent: 1, normal: 0 } as const;

export interface NewJob {
  kind: string;
  /** Idempotency key: enqueuing a key that exists does nothing (or re-arms it, when repeatable). */
  key: string;
  payload: unknown;
  maxAttempts?: number;
  /** JOB_PRIORITY.normal unless given. */
  priority?: number;
  /**
   * The key names work that may be needed again (recompute this job's scores): enqueuing it again
   * makes it pending, and a run that started earlier leaves it pending, so it runs once more.
   */
  repeatable?: boolean;
}

export interface ClaimedJob {
  id: string;
  key: string;
  kind: string;
  payload: unknown;
  attempts: number;
  revision: number;
}

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface BackgroundWorkOptions {
  /** How long a claimed job is reserved; past it, a job whose process died is claimed again. */
  leaseMs?: number;
  /** How often due jobs are looked for without a wake (retries, other processes' jobs). */
  pollMs?: number;
  /** Test only: a wait before each claim, so a test can kill the process between commit and send. */
  claimDelayMs?: number;
  /**
   * Only this process uses the database (the embedded one): leases left by an earlier run of the
   * process cannot belong to anyone alive, so they are released at start instead of waited out.
   */
  soleProcess?: boolean;
}

const DEFAULT_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;
const PURGE_EVERY_MS = 3_600_000;
/** Finished jobs are kept this long for inspection; the unique keys they hold are spent by then. */
const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;

/** 30 s, 1 min, 2 min, ... up to an hour between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/** Writes a job with `db`: pass the transaction of the change that causes it. */
export async function enqueueJob(db: Db, job: NewJob, now: Date): Promise<void> {
  const values = {
    kind: job.kind,
    key: job.key,
    payload: job.payload,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    priority: job.priority ?? JOB_PRIORITY.normal,
    runAt: now,
  };
  const insert = db.insert(backgroundJobs).values(values);
  await (job.repeatable
    ? insert.onConflictDoUpdate({
        target: backgroundJobs.key,
        set: {
          payload: values.payload,
          status: 'pending',
          attempts: 0,
          revision: sql`${backgroundJobs.revision} + 1`,
          runAt: now,
          finishedAt: null,
          lastError: null,
        },
      })
    : insert.onConflictDoNothing({ target: backgroundJobs.key }));
}

/** Writes many jobs (none repeatable) in one statement; keys that exist are skipped, as one by one. */
export async function enqueueJobs(db: Db, jobs: NewJob[], now: Date): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(backgroundJobs)
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        key: job.key,
        payload: job.payload,
        maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        priority: job.priority ?? JOB_PRIORITY.normal,
        runAt: now,
      })),
    )
    .onConflictDoNothing({ target: backgroundJobs.key });
}

/**
 * Does the queued jobs of this process, one at a time: claims a due job (FOR UPDATE SKIP LOCKED,
 * so processes sharing a database never take the same one), runs it, and records the outcome,
 * retrying with exponential backoff up to the job's maximum of attempts (ADR 0015).
 */
export class BackgroundWork {
  private readonly owner = randomUUID();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private chain: Promise<void> = Promise.resolve();
  /** Jobs started by startNow and not finished yet: drain() and stop() wait for them too. */
  private readonly started = new Set<Promise<void>>();
  private queued = false;
  private stopped = true;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: BackgroundWorkOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 2_000;
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (this.options.soleProcess) {
      await this.db
        .update(backgroundJobs)
        .set({ lockedUntil: null, lockedBy: null })
        .where(eq(backgroundJobs.status, 'pending'));
    }
    this.timers = [
      setInterval(() => this.wake(), this.pollMs),
      setInterval(() => void this.purge(), PURGE_EVERY_MS),
    ];
    this.timers.forEach((t) => t.unref());
    this.wake();
  }

  /** Looks for due jobs now: called after a transaction that enqueued one has committed. */
  wake(): void {
    if (this.stopped || this.queued) return;
    this.queued = true;
    // A failed look (the database away) is logged; the chain must stay usable for the next wake.
    this.chain = this.chain
      .then(async () => {
        this.queued = false;
        await this.runDue();
      })
      .catch((err: unknown) =>
        this.log.error({ err: safeError(err).err }, 'looking for background jobs failed'),
      );
  }

  /** Resolves when no job is due any more (tests, and before a shutdown if wanted). */
  async drain(): Promise<void> {
    await Promise.all(this.started);
    const run = this.chain.then(() => this.runDue(true));
    this.chain = run.catch(() => undefined);
    await run;
  }

  /** Stops claiming and waits for the job being done; pending jobs stay for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timers.forEach(clearInterval);
    this.timers = [];
    await Promise.all([this.chain, ...this.started]);
  }

  /** Jobs waiting to be done (due or later), and jobs that used up their attempts. */
  async counts(): Promise<{ pending: number; failed: number }> {
    const rows = await this.db
      .select({ status: backgroundJobs.status, n: count() })
      .from(backgroundJobs)
      .where(or(eq(backgroundJobs.status, 'pending'), eq(backgroundJobs.status, 'failed')))
      .groupBy(backgroundJobs.status);
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { pending: of('pending'), failed: of('failed') };
  }

  /**
   * Does the job with this key now, in the caller's request, when no process has taken it yet:
   * answers false when another process has; throws what the handler threw (the job then waits
   * for its retry, and the caller may cancel it).
   */
  async runNow(key: string): Promise<boolean> {
    const job = await this.claim(key);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  /**
   * Starts the job with this key now, beside the queue, and answers at once: for a mail that must
   * not wait behind bulk mail, nor make the caller's answer slower (a reset link, whose answer must
   * take as long whether or not the account exists). A failure is recorded, logged and retried as
   * for any job. With a claim delay (the crash test) the job is left to the runner, which waits.
   */
  startNow(key: string): void {
    if (this.stopped) return;
    if (this.options.claimDelayMs) return this.wake();
    const run: Promise<void> = this.claim(key)
      // The outcome is recorded and logged by execute, as in runDue.
      .then(async (job) => {
        if (job) await this.execute(job).catch(() => undefined);
      })
      .catch((err: unknown) =>
        this.log.error(
          { err: safeError(err).err },
          'starting a background job now failed; the runner will do it',
        ),
      )
      .finally(() => this.started.delete(run));
    this.started.add(run);
  }

  /** Deletes a job nobody is doing, when what caused it is undone. */
  async cancel(db: Db, key: string): Promise<void> {
    await db
      .delete(backgroundJobs)
      .where(and(eq(backgroundJobs.key, key), eq(backgroundJobs.status, 'pending')));
  }

  /** Claims and does due jobs one after another until none is due, or the runner stops. */
  private async runDue(evenIfStopped = false): Promise<void> {
    await this.failExhausted();
    while (evenIfStopped || !this.stopped) {
      const delay = this.options.claimDelayMs;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const job = await this.claim();
      if (!job) return;
      // The outcome is recorded and logged by execute; the next job goes on regardless.
      await this.execute(job).catch(() => undefined);
    }
  }

  private async claim(key?: string): Promise<ClaimedJob | null> {
    const now = this.clock.now();
    const due = this.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.status, 'pending'),
          key ? eq(backgroundJobs.key, key) : lte(backgroundJobs.runAt, now),
          lt(backgroundJobs.attempts, backgroundJobs.maxAttempts),
          or(isNull(backgroundJobs.lockedUntil), lte(backgroundJobs.lockedUntil, now)),
        ),
      )
      .orderBy(desc(backgroundJobs.priority), backgroundJobs.runAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(backgroundJobs)
      .set({
        attempts: sql`${backgroundJobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + this.leaseMs),
        lockedBy: this.owner,
      })
      .where(eq(backgroundJobs.id, sql`(${due})`))
      .returning({
        id: backgroundJobs.id,
        key: backgroundJobs.key,
        kind: backgroundJobs.kind,
        payload: backgroundJobs.payload,
        attempts: backgroundJobs.attempts,
        revision: backgroundJobs.revision,
      });
    return job ?? null;
  }

  /**
   * Runs a claimed job and records the outcome, only while this process still holds the lease.
   * The outcome of a job whose lease ran out is another process's to record; its work may then
   * be done twice, which is why deliveries carry the job's key (at least once, never lost).
   */
  private async execute(job: ClaimedJob): Promise<void> {
    const mine = and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.lockedBy, this.owner));
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for background jobs of kind ${job.kind}`);
      await handler(job.payload, job);
    } catch (err) {
      const now = this.clock.now();
      const exhausted = sql`${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts}`;
      const [row] = await this.db
        .update(backgroundJobs)
        .set({
          status: sql`case when ${exhausted} then 'failed' else 'pending' end`,
          runAt: new Date(now.getTime() + backoffMs(job.attempts)),
          finishedAt: sql`case when ${exhausted} then ${now.toISOString()}::timestamptz end`,
          payload: sql`case when ${exhausted} then '{}'::jsonb else ${backgroundJobs.payload} end`,
          lastError: safeError(err).message,
          lockedUntil: null,
          lockedBy: null,
        })
        .where(mine)
        .returning({ status: backgroundJobs.status });
      const about = {
        err: safeError(err).err,
        job: { id: job.id, kind: job.kind, key: job.key, attempts: job.attempts },
      };
      if (row?.status === 'failed') this.log.error(about, 'background job failed for good');
      else this.log.warn(about, 'background job failed; it will be retried');
      throw err;
    }
    // Payloads may hold a sign-up code or a reset link: nothing of them is kept once done.
    const current = sql`${backgroundJobs.revision} = ${job.revision}`;
    const [row] = await this.db
      .update(backgroundJobs)
      .set({
        status: sql`case when ${current} then 'done' else 'pending' end`,
        finishedAt: sql`case when ${current} then ${this.clock.now().toISOString()}::timestamptz end`,
        payload: sql`case when ${current} then '{}'::jsonb else ${backgroundJobs.payload} end`,
        lastError: null,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(mine)
      .returning({ id: backgroundJobs.id });
    if (!row) this.log.warn({ job: { id: job.id, kind: job.kind } }, 'background job outlived its lease');
  }

  /** A job whose process died during its last attempt is not claimed again: it failed. */
  private async failExhausted(): Promise<void> {
    const now = this.clock.now();
    const failed = await this.db
      .update(backgroundJobs)
      .set({
        status: 'failed',
        finishedAt: now,
        payload: {},
        lastError: 'the process doing the last attempt stopped',
        lockedUntil: null,
        lockedBy: null,
      })
      .where(
        and(
          eq(backgroundJobs.status, 'pending'),
          gte(backgroundJobs.attempts, backgroundJobs.maxAttempts),
          or(isNull(backgroundJobs.lockedUntil), lte(backgroundJobs.lockedUntil, now)),
        ),
      )
      .returning({ id: backgroundJobs.id, kind: backgroundJobs.kind, key: backgroundJobs.key });
    for (const job of failed) this.log.error({ job }, 'background job failed for good');
  }

  private async purge(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - KEEP_FINISHED_MS);
    await this.db
      .delete(backgroundJobs)
      .where(and(sql`${backgroundJobs.status} <> 'pending'`, lt(backgroundJobs.finishedAt, before)))
      .catch((err: unknown) =>
        this.log.error({ err: safeError(err).err }, 'purging finished background jobs failed'),
      );
  }
}
