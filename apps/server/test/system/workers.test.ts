import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createScratchDatabase, withClient } from '../../src/db/scratch';
import { freePort, spawnServer, type ServerProcess } from './server-process';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const EMBEDDED_REFUSAL =
  'WORKERS: 2 server processes need PostgreSQL (DATABASE_URL); the embedded database runs inside one process, so without DATABASE_URL leave WORKERS unset or 1';

/**
 * One GET on a connection of its own, so the cluster may hand it to any worker; 0 when it fails or
 * takes over 5 s (a connection handed to a worker as it is killed is lost).
 */
function getStatus(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** The server on a data directory of its own, with the test's secret and request logs. */
function startServer(env: Record<string, string>, port: number): ServerProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-workers-'));
  dirs.push(dataDir);
  const server = spawnServer(
    { JWT_SECRET: SECRET, LOG_LEVEL: 'info', SEED_DEMO: 'never', ...env },
    port,
    dataDir,
  );
  children.push(server.child);
  return server;
}

async function until(
  server: ServerProcess,
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 30_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}; the server said:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pids that logged a completed request: each worker logs its own. */
const servingPids = (output: string) =>
  new Set(
    output
      .split('\n')
      .filter((line) => line.includes('"request completed"'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid),
  );

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('WORKERS on the embedded database', () => {
  it('is 1 by default, and auto is 1 without DATABASE_URL', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-workers-'));
    dirs.push(dataDir);
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir }).workers).toBe(1);
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, WORKERS: 'auto' }).workers).toBe(1);
    expect(
      loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, WORKERS: '3', DATABASE_URL: 'postgres://db/x' })
        .workers,
    ).toBe(3);
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, WORKERS: 'two' })).toThrow(
      'WORKERS must be a whole number from 1 to 64, or auto (one per CPU core)',
    );
  });

  it('refuses WORKERS=2 at start with a message that says why and what to do', async () => {
    const server = startServer({ WORKERS: '2' }, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(EMBEDDED_REFUSAL);
    expect(server.output()).not.toContain('is running on');
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)('WORKERS=2 on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';

  /** How often the migrations journal was read in `url`'s database; all its sessions have ended. */
  const journalReads = (url: string) =>
    withClient(url, async (c) => {
      const { rows } = await c.query<{ reads: string }>(
        `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads from pg_stat_user_tables
         where schemaname = 'drizzle' and relname = '__drizzle_migrations'`,
      );
      return Number(rows[0]?.reads);
    });

  it('migrates once, serves from both workers, replaces a worker that dies, and drains on SIGTERM', async () => {
    // What one run of the migrator leaves in the statistics, on a database of its own.
    const reference = await createScratchDatabase(adminUrl, { prefix: 'hireloop_workers_reference' });
    const once = await openDatabase({ databaseUrl: reference.url });
    await once.migrate();
    await once.close();
    const readsByOneMigration = await journalReads(reference.url);
    await reference.drop();
    expect(readsByOneMigration).toBeGreaterThan(0);

    const scratch = await createScratchDatabase(adminUrl, { prefix: 'hireloop_workers' });
    try {
      const server = startServer({ WORKERS: '2', DATABASE_URL: scratch.url }, await freePort());
      // Three processes load the server from source: on a loaded 2-core machine that takes a while.
      await until(server, 'the banner', () => server.output().includes('is running on'), 60_000);
      expect(server.output()).toContain('(PostgreSQL, 2 worker processes)');
      expect(server.output().match(/is running on/g)).toHaveLength(1);

      // New connections go to the workers in turn.
      for (let i = 0; i < 10; i++) expect(await getStatus(server.port, '/api/jobs')).toBe(200);
      await until(server, 'request logs', () => servingPids(server.output()).size === 2, 10_000);
      const pids = [...servingPids(server.output())];
      expect(pids).not.toContain(server.child.pid);

      process.kill(pids[0]!, 'SIGKILL');
      await until(server, 'a replacement worker', async () => {
        await getStatus(server.port, '/api/health');
        return [...servingPids(server.output())].some((pid) => !pids.includes(pid));
      });
      for (let i = 0; i < 4; i++) expect(await getStatus(server.port, '/api/jobs')).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM: closing 2 worker processes');

      // Three processes ran, the migrator once.
      expect(await journalReads(scratch.url)).toBe(readsByOneMigration);
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
