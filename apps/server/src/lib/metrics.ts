import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';

/**
 * The Prometheus metrics of one server process. Other parts add their own to `registry` with
 * prom-client's `registers: [metrics.registry]` (the background queue its depth and failures);
 * a registry per app keeps test apps apart.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor() {
    // Process CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by route pattern (never the raw URL) and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  /** PostgreSQL's connection pool; the embedded database has none. */
  watchPool(stats: () => PoolStats): void {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this process by state (total, idle, waiting for a connection)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  /**
   * The background queue, read from the database at each scrape (every process sees the same
   * numbers): jobs waiting or being retried, and jobs that used up their attempts.
   */
  watchQueue(counts: () => Promise<{ pending: number; failed: number }>): void {
    new Gauge({
      name: 'background_jobs',
      help: 'Background jobs (mails, score recomputations) by status: pending, or failed after their last attempt',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        // A database that does not answer leaves the gauge out; /api/ready says why.
        const c = await counts().catch(() => null);
        if (!c) return;
        this.set({ status: 'pending' }, c.pending);
        this.set({ status: 'failed' }, c.failed);
      },
    });
  }
}

/** Compares hashes, so the time taken says nothing about how much of the token was right. */
function tokenMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Whether an Authorization header is `Bearer <METRICS_TOKEN>`: the operator's scraper, which may
 * read /metrics and the reasons in /api/ready. Never true while METRICS_TOKEN is unset.
 */
export function hasMetricsToken(
  authorization: string | undefined,
  metricsToken: string | undefined,
): boolean {
  if (!metricsToken) return false;
  const [scheme, token] = (authorization ?? '').split(' ');
  return scheme === 'Bearer' && !!token && tokenMatches(token, metricsToken);
}
