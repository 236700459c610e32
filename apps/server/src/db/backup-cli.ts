import path from 'node:path';
import { BackupError, backupDataDir, restoreDataDir } from './backup';
import { DataDirInUseError } from './lock';

/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE` for the embedded database. Only
 * DATA_DIR and DATABASE_URL are read: a restore must not create files (a secret) in the data
 * directory it is about to fill.
 */
async function main(argv: string[]): Promise<string> {
  const [command, file] = argv;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if (process.env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: the data lives in PostgreSQL. Back it up with pg_dump and restore it with pg_restore (see the README); uploaded files live in DATA_DIR/uploads or the S3 bucket.',
    );
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const target = path.resolve(file ?? `hireloop-backup-${stamp}.tar.gz`);
    await backupDataDir(dataDir, target);
    return `Backed up ${dataDir} to ${target}.\nRestore it with: DATA_DIR=<a new directory> npm run db:restore ${target}`;
  }
  if (command === 'restore' && file) {
    await restoreDataDir(file, dataDir);
    return `Restored ${path.resolve(file)} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`;
  }
  throw new BackupError(
    'Usage: npm run db:backup [FILE] | npm run db:restore FILE (DATA_DIR names the data directory)',
  );
}

process.umask(0o077);
main(process.argv.slice(2)).then(
  (done) => process.stdout.write(`${done}\n`),
  (err: unknown) => {
    const known = err instanceof BackupError || err instanceof DataDirInUseError;
    process.stderr.write(`${known ? (err as Error).message : String((err as Error)?.stack ?? err)}\n`);
    process.exit(1);
  },
);
