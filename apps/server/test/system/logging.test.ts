import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { describeQueryFailure } from '../../src/lib/database-failure';
import { createSystemApp, type SystemTestApp } from './util';

/** Every log line the app writes, as text. */
function captureLog(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('what the logs keep', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('logs a request to a reset link without the token', async () => {
    const log = captureLog();
    t = await createSystemApp({ env: { LOG_LEVEL: 'info' }, app: { logStream: log.stream } });
    const token = 'Rk9PQkFSLXJlc2V0LXRva2VuLXByb2Jl';
    await t.app.inject({ method: 'GET', url: `/reset-password/${token}` });
    await t.app.inject({ method: 'GET', url: `/reset-password/${token}?from=mail` });
    expect(log.text()).toContain('/reset-password/');
    expect(log.text()).not.toContain(token);
  });

  it('logs a request to a resume view link without the token', async () => {
    const log = captureLog();
    t = await createSystemApp({ env: { LOG_LEVEL: 'info' }, app: { logStream: log.stream } });
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJmaWQiOiJwcm9iZSJ9.c2lnbmF0dXJlLXByb2Jl';
    await t.app.inject({ method: 'GET', url: `/api/user/resume/view/cv.pdf?token=${token}` });
    expect(log.text()).toContain('/api/user/resume/view/cv.pdf?token=[redacted]');
    expect(log.text()).not.toContain(token);
  });

  it('logs a failed query with its code and route, not its parameters or SQL text', async () => {
    const log = captureLog();
    t = await createSystemApp({ env: { LOG_LEVEL: 'info' }, app: { logStream: log.stream } });
    await t.database.close();
    const email = 'private.person.4711@example.com';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email } });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json()).toEqual({ message: expect.any(String), requestId: res.headers['x-request-id'] });
    const text = log.text();
    expect(text).toContain('/api/auth/send-otp');
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/params:|"params"|select "/i);
  });

  it("keeps a failed query's SQLSTATE and schema names but blanks the values quoted in its message", () => {
    const failure = Object.assign(
      new Error('Failed query: select 1 where "email" = $1\nparams: secret@example.com'),
      {
        name: 'DrizzleQueryError',
        query: 'select 1 where "email" = $1',
        params: ['secret@example.com'],
        cause: Object.assign(new Error('invalid input syntax for type uuid: "secret@example.com"'), {
          code: '22P02',
          table: 'users',
        }),
      },
    );
    const described = describeQueryFailure(failure);
    expect(described).toEqual({
      type: 'query failed',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "…"',
      table: 'users',
    });
    expect(describeQueryFailure(new Error('not a query'))).toBeNull();
  });
});
