import path from 'node:path';
import { BackupError, backupDataDir, restoreDataDir } from './backup';
import { DataDirInUseError } from './lock';

const USAGE =
  'Usage: npm run db:backup [FILE] | npm run db:restore [-- --sign-everyone-out | --new-secret] FILE (DATA_DIR names the data directory)';

/**
 * `npm run db:backup [FILE]` and `npm run db:restore [-- OPTIONS] FILE` for the embedded database.
 * Only DATA_DIR and DATABASE_URL are read (and whether JWT_SECRET is set, to warn): a restore must
 * not create files (a secret) in the data directory it is about to fill unless asked to.
 */
async function main(argv: string[]): Promise<string> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const [command, file] = argv.filter((a) => !a.startsWith('--'));
  const known = command === 'restore' ? ['--sign-everyone-out', '--new-secret'] : [];
  const unknown = [...flags].find((f) => !known.includes(f));
  if (unknown) throw new BackupError(`Unknown option ${unknown}.\n${USAGE}`);
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
    const newSecret = flags.has('--new-secret');
    const { loginsEnded } = await restoreDataDir(file, dataDir, {
      signEveryoneOut: flags.has('--sign-everyone-out'),
      newSecret,
    });
    const signedOut = flags.size > 0 ? ` Everyone is signed out (${loginsEnded} logins ended).` : '';
    const secret = !newSecret
      ? ''
      : process.env.JWT_SECRET
        ? ' A new DATA_DIR/jwt-secret was written, but JWT_SECRET is set: the server signs with that, so change it too.'
        : ' A new DATA_DIR/jwt-secret was written.';
    return `Restored ${path.resolve(file)} into ${dataDir}.${signedOut}${secret} Start the server with DATA_DIR=${dataDir}.`;
  }
  throw new BackupError(USAGE);
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
