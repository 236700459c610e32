import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { createSystemApp, type SystemTestApp } from './util';

/** Every log line the app writes, parsed. */
function captureLog(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines: () => lines };
}

describe('request ids', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers with a new id each request, and every log line of the request carries it', async () => {
    const log = captureLog();
    t = await createSystemApp({ env: { LOG_LEVEL: 'info' }, app: { logStream: log.stream } });
    const a = await t.app.inject({ method: 'GET', url: '/api/config' });
    const b = await t.app.inject({ method: 'GET', url: '/api/config' });
    const id = a.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(id);
    const lines = log.lines().filter((l) => l.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("keeps a proxy's X-Request-Id when it is short and plain, and replaces any other", async () => {
    t = await createSystemApp();
    const given = 'edge-7f3a9c21.4';
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-request-id': given },
    });
    expect(kept.headers['x-request-id']).toBe(given);
    for (const bad of ['short', 'x'.repeat(65), 'has space in it', 'line\\nbreak"quote', '{"json":1}']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id in the body of a server error, which the log of that request holds', async () => {
    const log = captureLog();
    t = await createSystemApp({ env: { LOG_LEVEL: 'info' }, app: { logStream: log.stream } });
    await t.database.close();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-existing-user',
      payload: { email: 'a@example.com' },
      headers: { 'x-request-id': 'support-ticket-4711' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: serverMessages.serviceUnavailable,
      requestId: 'support-ticket-4711',
    });
    const failure = log.lines().find((l) => l.msg === 'database unavailable');
    expect(failure?.reqId).toBe('support-ticket-4711');
  });

  it('leaves the id out of client errors, whose message says all', async () => {
    t = await createSystemApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
