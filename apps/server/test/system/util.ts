import type { AppOptions } from '../../src/app';
import { createTestApp, type TestApp } from '../helper';

export type SystemTestApp = TestApp & { dataDir: string };

/** createTestApp with the app options (log stream, timeouts, web dist) the system tests vary. */
export async function createSystemApp(
  options: { env?: Record<string, string>; app?: Partial<Omit<AppOptions, 'config' | 'database'>> } = {},
): Promise<SystemTestApp> {
  const t = await createTestApp(options.env, undefined, options.app);
  return { ...t, dataDir: t.config.dataDir };
}
