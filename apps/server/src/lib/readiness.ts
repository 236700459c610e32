import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

/**
 * What a server needs to take traffic: each check answers, or throws an Error whose message says
 * what is wrong (for the operator: shown with the metrics token and logged, never to anyone else).
 * The database and the data directory are checked always; Redis and the object store join when
 * they are configured.
 */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface CheckResult {
  status: 'up' | 'down';
  reason?: string;
}

export interface ReadinessReport {
  status: 'ready' | 'not-ready' | 'shutting-down';
  checks: Record<string, CheckResult>;
}

/** A check that hangs (a half-open connection) must not hang the balancer's probe with it. */
export const CHECK_TIMEOUT_MS = 3_000;

/**
 * How long a report is reused. /api/ready is public and one of its checks writes a file: a flood
 * of probes runs the checks once a second at most, and a balancer still hears of an outage in time.
 */
export const READINESS_CACHE_MS = 1_000;

type Results = Record<string, CheckResult>;

export class Readiness {
  private readonly checks: ReadinessCheck[] = [];
  private stopping = false;
  private running: Promise<Results> | undefined;
  private latest: { at: number; results: Results } | undefined;
  /** Each check's last reason to be down, so that an outage is logged once, not at every probe. */
  private readonly downReasons = new Map<string, string>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  add(check: ReadinessCheck): void {
    if (this.checks.some((c) => c.name === check.name))
      throw new Error(`readiness check ${check.name} twice`);
    this.checks.push(check);
    this.latest = undefined;
  }

  /** From the first shutdown signal on, balancers are told to send new work elsewhere. */
  beginShutdown(): void {
    this.stopping = true;
  }

  async report(): Promise<ReadinessReport> {
    const checks = await this.results();
    if (this.stopping) return { status: 'shutting-down', checks };
    return {
      status: Object.values(checks).every((r) => r.status === 'up') ? 'ready' : 'not-ready',
      checks,
    };
  }

  /** The last results while they are fresh; calls during a run wait for that run. */
  private results(): Promise<Results> {
    const now = this.clock.now().getTime();
    if (this.latest && now >= this.latest.at && now - this.latest.at < READINESS_CACHE_MS)
      return Promise.resolve(this.latest.results);
    this.running ??= this.runAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runAll(): Promise<Results> {
    const outcomes = await Promise.all(this.checks.map((c) => runCheck(c)));
    const results = Object.fromEntries(this.checks.map((c, i) => [c.name, outcomes[i]!]));
    for (const [name, result] of Object.entries(results)) this.logChange(name, result);
    this.latest = { at: this.clock.now().getTime(), results };
    return results;
  }

  private logChange(check: string, result: CheckResult): void {
    const before = this.downReasons.get(check);
    if (result.status === 'down') {
      const reason = result.reason ?? '';
      if (before !== reason) this.log.warn({ check, reason }, 'readiness check down');
      this.downReasons.set(check, reason);
    } else if (before !== undefined) {
      this.log.info({ check }, 'readiness check up again');
      this.downReasons.delete(check);
    }
  }
}

async function runCheck(c: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([c.check(), timeout]);
    return { status: 'up' };
  } catch (err) {
    return { status: 'down', reason: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}
