import path from 'node:path';
import type { Config } from '../config';
import type { ReadinessCheck } from './readiness';
import { localDiskStorage, type FileStorage } from './storage';

export interface OpenedStorage {
  storage: FileStorage;
  /** Runs before the app serves: a store that cannot be used stops the start. */
  check(): Promise<void>;
  /** For /api/ready, when the store is a service of its own (the data directory is checked already). */
  readinessCheck: ReadinessCheck | null;
  close(): void;
}

/**
 * The storage the configuration names, or `given`, which tests pass. The S3 client (a few hundred
 * milliseconds of loading) is loaded only when a bucket is configured.
 */
export async function openStorage(config: Config, given?: FileStorage): Promise<OpenedStorage> {
  const none = { check: async () => {}, readinessCheck: null, close: () => {} };
  if (given) return { storage: given, ...none };
  if (config.objectStore) {
    const { s3Storage } = await import('./s3-storage');
    const s3 = s3Storage(config.objectStore);
    return { ...s3, readinessCheck: { name: 'storage', check: s3.reachable } };
  }
  return { storage: localDiskStorage(path.join(config.dataDir, 'uploads')), ...none };
}
