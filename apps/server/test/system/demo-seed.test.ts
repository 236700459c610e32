import type { ChildProcess } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { demoSeedPlan } from '../../src/db/seed/demo-seed-plan';
import { freePort, spawnServer } from './server-process';

describe('demoSeedPlan', () => {
  it('fills an empty embedded database with the published password outside production', () => {
    expect(demoSeedPlan({ nodeEnv: 'development', seedDemo: 'auto' }, 'pglite', true)).toEqual({
      seed: true,
      password: DEMO_PASSWORD,
      published: true,
    });
    expect(demoSeedPlan({ nodeEnv: 'development', seedDemo: 'auto' }, 'pglite', false)).toEqual({
      seed: false,
    });
    expect(demoSeedPlan({ nodeEnv: 'development', seedDemo: 'auto' }, 'postgres', true)).toEqual({
      seed: false,
    });
    expect(demoSeedPlan({ nodeEnv: 'test', seedDemo: 'always' }, 'postgres', false)).toMatchObject({
      password: DEMO_PASSWORD,
    });
    expect(demoSeedPlan({ nodeEnv: 'development', seedDemo: 'never' }, 'pglite', true)).toEqual({
      seed: false,
    });
  });

  it('never seeds by default in production', () => {
    expect(demoSeedPlan({ nodeEnv: 'production', seedDemo: 'auto' }, 'pglite', true)).toEqual({
      seed: false,
    });
  });

  it('gives the demo accounts a random password in production with SEED_DEMO=always', () => {
    const first = demoSeedPlan({ nodeEnv: 'production', seedDemo: 'always' }, 'pglite', true);
    const second = demoSeedPlan({ nodeEnv: 'production', seedDemo: 'always' }, 'postgres', false);
    if (!first.seed || !second.seed) throw new Error('expected a seed plan');
    expect(first.published).toBe(false);
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.password).not.toBe(DEMO_PASSWORD);
    expect(second.password).not.toBe(first.password);
  });
});

/** Paths under `dir` that group or others may use. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(path.relative(dir, p));
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return found;
}

describe('a production server start', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the real server on an empty embedded database and answers what it printed. */
  async function start(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = spawnServer(
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-that-is-long-enough-for-hs256',
        MAIL_OUTBOX: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      port,
      dataDir,
    );
    children.push(server.child);
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (server.stdout().includes('is running on')) {
          clearInterval(poll);
          setTimeout(resolve, 200);
        }
      }, 100);
      server.child.once('exit', (code) => {
        clearInterval(poll);
        reject(new Error(`the server exited with ${code}: ${server.stderr()}`));
      });
    });
    const stdout = server.stdout();
    const login = async (email: string, password: string) =>
      (
        await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        })
      ).status;
    return { stdout, dataDir, login };
  }

  it('with SEED_DEMO unset, creates no account with the published password', async () => {
    const server = await start({});
    expect(server.stdout).not.toContain('Demo accounts');
    expect(server.stdout).not.toContain(DEMO_PASSWORD);
    expect(await server.login('careers@finstack.in', DEMO_PASSWORD)).toBe(401);
    expect(await server.login('talent@acme-robotics.com', DEMO_PASSWORD)).toBe(401);
  }, 120_000);

  it('with SEED_DEMO=always, prints a random password once that signs in, and Demo@1234 does not; DATA_DIR stays private', async () => {
    const server = await start({ SEED_DEMO: 'always' });
    expect(server.stdout).not.toContain(DEMO_PASSWORD);
    const password = /Demo accounts \(password ([A-Za-z0-9_-]{16}), shown only this once\)/.exec(
      server.stdout,
    )?.[1];
    expect(password).toBeDefined();
    expect(await server.login('careers@finstack.in', DEMO_PASSWORD)).toBe(401);
    expect(await server.login('careers@finstack.in', password!)).toBe(200);
    expect(await server.login('priya.sharma@example.com', password!)).toBe(200);
    expect(openToOthers(server.dataDir)).toEqual([]);
  }, 300_000);
});
