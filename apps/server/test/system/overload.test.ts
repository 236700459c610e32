import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { loadConfig } from '../../src/config';
import { OVERLOAD_RETRY_AFTER_S } from '../../src/plugins/operations';
import { createSystemApp, type SystemTestApp } from './util';

/** Shows the operator the checks in /api/ready. */
const METRICS_TOKEN = 'metrics-token-for-the-overload-test-0123';

describe('overload protection', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 503 with Retry-After and a message at once, but keeps answering liveness', async () => {
    // A heap limit of 1 MB is exceeded by any process: every sample after the first says overloaded.
    t = await createSystemApp({ env: { OVERLOAD_MAX_HEAP_MB: '1', METRICS_TOKEN } });
    let res = await t.app.inject({ method: 'GET', url: '/api/config' });
    for (let i = 0; i < 100 && res.statusCode !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await t.app.inject({ method: 'GET', url: '/api/config' });
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_S));
    expect(res.json()).toEqual({
      message: serverMessages.overloaded,
      requestId: res.headers['x-request-id'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await t.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { load: { status: 'down' } } });
  });

  it('is on by default at 1 s of event-loop delay; the limits are checked at start', () => {
    const base = { DATA_DIR: '/tmp/overload', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).operations).toMatchObject({
      overloadMaxEventLoopDelayMs: 1000,
      overloadMaxHeapMb: 0,
    });
    expect(() => loadConfig({ ...base, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-5' })).toThrow(
      /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number from 0 to 60000/,
    );
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      /SHUTDOWN_TIMEOUT_MS must be a whole number/,
    );
  });
});
