import { randomUUID } from 'node:crypto';
import { rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import type { ReadinessCheck } from '../../lib/readiness';

/** Below this much free space in DATA_DIR, uploads and the embedded database start failing. */
export const MIN_FREE_BYTES = 100 * 1024 * 1024;

export function databaseCheck(database: Pick<Database, 'ping'>): ReadinessCheck {
  return {
    name: 'database',
    check: async () => {
      if (!(await database.ping())) throw new Error('the database does not answer');
    },
  };
}

/** Writes and deletes a small file: a full disk or a read-only mount fails here first. */
export function dataDirCheck(dataDir: string, minFreeBytes = MIN_FREE_BYTES): ReadinessCheck {
  return {
    name: 'dataDir',
    check: async () => {
      const probe = path.join(dataDir, `.health-${randomUUID()}`);
      try {
        await writeFile(probe, 'ok', { mode: 0o600 });
        await rm(probe, { force: true });
      } catch {
        throw new Error('the data directory cannot be written');
      }
      const fs = await statfs(dataDir).catch(() => null);
      if (fs && fs.bavail * fs.bsize < minFreeBytes) {
        throw new Error(`less than ${Math.round(minFreeBytes / 1024 / 1024)} MB free in the data directory`);
      }
    },
  };
}
