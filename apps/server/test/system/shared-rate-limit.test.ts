import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@hireloop/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { READINESS_CACHE_MS } from '../../src/lib/readiness';
import { API_REQUESTS_PER_MINUTE } from '../../src/plugins/rate-limit';
import { call, MemoryMailer, openTestDatabase, TestClock, testConfig } from '../helper';
import { dropRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from './test-services';

// A limit of 12 API requests a minute per address, small enough to reach in a test.
const MULTIPLIER = 0.01;
const LIMIT = API_REQUESTS_PER_MINUTE * MULTIPLIER;
/** Shows the operator the reasons in /api/ready. */
const METRICS_TOKEN = 'metrics-token-for-the-limit-test-0123456789';
/** The apps' time, which the readiness cache is read by. */
const clock = new TestClock();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two app instances on one database, as two server processes would be, with `env` for both. */
async function twoApps(env: Record<string, string>): Promise<[FastifyInstance, FastifyInstance]> {
  const database = await openTestDatabase();
  cleanups.push(() => database.drop());
  const build = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-limit-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const app = await buildApp({
      config: testConfig(dataDir, { RATE_LIMIT_MULTIPLIER: String(MULTIPLIER), METRICS_TOKEN, ...env }),
      database,
      clock,
      mailer: new MemoryMailer(),
      webDist: null,
    });
    cleanups.push(() => app.close());
    await app.ready();
    return app;
  };
  return [await build(), await build()];
}

/** `count` API requests from one address, alternating between the apps; answers their statuses. */
async function alternate(apps: FastifyInstance[], count: number, ip = '203.0.113.7'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await call(apps[i % apps.length]!, 'GET', '/api/jobs', { ip })).status);
  return statuses;
}

describe('the general per-address limit', () => {
  it('is counted in each process without REDIS_URL: two processes allow it twice', async () => {
    const apps = await twoApps({});
    const statuses = await alternate(apps, 2 * LIMIT);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('is shared through Redis with REDIS_URL: hit at the limit in total, whichever process answers', async () => {
    const prefix = uniqueRedisPrefix();
    cleanups.push(() => dropRedisKeys(prefix));
    const apps = await twoApps({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const statuses = await alternate(apps, LIMIT + 2);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const refused = await call(apps[0], 'GET', '/api/jobs', { ip: '203.0.113.7' });
    expect(refused.body).toEqual({ message: serverMessages.tooManyAttempts });
    // Another address has its own count.
    expect((await alternate(apps, 2, '203.0.113.8')).every((s) => s === 200)).toBe(true);
  });

  it('fails open while Redis is unreachable, and /api/ready says Redis is down', async () => {
    const prefix = uniqueRedisPrefix();
    cleanups.push(() => dropRedisKeys(prefix));
    const redis = new URL(TEST_REDIS_URL);
    const proxy = await tcpProxy(redis.hostname, Number(redis.port || 6379));
    cleanups.push(() => proxy.close());
    const apps = await twoApps({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_KEY_PREFIX: prefix });
    expect((await alternate(apps, LIMIT + 1)).at(-1)).toBe(429);

    const ready = async () =>
      (
        await apps[0].inject({
          method: 'GET',
          url: '/api/ready',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).json();
    expect((await ready()).checks.redis).toEqual({ status: 'up' });

    proxy.cut();
    // Served, uncounted: the accounts' own limits are in the database and still hold.
    expect((await alternate(apps, 4)).every((s) => s === 200)).toBe(true);
    // The operator is told, once the last report is a second old.
    clock.advance(READINESS_CACHE_MS);
    expect(await ready()).toMatchObject({
      status: 'not-ready',
      checks: {
        redis: { status: 'down', reason: expect.stringContaining('no connection to redis://127.0.0.1:') },
      },
    });
  });
});

describe('REDIS_URL', () => {
  it('is validated as a redis:// or rediss:// URL', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir(), REDIS_URL: 'http://cache:6379' }),
    ).toThrow('REDIS_URL: REDIS_URL must start with redis:// or rediss://');
  });

  it('stops the start with a message naming it when nothing answers there', async () => {
    const closed = await closedPort();
    await expect(twoApps({ REDIS_URL: `redis://:hunter2@127.0.0.1:${closed}` })).rejects.toThrow(
      `REDIS_URL: no connection to redis://:***@127.0.0.1:${closed}`,
    );
  });
});

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP relay to Redis that the test can cut, as a network failure would, without touching Redis. */
async function tcpProxy(host: string, port: number) {
  const sockets = new Set<Socket>();
  let open = true;
  const server: Server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = createConnection(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
