import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { API_REQUESTS_PER_MINUTE } from '../../src/plugins/rate-limit';
import { dropRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from './test-services';
import { createSystemApp, type SystemTestApp } from './util';

// A limit of 12 requests a minute per address, small enough to reach in a test.
const MULTIPLIER = 0.01;
const LIMIT = API_REQUESTS_PER_MINUTE * MULTIPLIER;
const METRICS_TOKEN = 'metrics-token-for-the-limit-test-0123456789';

/** Each test counts under an address of its own (documentation addresses, never contacted). */
let lastOctet = 0;
const newAddress = () => `192.0.2.${++lastOctet}`;

/**
 * What the general per-address limit counts is decided by the route a request reached, not by how
 * its path was spelled: the router decodes percent-escapes, so `/%61pi/jobs` is `/api/jobs`.
 */
describe.each([
  { store: 'memory', redis: false },
  { store: 'Redis', redis: true },
])('the per-address limit, counted in $store', ({ redis }) => {
  let t: SystemTestApp;
  let webDist: string;
  const prefix = uniqueRedisPrefix();
  beforeAll(async () => {
    // A built web app of one page and one hashed asset.
    webDist = mkdtempSync(path.join(tmpdir(), 'hireloop-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>web</title></head></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("hireloop");');
    t = await createSystemApp({
      env: {
        RATE_LIMIT_MULTIPLIER: String(MULTIPLIER),
        METRICS_TOKEN,
        ...(redis ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
      },
      app: { webDist },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    if (redis) await dropRedisKeys(prefix);
  });

  const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });

  /** Sends `urls` in turn from `ip` until LIMIT requests are made; answers them. */
  async function spend(urls: string[], ip: string) {
    const answers = [];
    for (let i = 0; i < LIMIT; i++) answers.push(await get(urls[i % urls.length]!, ip));
    return answers;
  }

  it('counts an API path however it is percent-encoded, and refuses past the limit', async () => {
    const ip = newAddress();
    const spellings = ['/%61pi/config', '/%61p%69/c%6Fnfig', '/api/%63onfig', '/api/config'];
    const answers = await spend(spellings, ip);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(LIMIT).fill(200));
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(
      Array.from({ length: LIMIT }, (_, i) => String(LIMIT - 1 - i)),
    );
    expect(answers[0]!.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    for (const url of spellings) {
      const refused = await get(url, ip);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual({ message: serverMessages.tooManyAttempts });
      expect(refused.headers['x-ratelimit-remaining'], url).toBe('0');
      expect(Number(refused.headers['retry-after']), url).toBeGreaterThan(0);
      expect(refused.headers['x-request-id'], url).toEqual(expect.any(String));
    }
    // Another address has its own count.
    expect((await get('/%61pi/config', newAddress())).statusCode).toBe(200);
  });

  it('counts pictures under /uploads/, each of which may be a read from the object store', async () => {
    const ip = newAddress();
    const picture = () => `/uploads/images/${randomBytes(8).toString('hex')}.webp`;
    const encoded = () => `/%75ploads/images/${randomBytes(8).toString('hex')}.webp`;
    const answers = await spend([picture(), encoded()], ip);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(LIMIT).fill(404));
    expect(answers.at(-1)!.headers['x-ratelimit-remaining']).toBe('0');
    expect((await get(picture(), ip)).statusCode).toBe(429);
    expect((await get('/api/config', ip)).statusCode).toBe(429);
  });

  it('counts requests before their sign-in is checked, so those refused by it count too', async () => {
    const ip = newAddress();
    const token = { authorization: 'Bearer not-a-valid-token' };
    const answers = [];
    for (let i = 0; i < LIMIT; i++)
      answers.push(await get(i % 2 ? '/api/notifications' : '/%61pi/auth/me', ip, token));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(LIMIT).fill(401));
    expect((await get('/api/notifications', ip, token)).statusCode).toBe(429);
    expect((await get('/api/auth/me', ip, token)).statusCode).toBe(429);
  });

  it('leaves hashed assets, the pages and /metrics unlimited, and health and readiness counted', async () => {
    const ip = newAddress();
    await spend(['/api/health', '/api/ready'], ip);
    expect((await get('/api/health', ip)).statusCode).toBe(429);
    expect((await get('/api/ready', ip)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) {
      const asset = await get('/assets/app-abc123.js', ip);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-ratelimit-limit']).toBeUndefined();
      expect((await get('/find-jobs', ip)).statusCode).toBe(200);
      const metrics = await get('/metrics', ip, { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(metrics.statusCode).toBe(200);
    }
  });
});
