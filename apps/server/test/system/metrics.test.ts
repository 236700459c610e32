import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { createSystemApp, type SystemTestApp } from './util';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('/metrics', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is not there without METRICS_TOKEN', async () => {
    t = await createSystemApp();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
  });

  it('asks for the token, and refuses a wrong one', async () => {
    t = await createSystemApp({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ message: serverMessages.notSignedIn });
    }
  });

  it('reports request durations by route pattern and status, event-loop lag, the process, the pool and the queue', async () => {
    t = await createSystemApp({ env: { METRICS_TOKEN: TOKEN } });
    const id = '0b8f5f0e-6c1a-4a8e-9d47-2f1f6e0c1a11';
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/config' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/jobs\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/config",status_code="200"\} 1/,
    );
    expect(text).not.toContain(id);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toMatch(/background_jobs\{status="pending"\} \d+/);
    expect(text).toContain('background_jobs{status="failed"} 0');
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
      expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });

  it('takes the numbers other parts register', async () => {
    t = await createSystemApp({ env: { METRICS_TOKEN: TOKEN } });
    const { Gauge } = await import('prom-client');
    new Gauge({
      name: 'queue_depth_probe',
      help: 'a gauge registered from outside',
      registers: [t.app.metrics.registry],
      collect() {
        this.set(7);
      },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.body).toContain('queue_depth_probe 7');
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long enough', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40), METRICS_TOKEN: 'short' }),
    ).toThrow(/METRICS_TOKEN must be at least 16 printable characters/);
  });
});
