import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { backgroundJobs } from '../../src/db/schema';
import { createScratchDatabase, migratedTemplate } from '../../src/db/scratch';
import { createUser } from '../../src/db/seed/factories';
import { messageIdFor } from '../../src/lib/mailer';
import { freePort, spawnServer, type ServerProcess } from './server-process';
import { startSmtp } from './smtp-server';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const MAIL_FROM = 'HireLoop <no-reply@hireloop.test>';
const EMAIL = 'crash.reset@example.com';
const LINK_RE = /\/reset-password\/([A-Za-z0-9_-]+)/;

async function untilServing(server: ServerProcess): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const answer = await fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real server as a child process, killed (SIGKILL) after the reset link was committed with its
 * mail job and before the mail was sent: the mail arrives after the restart, once.
 */
describe('background work survives a crash between the commit and the send', () => {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-crash-'));
  let databaseEnv: Record<string, string> = {};
  let dropScratch = async () => {};
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const children: ServerProcess[] = [];

  const openData = () => openDatabase(adminUrl ? { databaseUrl: databaseEnv.DATABASE_URL } : { dataDir });
  const start = async (env: Record<string, string> = {}) => {
    const server = spawnServer(
      {
        JWT_SECRET: SECRET,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        MAIL_FROM,
        ...databaseEnv,
        ...env,
      },
      await freePort(),
      dataDir,
    );
    children.push(server);
    await untilServing(server);
    return server;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, {
        prefix: 'hireloop_test',
        template: await migratedTemplate(adminUrl),
      });
      databaseEnv = { DATABASE_URL: scratch.url };
      dropScratch = scratch.drop;
    }
    const database = await openData();
    await database.migrate();
    await createUser(database.db, { email: EMAIL, name: 'Crash Test' });
    await database.close();
  });
  afterAll(async () => {
    for (const { child } of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map((c) => c.exited));
    await smtp.close();
    await dropScratch();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the reset mail after a restart, exactly once', { timeout: 120_000 }, async () => {
    // The runner of the first process waits far longer than the test before claiming anything.
    const first = await start({ BACKGROUND_WORK_CLAIM_DELAY_MS: '600000' });
    const asked = await fetch(`http://127.0.0.1:${first.port}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(asked.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.received).toEqual([]);

    const arriving = smtp.next(60_000);
    const second = await start();
    const mail = await arriving;
    expect(mail.to).toEqual([EMAIL]);
    // A graceful stop finishes the runner: nothing can be sent after it.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(smtp.received).toHaveLength(1);

    // The mail carries a Message-ID made from its job's key: a resend would carry the same one.
    const token = mail.raw.replace(/=\r?\n/g, '').match(LINK_RE)![1]!;
    const key = `mail:reset:${createHash('sha256').update(token).digest('hex')}`;
    expect(mail.raw).toContain(`Message-ID: ${messageIdFor(key, MAIL_FROM)}`);
    const database = await openData();
    try {
      const jobs = await database.db.select().from(backgroundJobs).where(like(backgroundJobs.key, 'mail:%'));
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ key, status: 'done', attempts: 1 });
      const [again] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.key, key));
      expect(again?.payload).toEqual({});
    } finally {
      await database.close();
    }
  });
});
