import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { describeQueryFailure } from '../../lib/database-failure';
import { jobAlerts, users } from '../../db/schema';
import { enqueueJobs, type NewJob } from '../../lib/background-work';
import { mailJob } from '../background-jobs';
import type { ServiceContext } from '../context';
import { searchVersions, vocabularyAt } from '../search';
import { alertMail } from './alert-mail';
import { newJobsForAlerts, type AlertJob } from './new-jobs-for-alert';
import { intervalOf, nextRunAfter, periodOf } from './schedule';
import { unsubscribeToken } from './unsubscribe-token';

/** Due alerts taken in one transaction. */
export const ALERT_BATCH = 500;

type SweepContext = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

/**
 * A job's row is written with the time its transaction began, and is seen only once that commits:
 * a run looks at jobs up to a moment a little in the past, so one committing late still falls in
 * the next run instead of between two.
 */
const settleMs = (ctx: SweepContext) => Math.min(60_000, ctx.config.alertDayMs / 10);

/**
 * One batch of the sweep: takes up to `batchSize` due alerts (FOR UPDATE SKIP LOCKED, so processes
 * sharing a database take different ones), finds each one's new jobs with the search of Find Jobs,
 * queues a mail when there are any and the person wants alert mails, and moves the alert to its
 * next run, all in one transaction: a crash leaves the batch due, as if it never ran. The mail's key
 * names the alert and its period, so no period is mailed twice (docs/decisions/0023-job-alerts.md).
 */
export async function sweepAlertBatch(
  ctx: SweepContext,
  batchSize = ALERT_BATCH,
): Promise<{ alerts: number; mails: number }> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() - settleMs(ctx));
  const vocabulary = await vocabularyAt(ctx.db, (await searchVersions(ctx.db)).terms);
  const [latest] = await queryRows<{ newest: string | Date | null }>(
    ctx.db,
    sql`select max(created_at) as newest from jobs
        where is_closed = false and deleted_at is null and created_at <= ${until.toISOString()}`,
  );
  const newest = latest?.newest ? new Date(latest.newest) : null;

  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ alert: jobAlerts, email: users.email, wantsMail: users.mailJobAlerts })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.userId))
      .where(and(isNull(jobAlerts.pausedAt), lte(jobAlerts.nextRunAt, now)))
      .orderBy(asc(jobAlerts.nextRunAt))
      .limit(batchSize)
      .for('update', { of: jobAlerts, skipLocked: true });
    if (due.length === 0) return { alerts: 0, mails: 0 };

    // The alerts that may have new jobs, by saved search: each search runs once per batch.
    const bySearch = new Map<string, number[]>();
    due.forEach(({ alert, wantsMail }, i) => {
      if (!wantsMail || !newest || newest <= alert.lastRunAt) return;
      const key = JSON.stringify(alert.search);
      bySearch.set(key, [...(bySearch.get(key) ?? []), i]);
    });
    const found = new Map<number, { jobs: AlertJob[]; total: number }>();
    for (const indexes of bySearch.values()) {
      const alerts = indexes.map((i) => due[i]!.alert);
      const results = await newJobsForAlerts(
        tx,
        vocabulary,
        alerts[0]!.search,
        alerts.map((a) => a.lastRunAt),
        until,
      );
      indexes.forEach((i, n) => found.set(i, results[n]!));
    }

    const advanced: { id: string; next: string; sent: boolean }[] = [];
    const mails: NewJob[] = [];
    for (const [i, { alert, email }] of due.entries()) {
      const result = found.get(i);
      if (result && result.total > 0) {
        const mail = alertMail({
          to: email,
          name: alert.name,
          search: alert.search,
          jobs: result.jobs,
          total: result.total,
          publicUrl: ctx.config.publicUrl,
          token: await unsubscribeToken(ctx, alert.id),
        });
        mails.push(mailJob(`alert:${alert.id}:${periodOf(alert.frequency, alert.nextRunAt)}`, mail));
      }
      const next = nextRunAfter(alert.nextRunAt, now, intervalOf(ctx.config, alert.frequency));
      advanced.push({ id: alert.id, next: next.toISOString(), sent: Boolean(result?.total) });
    }
    await enqueueJobs(tx, mails, now);
    const list = (values: string[]) => `{${values.join(',')}}`;
    await tx.execute(sql`
      update job_alerts a
      set last_run_at = greatest(a.last_run_at, ${until.toISOString()}::timestamptz),
          next_run_at = v.next,
          last_sent_at = case when v.sent then ${now.toISOString()}::timestamptz else a.last_sent_at end
      from unnest(${list(advanced.map((a) => a.id))}::uuid[],
                  ${list(advanced.map((a) => a.next))}::timestamptz[],
                  ${list(advanced.map((a) => String(a.sent)))}::boolean[]) as v(id, next, sent)
      where a.id = v.id`);
    return { alerts: due.length, mails: mails.length };
  });
}

/**
 * Sweeps until no alert is due (or another process holds the rest, or `stopping` says the process
 * is closing: the rest stays due for the next sweep); the totals of the batches.
 */
export async function sweepAlerts(
  ctx: SweepContext,
  batchSize = ALERT_BATCH,
  stopping: () => boolean = () => false,
): Promise<{ alerts: number; mails: number }> {
  const total = { alerts: 0, mails: 0 };
  for (;;) {
    const batch = await sweepAlertBatch(ctx, batchSize);
    total.alerts += batch.alerts;
    total.mails += batch.mails;
    if (batch.alerts < batchSize || stopping()) return total;
  }
}

/**
 * Sweeps now and then every ALERT_SWEEP_EVERY_MS, waking the background runner for the mails it
 * queued; the answered function stops it and waits for a running sweep.
 */
export function scheduleAlertSweep(ctx: ServiceContext): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const run = () => {
    if (busy) return;
    busy = true;
    running = sweepAlerts(ctx, ALERT_BATCH, () => stopped)
      .then(({ mails }) => mails > 0 && ctx.work.wake())
      // A failed query's error carries its parameters (the batch's mails, addresses): only its description.
      .catch((err: unknown) =>
        ctx.log.error({ err: describeQueryFailure(err) ?? err }, 'sweeping job alerts failed'),
      )
      .finally(() => (busy = false));
  };
  run();
  const timer = setInterval(run, ctx.config.alertSweepEveryMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
