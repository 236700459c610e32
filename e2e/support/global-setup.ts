import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/server/src/db/scratch';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT, MAIL_DIR, ROOT } from './env';
import { startSmtpCapture } from './smtp-capture';

/**
 * Starts a real SMTP server and the BUILT app (apps/server/dist) against a fresh database: a new
 * embedded one, or a new database on the PostgreSQL server of DATABASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  const smtp = await startSmtpCapture(E2E_SMTP_PORT, MAIL_DIR);

  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, { prefix: 'hireloop_e2e' })
    : undefined;
  const databaseUrl = scratch?.url;
  const dropDatabase = async () => scratch?.drop();

  const server: ChildProcess = spawn('node', [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'HireLoop <no-reply@hireloop.test>',
      KYC_SIMULATION: 'pass',
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '50',
      NODE_ENV: 'test',
      // Job alerts: a "day" of 20 s and a sweep every second, so a daily alert mails within a test.
      ALERT_DAY_MS: '20000',
      ALERT_SWEEP_EVERY_MS: '1000',
    },
  });
  try {
    await waitForHealth(server);
  } catch (err) {
    // Never leave a half-started server holding the port and the data directory.
    server.kill('SIGKILL');
    await new Promise<void>((resolve, reject) =>
      smtp.close(() => dropDatabase().then(() => resolve(), reject)),
    );
    throw err;
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await new Promise<void>((r) => smtp.close(() => r()));
    await dropDatabase();
  };
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode} during start`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not become healthy within 120 s');
}
