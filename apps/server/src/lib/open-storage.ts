import path from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { localDiskStorage, type FileStorage } from './storage';

/**
 * The storage the configuration names (or `given`, which tests pass); `check` runs before the app
 * serves, `close` after.
 */
export function openStorage(
  config: Config,
  given?: FileStorage,
): { storage: FileStorage; check(): Promise<void>; close(): void } {
  if (given) return { storage: given, check: async () => {}, close: () => {} };
  if (config.objectStore) return s3Storage(config.objectStore);
  return {
    storage: localDiskStorage(path.join(config.dataDir, 'uploads')),
    check: async () => {},
    close: () => {},
  };
}
