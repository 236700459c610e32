import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { MemoryMailer, openTestDatabase, TestClock } from '../helper';

export interface SystemTestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** Like createTestApp, with the app options (log stream, timeouts, web dist) the system tests vary. */
export async function createSystemApp(
  options: { env?: Record<string, string>; app?: Partial<Omit<AppOptions, 'config' | 'database'>> } = {},
): Promise<SystemTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-system-'));
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock: new TestClock(),
    mailer: new MemoryMailer(),
    webDist: null,
    ...options.app,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
