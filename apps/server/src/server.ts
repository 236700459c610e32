import path from 'node:path';
import { PRODUCT_NAME } from '@hireloop/shared';
import { localDiskStorage } from './lib/storage';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './db/seed/demo';
import { settleMails } from './services/auth/password-reset';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  const seed =
    config.seedDemo === 'always' ||
    (config.seedDemo === 'auto' && database.kind === 'pglite' && (await isEmpty(database.db)));
  if (seed) await seedDemo(database.db, localDiskStorage(path.join(config.dataDir, 'uploads')));

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
    ...(seed
      ? [
          `Demo accounts (password ${DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(30)} ${a.note}`),
        ]
      : []),
    config.smtpUrl
      ? ''
      : `No SMTP_URL: e-mails (sign-up codes, reset links) go to ${config.dataDir}/outbox and this log.`,
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
