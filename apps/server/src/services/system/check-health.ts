import { randomUUID } from 'node:crypto';
import { rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Health } from '@hireloop/shared';
import type { Database } from '../../db/client';
import type { ServiceContext } from '../context';

/** Below this much free space in DATA_DIR, uploads and the embedded database start failing. */
export const MIN_FREE_BYTES = 100 * 1024 * 1024;

/** Writes and deletes a small file: a full disk or a read-only mount fails here first. */
async function storageState(dataDir: string, minFreeBytes: number): Promise<Health['storage']> {
  const probe = path.join(dataDir, `.health-${randomUUID()}`);
  try {
    await writeFile(probe, 'ok', { mode: 0o600 });
    await rm(probe, { force: true });
  } catch {
    return 'unwritable';
  }
  const fs = await statfs(dataDir).catch(() => null);
  return fs && fs.bavail * fs.bsize < minFreeBytes ? 'low-space' : 'ok';
}

const REASONS = {
  database: 'the database does not answer',
  unwritable: 'the data directory cannot be written',
  'low-space': `less than ${MIN_FREE_BYTES / 1024 / 1024} MB free in the data directory`,
} as const;

/** For load balancers and monitoring: an error means writes are failing or about to fail. */
export async function checkHealth(
  ctx: Pick<ServiceContext, 'config'>,
  database: Pick<Database, 'ping'>,
  minFreeBytes = MIN_FREE_BYTES,
): Promise<Health> {
  const [up, storage] = await Promise.all([database.ping(), storageState(ctx.config.dataDir, minFreeBytes)]);
  const reasons = [...(up ? [] : [REASONS.database]), ...(storage === 'ok' ? [] : [REASONS[storage]])];
  return {
    status: reasons.length === 0 ? 'ok' : 'error',
    database: up ? 'up' : 'down',
    storage,
    ...(reasons.length > 0 ? { reason: reasons.join('; ') } : {}),
  };
}
