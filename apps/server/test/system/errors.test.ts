import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME, serverMessages } from '@hireloop/shared';
import { buildApp } from '../../src/app';
import { createUser } from '../../src/db/seed/factories';
import { call, createTestApp, openTestDatabase, testConfig, type TestApp, uniqueEmail } from '../helper';

const AUTH_POSTS = [
  '/api/auth/check-existing-user',
  '/api/auth/check-email',
  '/api/auth/send-otp',
  '/api/auth/resend-otp',
  '/api/auth/verify-otp',
  '/api/auth/register',
  '/api/auth/complete-registration',
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
];

/** No stack frames, file paths, SQL or driver text in what a client sees. */
function expectNoLeak(text: string) {
  expect(text).not.toMatch(/\n\s*at /);
  expect(text).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  expect(text).not.toMatch(/\.ts\b|node_modules|\/work\//);
  expect(text).not.toMatch(/select |insert |update |pglite|postgres|pool/i);
}

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 and a message', async () => {
    for (const url of ['/api/auth/login', '/api/auth/send-otp']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com", ',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['message']);
      expect(body.message).toEqual(expect.any(String));
      expect(body.message.length).toBeGreaterThan(0);
      expectNoLeak(res.body);
    }
  });

  it('answers an empty JSON body, a wrong content type and a too large body with { message }', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['message']);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.com',
    });
    // Fastify reads text/plain as a string, which the JSON schema then refuses.
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json()).toEqual({ message: expect.any(String) });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: expect.any(String) });
  });

  it('answers every auth call with an empty body as 400 { message }', async () => {
    for (const url of AUTH_POSTS) {
      const res = await call(t.app, 'POST', url, { body: {} });
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body), url).toEqual(['message']);
      expect(res.body.message, url).toEqual(expect.any(String));
    }
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const get = await call(t.app, 'GET', '/api/no-such-thing');
    expect(get.status).toBe(404);
    expect(get.headers['content-type']).toMatch(/application\/json/);
    expect(get.body).toEqual({ message: `${serverMessages.notFound}: GET /api/no-such-thing` });
    const post = await call(t.app, 'POST', '/api/auth/no-such-call?x=1', { body: { a: 1 } });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ message: `${serverMessages.notFound}: POST /api/auth/no-such-call` });
    const wrongMethod = await call(t.app, 'GET', '/api/auth/login');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body).toEqual({ message: expect.any(String) });
  });

  it('answers /api/config, /api/health and /api/ready', async () => {
    const config = await call(t.app, 'GET', '/api/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ productName: PRODUCT_NAME, kycSimulation: 'random' });
    const health = await call(t.app, 'GET', '/api/health');
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await call(t.app, 'GET', '/api/ready');
    expect(ready.body).toEqual({ status: 'ready' });
  });
});

describe('unknown /api paths while the web app is served', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hireloop-web-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>web</title>');
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig(dir),
      database,
      webDist: dir,
      mailer: { send: async () => undefined },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('still answers 404 JSON under /api, and the page for a client-side route', async () => {
    const api = await call(app, 'GET', '/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: `${serverMessages.notFound}: GET /api/no-such-thing` });
    const page = await app.inject({ method: 'GET', url: '/reset-password/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>web</title>');
  });
});

describe('server errors', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    email = uniqueEmail('down');
    await createUser(t.database.db, { email });
    await t.database.close();
  });
  afterAll(() => t.close());

  it('answers 503 with the generic message and no stack when the database is gone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Password1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: serverMessages.serviceUnavailable,
      requestId: res.headers['x-request-id'],
    });
    expectNoLeak(res.body);

    const send = await call(t.app, 'POST', '/api/auth/send-otp', { body: { email: uniqueEmail('down') } });
    expect(send.status).toBe(503);
    expect(send.body).toEqual({ message: serverMessages.serviceUnavailable, requestId: expect.any(String) });
  });

  it('answers /api/ready with 503 when the database is gone, while /api/health stays alive', async () => {
    const res = await call(t.app, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'not-ready' });
    expect((await call(t.app, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
  });
});
