/**
 * What a server needs to take traffic: each check answers, or throws an Error whose message says
 * what is wrong (for the operator reading /api/ready). The database and the data directory are
 * checked always; Redis and the object store join when they are configured.
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

export class Readiness {
  private readonly checks: ReadinessCheck[] = [];
  private stopping = false;

  add(check: ReadinessCheck): void {
    if (this.checks.some((c) => c.name === check.name))
      throw new Error(`readiness check ${check.name} twice`);
    this.checks.push(check);
  }

  /** From the first shutdown signal on, balancers are told to send new work elsewhere. */
  beginShutdown(): void {
    this.stopping = true;
  }

  async report(): Promise<ReadinessReport> {
    const results = await Promise.all(this.checks.map((c) => runCheck(c)));
    const checks = Object.fromEntries(this.checks.map((c, i) => [c.name, results[i]!]));
    if (this.stopping) return { status: 'shutting-down', checks };
    return { status: results.every((r) => r.status === 'up') ? 'ready' : 'not-ready', checks };
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
