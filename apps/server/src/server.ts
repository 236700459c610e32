import path from 'node:path';
import { PRODUCT_NAME } from '@hireloop/shared';
import { localDiskStorage } from './lib/storage';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/lock';
import { DEMO_ACCOUNTS, isEmpty, seedDemo } from './db/seed/demo';
import { demoSeedPlan, type DemoSeedPlan } from './db/seed/demo-seed-plan';
import { makePrivateDir } from './lib/private-files';
import { settleMails } from './services/auth/password-reset';

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

async function main(): Promise<void> {
  // Everything the server writes (uploads, outbox, secret, embedded database) is its user's alone.
  process.umask(0o077);
  const config = loadConfig();
  makePrivateDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  const plan = demoSeedPlan(config, database.kind, await isEmpty(database.db));
  const { createdAccounts } = plan.seed
    ? await seedDemo(database.db, localDiskStorage(path.join(config.dataDir, 'uploads')), {
        password: plan.password,
      })
    : { createdAccounts: 0 };

  // HIRELOOP_WEB_DIST lets a test run serve its own build of the web app.
  const app = await buildApp({ config, database, webDist: process.env.HIRELOOP_WEB_DIST || undefined });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await settleMails();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}/db` : 'PostgreSQL';
  const lines = [
    '',
    `${PRODUCT_NAME} is running on ${config.publicUrl} (${where})`,
    ...demoAccountLines(plan, createdAccounts),
    config.smtpUrl
      ? ''
      : `No SMTP_URL: e-mails (sign-up codes, reset links) are written to files in ${config.dataDir}/outbox.`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
