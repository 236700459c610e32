import cluster from 'node:cluster';
import { PRODUCT_NAME } from '@hireloop/shared';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirInUseError } from './db/lock';
import { DEMO_ACCOUNTS, isEmpty, seedDemo } from './db/seed/demo';
import { demoSeedPlan, type DemoSeedPlan } from './db/seed/demo-seed-plan';
import { describeConnectionLoss } from './lib/database-failure';
import { openStorage } from './lib/open-storage';
import { makePrivateDir } from './lib/private-files';
import { describeStartFailure } from './lib/start-failure';
import { runWorkers } from './lib/workers';

/** The start-up banner's lines about the demo accounts. */
function demoAccountLines(plan: DemoSeedPlan, createdAccounts: number): string[] {
  if (!plan.seed) return [];
  const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(30)} ${a.note}`);
  const heading = plan.published
    ? `Demo accounts (password ${plan.password}):`
    : createdAccounts > 0
      ? `Demo accounts (password ${plan.password}, shown only this once):`
      : 'Demo accounts (they existed already; their passwords are unchanged):';
  return [heading, ...accounts];
}

/** The demo data, its resume file in the configured storage. */
async function seedDemoFiles(config: Config, database: Database, password: string) {
  const store = await openStorage(config);
  try {
    await store.check();
    return await seedDemo(database.db, store.storage, { password });
  } finally {
    store.close();
  }
}

/** Opens the database, migrates it and seeds the demo data when asked: once per start, never per worker. */
async function prepareDatabase(config: Config): Promise<{ database: Database; banner: string[] }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const plan = demoSeedPlan(config, database.kind, await isEmpty(database.db));
  const { createdAccounts } = plan.seed
    ? await seedDemoFiles(config, database, plan.password)
    : { createdAccounts: 0 };
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}/db` : 'PostgreSQL';
  const processes = config.workers > 1 ? `, ${config.workers} worker processes` : '';
  const banner = [
    '',
    `${PRODUCT_NAME} is running on ${config.publicUrl} (${where}${processes})`,
    ...demoAccountLines(plan, createdAccounts),
    config.smtpUrl
      ? ''
      : `No SMTP_URL: e-mails (sign-up codes, reset links) are written to files in ${config.dataDir}/outbox.`,
    '',
  ];
  return { database, banner };
}

/**
 * Serves on `database` until SIGINT or SIGTERM. The first signal marks the process not ready,
 * stops accepting connections, lets the open requests finish, stops the background work (a job
 * being done is finished; the rest wait in the database), closes the database and exits 0. A
 * second signal, or SHUTDOWN_TIMEOUT_MS passing, exits at once with 1.
 */
async function serve(config: Config, database: Database): Promise<void> {
  // HIRELOOP_WEB_DIST lets a test run serve its own build of the web app.
  const app = await buildApp({ config, database, webDist: process.env.HIRELOOP_WEB_DIST || undefined });
  // The requests using the connection answer 503 by themselves; the log says why.
  database.onConnectionLost((err) =>
    app.log.warn({ db: describeConnectionLoss(err) }, 'database connection lost'),
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting for open requests`);
      process.exit(1);
    }
    closing = true;
    app.readiness.beginShutdown();
    app.log.info(`${signal}: closing`);
    const { shutdownTimeoutMs } = config.operations;
    setTimeout(() => {
      app.log.error(`still closing after ${shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting`);
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    // Stops listening, waits for the open requests, then runs the onClose hooks (background work).
    await app.close();
    await database.close();
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

async function main(): Promise<void> {
  // Everything the server writes (uploads, outbox, secret, embedded database) is its user's alone.
  process.umask(0o077);
  const config = loadConfig();
  makePrivateDir(config.dataDir);
  if (cluster.isWorker) {
    // The primary has migrated and seeded; a worker only serves.
    await serve(config, await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
    return;
  }
  const { database, banner } = await prepareDatabase(config);
  if (config.workers > 1) {
    await database.close();
    await runWorkers(config.workers);
  } else {
    await serve(config, database);
  }
  process.stdout.write(banner.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`${describeStartFailure(err, process.env.DATABASE_URL)}\n`);
  }
  process.exit(1);
});
