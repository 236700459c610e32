import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { serverMessages } from '@hireloop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { READINESS_CACHE_MS } from '../../src/lib/readiness';
import { dataDirCheck } from '../../src/services/system/readiness-checks';
import { createSystemApp, type SystemTestApp } from './util';

const METRICS_TOKEN = 'metrics-token-for-the-readiness-test-0123';
const asOperator = { authorization: `Bearer ${METRICS_TOKEN}` };

describe('liveness, readiness and failure signalling', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is alive and ready while the database answers and the data directory takes writes', async () => {
    t = await createSystemApp({ env: { METRICS_TOKEN } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const detailed = await t.app.inject({ method: 'GET', url: '/api/ready', headers: asOperator });
    expect(detailed.json()).toEqual({
      status: 'ready',
      checks: { database: { status: 'up' }, dataDir: { status: 'up' }, load: { status: 'up' } },
    });
  });

  it('is not ready, with a reason, when the data directory cannot be written; still alive', async () => {
    t = await createSystemApp();
    // A data directory below a plain file cannot be created or written, even by root.
    const file = path.join(t.dataDir, 'not-a-directory');
    writeFileSync(file, '');
    const broken = await createSystemApp({ env: { DATA_DIR: path.join(file, 'data'), METRICS_TOKEN } });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/ready', headers: asOperator });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not-ready',
        checks: {
          database: { status: 'up' },
          dataDir: { status: 'down', reason: 'the data directory cannot be written' },
          load: { status: 'up' },
        },
      });
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('reports too little free space in the data directory', async () => {
    t = await createSystemApp();
    await expect(dataDirCheck(t.dataDir, Number.MAX_SAFE_INTEGER).check()).rejects.toThrow(/MB free/);
    await expect(dataDirCheck(t.dataDir, 1).check()).resolves.toBeUndefined();
  });

  it('answers 503 while shutting down, at once, though the last report was ready', async () => {
    t = await createSystemApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    t.app.readiness.beginShutdown();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'shutting-down' });
  });

  it('answers 503 { message, requestId } on every API route while the database is down, and ready says so', async () => {
    t = await createSystemApp({ env: { METRICS_TOKEN } });
    await t.database.close();
    const calls = [
      { method: 'POST' as const, url: '/api/auth/check-existing-user', payload: { email: 'a@example.com' } },
      { method: 'POST' as const, url: '/api/auth/send-otp', payload: { email: 'a@example.com' } },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'Password1' },
      },
      { method: 'GET' as const, url: '/api/jobs?keyword=engineer' },
    ];
    for (const request of calls) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.json()).toEqual({
        message: serverMessages.serviceUnavailable,
        requestId: expect.any(String),
      });
    }
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready' });
    const detailed = await t.app.inject({ method: 'GET', url: '/api/ready', headers: asOperator });
    expect(detailed.json().checks.database).toEqual({
      status: 'down',
      reason: 'the database does not answer',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 when the PostgreSQL server refuses connections', async () => {
    t = await createSystemApp();
    // Nothing listens on port 9 here: every connection attempt is refused.
    const refused = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/hireloop' });
    const app = await buildApp({ config: t.config, database: refused, webDist: null });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/check-existing-user',
        payload: { email: 'a@example.com' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: serverMessages.serviceUnavailable,
        requestId: expect.any(String),
      });
    } finally {
      await app.close();
      await refused.close();
    }
  });
});

/** Every log line the app writes, parsed. */
function captureLog(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    lines: () =>
      lines
        .join('')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
  };
}

/** A check that fails as a Redis outage does: its reason names where Redis is. */
const REDIS_DOWN = 'no connection to redis://10.0.0.7:6390 (connect ECONNREFUSED 10.0.0.7:6390)';

/**
 * /api/ready is public: a balancer needs only its status code. What is down and why names the
 * infrastructure (addresses, bucket, errors), so it goes to the operator alone: to a caller with
 * the metrics token, and to the log.
 */
describe('readiness, told to anyone and to the operator', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const ready = (headers: Record<string, string> = {}) =>
    t!.app.inject({ method: 'GET', url: '/api/ready', headers });

  it('answers 503 without the reason to anyone, and with it to the metrics token', async () => {
    t = await createSystemApp({ env: { METRICS_TOKEN } });
    t.app.readiness.add({
      name: 'redis',
      check: async () => {
        throw new Error(REDIS_DOWN);
      },
    });
    const notTheOperator: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: METRICS_TOKEN },
    ];
    for (const headers of notTheOperator) {
      const anonymous = await ready(headers);
      expect(anonymous.statusCode).toBe(503);
      expect(anonymous.json()).toEqual({ status: 'not-ready' });
      expect(anonymous.body).not.toContain('redis');
    }
    const operator = await ready(asOperator);
    expect(operator.statusCode).toBe(503);
    expect(operator.json()).toEqual({
      status: 'not-ready',
      checks: {
        database: { status: 'up' },
        dataDir: { status: 'up' },
        load: { status: 'up' },
        redis: { status: 'down', reason: REDIS_DOWN },
      },
    });
  });

  it('shows no reason to anyone when METRICS_TOKEN is unset', async () => {
    t = await createSystemApp();
    t.app.readiness.add({
      name: 'redis',
      check: async () => {
        throw new Error(REDIS_DOWN);
      },
    });
    const res = await ready({ authorization: 'Bearer undefined' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready' });
  });

  it('runs the checks, the data directory write among them, once for all calls within a second', async () => {
    t = await createSystemApp({ env: { METRICS_TOKEN } });
    let runs = 0;
    t.app.readiness.add({
      name: 'counted',
      check: async () => {
        runs++;
      },
    });
    await Promise.all(Array.from({ length: 5 }, () => ready()));
    for (let i = 0; i < 20; i++) expect((await ready()).statusCode).toBe(200);
    expect(runs).toBe(1);
    // A data directory that can no longer be written goes unnoticed until the window ends: the
    // calls within it did not write to the disk.
    rmSync(t.dataDir, { recursive: true, force: true });
    writeFileSync(t.dataDir, '');
    expect((await ready()).statusCode).toBe(200);
    t.clock.advance(READINESS_CACHE_MS);
    const after = await ready(asOperator);
    expect(after.statusCode).toBe(503);
    expect(after.json().checks.dataDir).toEqual({
      status: 'down',
      reason: 'the data directory cannot be written',
    });
    expect(runs).toBe(2);
  });

  it('logs a failing check with its reason once, again when the reason changes, and its recovery', async () => {
    const log = captureLog();
    t = await createSystemApp({ env: { LOG_LEVEL: 'info' }, app: { logStream: log.stream } });
    const reasons = [REDIS_DOWN, REDIS_DOWN, REDIS_DOWN, 'no answer within 3 s', null];
    t.app.readiness.add({
      name: 'redis',
      check: async () => {
        const reason = reasons.shift();
        if (reason) throw new Error(reason);
      },
    });
    for (let i = 0; i < 5; i++) {
      await ready();
      await ready();
      t.clock.advance(READINESS_CACHE_MS);
    }
    const readinessLines = log.lines().filter((l) => l.check !== undefined);
    expect(readinessLines.map(({ level, check, reason, msg }) => ({ level, check, reason, msg }))).toEqual([
      { level: 40, check: 'redis', reason: REDIS_DOWN, msg: 'readiness check down' },
      { level: 40, check: 'redis', reason: 'no answer within 3 s', msg: 'readiness check down' },
      { level: 30, check: 'redis', reason: undefined, msg: 'readiness check up again' },
    ]);
  });
});
