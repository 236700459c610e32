import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { backgroundJobs } from '../../src/db/schema';
import type { ScratchDatabase } from '../../src/db/scratch';
import { createUser } from '../../src/db/seed/factories';
import { API_REQUESTS_PER_MINUTE } from '../../src/plugins/rate-limit';
import { migratedScratchDatabase } from '../helper';
import { makePdf } from '../profile/fixtures';
import { freePort, spawnServer, type ServerProcess } from './server-process';
import { startSmtp } from './smtp-server';
import {
  dropRedisKeys,
  startObjectStore,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  type TestObjectStore,
} from './test-services';

const adminUrl = process.env.DATABASE_URL;
const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const PASSWORD = 'Password1';
/** Shows the checks in /api/ready. */
const METRICS_TOKEN = 'metrics-token-for-the-multi-process-test-01';
// 60 API requests a minute per address: small enough to reach, large enough for the steps before.
const MULTIPLIER = 0.05;
const LIMIT = API_REQUESTS_PER_MINUTE * MULTIPLIER;

/**
 * A client address for one request, told through X-Forwarded-For (the servers trust the loopback
 * proxy): the steps of the test each count under an address of their own, so only the step that
 * is about the limit reaches it. The addresses are documentation ones, never contacted.
 */
const anyAddress = () => `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;

interface Ask {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  from?: string;
}

function ask(server: ServerProcess, urlPath: string, options: Ask = {}): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? anyAddress() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`http://127.0.0.1:${server.port}${urlPath}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
}

async function untilServing(server: ServerProcess): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const answer = await ask(server, '/api/health').catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Item 3 of issue 16: two real server processes, as two machines would run them, share one
 * PostgreSQL database, one Redis and one S3-compatible store, and nothing else (each has a
 * DATA_DIR of its own). PostgreSQL is required: without DATABASE_URL the test is skipped.
 */
describe.runIf(adminUrl)(
  'two server processes on one PostgreSQL, Redis and object store (needs DATABASE_URL)',
  () => {
    let scratch: ScratchDatabase;
    let objectStore: TestObjectStore;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const prefix = uniqueRedisPrefix();
    const dirs: string[] = [];
    const servers: ServerProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;
    const email = `two.processes.${randomBytes(4).toString('hex')}@example.com`;

    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-multi-'));
      dirs.push(dataDir);
      const server = spawnServer(
        {
          JWT_SECRET: SECRET,
          SEED_DEMO: 'never',
          LOG_LEVEL: 'warn',
          DATABASE_URL: scratch.url,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_KEY_PREFIX: prefix,
          SMTP_URL: smtp.url,
          TRUST_PROXY: 'loopback',
          RATE_LIMIT_MULTIPLIER: String(MULTIPLIER),
          METRICS_TOKEN,
          ...objectStore.env,
        },
        await freePort(),
        dataDir,
      );
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      scratch = await migratedScratchDatabase(adminUrl!, 'hireloop_multi');
      objectStore = await startObjectStore();
      smtp = await startSmtp();
      const database = await openDatabase({ databaseUrl: scratch.url });
      await createUser(database.db, { email, name: 'Noor Shah', password: PASSWORD });
      await database.close();
      [a, b] = [await start(), await start()];
      await Promise.all([untilServing(a), untilServing(b)]);
    }, 120_000);

    afterAll(async () => {
      for (const { child } of servers)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await smtp?.close();
      await objectStore?.close();
      await scratch?.drop();
      await dropRedisKeys(prefix);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    let token: string;

    it('reports both ready, with the database, Redis and the bucket up', async () => {
      for (const server of [a, b]) {
        const ready = await ask(server, '/api/ready', { token: METRICS_TOKEN });
        expect(ready.status).toBe(200);
        expect(((await ready.json()) as { checks: unknown }).checks).toMatchObject({
          database: { status: 'up' },
          redis: { status: 'up' },
          storage: { status: 'up' },
        });
      }
    });

    it('signs a user in through A who is then signed in through B', async () => {
      const login = await ask(a, '/api/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
      expect(login.status).toBe(200);
      token = ((await login.json()) as { token: string }).token;
      const me = await ask(b, '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    });

    it('downloads through B, byte for byte, a resume uploaded through A', async () => {
      const resume = Buffer.concat([
        await makePdf(['Noor Shah', 'SRE']),
        Buffer.from('\n%'),
        randomBytes(200_000),
      ]);
      const form = new FormData();
      form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'Noor Shah CV.pdf');
      const uploaded = await ask(a, '/api/user/resume', { method: 'POST', token, form });
      expect(uploaded.status).toBe(200);
      const { fileUrl } = ((await uploaded.json()) as { resume: { fileUrl: string } }).resume;

      const downloaded = await ask(b, fileUrl, { token });
      expect(downloaded.status).toBe(200);
      expect(Buffer.from(await downloaded.arrayBuffer()).equals(resume)).toBe(true);
    });

    it('counts the per-address limit once across both: hit at the limit in total', async () => {
      const from = '203.0.113.50';
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++)
        statuses.push((await ask(i % 2 ? b : a, '/api/jobs', { from })).status);
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    });

    it('does a background job enqueued by A once, whichever process runs it', async () => {
      const arriving = smtp.next(60_000);
      const asked = await ask(a, '/api/auth/forgot-password', { method: 'POST', json: { email } });
      expect(asked.status).toBe(200);
      expect((await arriving).to).toEqual([email]);

      // Both stop gracefully, so each runner has finished what it held: nothing can be sent after this.
      for (const server of [a, b]) server.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      const database = await openDatabase({ databaseUrl: scratch.url });
      try {
        const jobs = await database.db
          .select()
          .from(backgroundJobs)
          .where(like(backgroundJobs.key, 'mail:reset:%'));
        expect(jobs).toHaveLength(1);
        expect(jobs[0]).toMatchObject({ status: 'done', attempts: 1 });
      } finally {
        await database.close();
      }
    });
  },
);
