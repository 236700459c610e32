import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { serverMessages } from '@hireloop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { openPool } from '../../src/db/postgres-pool';
import { withClient, type ScratchDatabase } from '../../src/db/scratch';
import { createUser } from '../../src/db/seed/factories';
import { call, migratedScratchDatabase, PASSWORD, testConfig } from '../helper';
import { jobForm } from '../jobs/util';
import { freePort, spawnServer, type ServerProcess } from './server-process';

/**
 * The database going away (security review 2026-12: DH1, DL4, DI5). The lost connection is tested
 * on the real server as a child process, so that "still alive" means the process; the refused
 * connections on an app in the test's own process, which is enough to see the answers.
 */

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const adminUrl = process.env.DATABASE_URL;

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hireloop-outage-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Waits for `check`; fails at once when `server` (if any) has exited. */
async function until(server: ServerProcess | null, what: string, check: () => boolean | Promise<boolean>) {
  const end = Date.now() + 60_000;
  while (!(await check())) {
    if (server && server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; ${server?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status of one request, or 0 when no answer came (the process is gone). */
async function status(url: string, init: RequestInit = {}): Promise<number> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** A migrated database of the test's own on the PostgreSQL server, dropped after the test. */
async function scratchDatabase(): Promise<ScratchDatabase> {
  const scratch = await migratedScratchDatabase(adminUrl!, 'hireloop_outage');
  cleanups.push(() => scratch.drop());
  return scratch;
}

/** Ends the sessions of `database` that match `where`; answers how many. */
async function terminateBackends(admin: pg.Client, database: string, where = 'true'): Promise<number> {
  const { rows } = await admin.query<{ count: string }>(
    `select count(pg_terminate_backend(pid)) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid() and (${where})`,
    [database],
  );
  return Number(rows[0]!.count);
}

describe('start-up with a database that cannot be reached', () => {
  it('exits with 1, naming DATABASE_URL without its password, and the cause', async () => {
    const server = spawnServer(
      {
        JWT_SECRET: SECRET,
        SEED_DEMO: 'never',
        DATABASE_URL: 'postgres://postgres:hunter2-x9@127.0.0.1:1/x',
      },
      await freePort(),
      tempDir(),
    );
    servers.push(server);
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      'Cannot start:\n  DATABASE_URL: no connection to postgres://postgres:***@127.0.0.1:1/x (connect ECONNREFUSED 127.0.0.1:1)\n',
    );
    expect(server.stderr()).toContain('caused by: connect ECONNREFUSED 127.0.0.1:1');
    expect(server.output()).not.toContain('hunter2-x9');
  }, 60_000);
});

describe.runIf(adminUrl)('a PostgreSQL connection lost during a transaction (needs DATABASE_URL)', () => {
  it('answers the requests in flight with 503, stays alive and serves the next ones', async () => {
    const scratch = await scratchDatabase();
    const seeding = await openDatabase({ databaseUrl: scratch.url });
    const employer = await createUser(seeding.db, {
      email: 'hiring@acme-robotics.com',
      role: 'employer',
      companyName: 'Acme Robotics',
    });
    await seeding.close();

    // Trust authentication ignores the password: it is there to show the logs never repeat it.
    const withPassword = new URL(scratch.url);
    withPassword.password = 'password-never-logged-7f3a';
    const server = spawnServer(
      {
        JWT_SECRET: SECRET,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'never',
        RATE_LIMIT_MULTIPLIER: '100',
        DATABASE_URL: withPassword.toString(),
      },
      await freePort(),
      tempDir(),
    );
    servers.push(server);
    await until(server, 'the banner', () => server.stdout().includes('is running on'));
    const base = `http://127.0.0.1:${server.port}`;

    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: employer.email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const post = () =>
      status(`${base}/api/jobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(jobForm()),
      });

    // Four writers post jobs (each a transaction) while the app's busy backends are terminated.
    const statuses: number[] = [];
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing && server.child.exitCode === null) statuses.push(await post());
    });
    let terminated = 0;
    await withClient(adminUrl!, async (admin) => {
      for (let round = 0; round < 30 && server.child.exitCode === null; round++) {
        terminated += await terminateBackends(admin, scratch.name, "state <> 'idle'");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    writing = false;
    await Promise.all(writers);

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(terminated).toBeGreaterThan(0);
    const counts = statuses.reduce<Record<number, number>>(
      (all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }),
      {},
    );
    // Every request either worked or said the database is unavailable; none looked like a bug.
    expect(Object.keys(counts).map(Number).sort(), JSON.stringify(counts)).toEqual([201, 503]);

    await until(server, 'ready again', async () => (await status(`${base}/api/ready`)) === 200);
    for (let i = 0; i < 5; i++) expect(await post()).toBe(201);
    expect(await status(`${base}/api/jobs?keyword=backend`)).toBe(200);
    expect(server.output()).toContain('database connection lost');
    expect(server.output()).not.toContain('password-never-logged-7f3a');
  }, 120_000);

  it('gives back the slot of a lost connection that its holder never releases', async () => {
    // drizzle-orm 0.45 does not release a transaction's connection when its BEGIN fails.
    const scratch = await scratchDatabase();
    const pool = openPool(scratch.url, () => undefined);
    cleanups.push(() => pool.end());
    const held = await pool.connect();
    const lost = new Promise((resolve) => held.once('error', resolve));
    await expect(held.query('select pg_terminate_backend(pg_backend_pid())')).rejects.toThrow(
      'terminating connection due to administrator command',
    );
    await lost;
    expect(pool.totalCount).toBe(0);
    held.release(); // the holder's own release, later, is harmless
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});

describe.runIf(adminUrl)('a database not accepting connections (needs DATABASE_URL)', () => {
  it('answers 503 while connections are not allowed, and 200 at once when they are again', async () => {
    const scratch = await scratchDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url });
    const app = await buildApp({ config: testConfig(tempDir()), database, webDist: null });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    expect((await call(app, 'GET', '/api/jobs?keyword=python')).status).toBe(200);

    await withClient(adminUrl!, async (admin) => {
      await admin.query(`alter database ${scratch.name} allow_connections false`);
      try {
        await terminateBackends(admin, scratch.name);
        // Only new connections meet the refusal: wait for the pool to drop the terminated ones.
        await until(null, 'the pool to empty', () => database.poolStats!().total === 0);
        for (const url of ['/api/jobs?keyword=python', '/api/jobs?keyword=welder']) {
          const res = await call(app, 'GET', url);
          expect(res.status).toBe(503);
          expect(res.body).toEqual({
            message: serverMessages.serviceUnavailable,
            requestId: expect.any(String),
          });
        }
        expect((await call(app, 'GET', '/api/ready')).status).toBe(503);
        expect((await call(app, 'GET', '/api/health')).status).toBe(200);
      } finally {
        await admin.query(`alter database ${scratch.name} allow_connections true`);
      }
    });
    expect((await call(app, 'GET', '/api/jobs?keyword=python')).status).toBe(200);
  });
});
