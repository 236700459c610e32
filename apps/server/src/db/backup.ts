import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeNewSecret } from '../config';
import { spendEveryResetLink } from '../services/auth/password-reset';
import { revokeEverySession } from '../services/auth/tokens';
import { openDatabase } from './client';
import { acquireDataDirLock } from './lock';

/** A backup that cannot be made or restored as asked; its message says what to do instead. */
export class BackupError extends Error {}

/** Never in a backup: the lock belongs to a running process, postmaster.pid to a stopped one. */
const LEFT_OUT = ['./db.lock', './db/postmaster.pid', './.health-*'];

/** Runs the system's tar (GNU tar on Linux, bsdtar on macOS and Windows 10+): it streams any size. */
function tar(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', (e) => reject(new BackupError(`Could not run tar: ${e.message}`)));
    child.once('close', (code) =>
      code === 0 ? resolve(out) : reject(new BackupError(`tar failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

/**
 * Writes DATA_DIR (the embedded database, uploaded files, the generated secret) to a gzipped tar.
 * The data directory's lock is held meanwhile, so no server can change the files under the copy:
 * a running server makes this fail with DataDirInUseError, which names its pid.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  const from = path.resolve(dataDir);
  const to = path.resolve(file);
  if (!existsSync(path.join(from, 'db'))) {
    throw new BackupError(`There is no embedded database in ${from} (no db directory): nothing to back up.`);
  }
  if (to.startsWith(from + path.sep)) {
    throw new BackupError(`Write the backup outside the data directory ${from}: it would contain itself.`);
  }
  if (existsSync(to)) throw new BackupError(`${to} exists already: name a new file.`);
  const release = acquireDataDirLock(from);
  const partial = `${to}.partial`;
  try {
    await tar(['-czf', partial, ...LEFT_OUT.flatMap((p) => ['--exclude', p]), '-C', from, '.']);
    // The archive holds the secret that signs sessions and everyone's files.
    chmodSync(partial, 0o600);
    renameSync(partial, to);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    release();
  }
}

export interface RestoreOptions {
  /**
   * End every login of the backup (their sessions are revoked, so access and refresh tokens are
   * refused) and spend every open reset link: a restore otherwise brings back each login valid
   * when the backup was made, also those ended since (security review 2026-12, DI7).
   */
  signEveryoneOut?: boolean;
  /**
   * Also replace DATA_DIR/jwt-secret, for when the backup or the secret may have leaked. Implies
   * signEveryoneOut. What else the secret keys stops matching (docs/operations.md, Backups).
   */
  newSecret?: boolean;
}

/**
 * Unpacks a backup into a data directory that holds no database yet: restoring over a live one
 * would mix two databases' files. The lock keeps a server from starting on it meanwhile.
 * Answers how many logins it ended (0 unless asked to).
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<{ loginsEnded: number }> {
  const from = path.resolve(file);
  const to = path.resolve(dataDir);
  if (!existsSync(from)) throw new BackupError(`There is no backup at ${from}.`);
  const entries = (await tar(['-tzf', from])).split('\n').filter(Boolean);
  if (!entries.some((e) => /^(\.\/)?db\/PG_VERSION$/.test(e))) {
    throw new BackupError(`${from} is not a backup made by db:backup (it holds no db/PG_VERSION).`);
  }
  const outside = entries.find((e) => path.isAbsolute(e) || e.split('/').includes('..'));
  if (outside)
    throw new BackupError(`${from} names a file outside the data directory (${outside}): refused.`);
  const release = acquireDataDirLock(to);
  try {
    const db = path.join(to, 'db');
    if (existsSync(db) && readdirSync(db).length > 0) {
      throw new BackupError(
        `${to} already holds a database. Restore into a new DATA_DIR, or move ${db} aside first.`,
      );
    }
    await tar(['-xzf', from, '-C', to]);
    if (options.newSecret) writeNewSecret(to);
    if (!options.signEveryoneOut && !options.newSecret) return { loginsEnded: 0 };
    return { loginsEnded: await signEveryoneOut(to) };
  } finally {
    release();
  }
}

/** Run by this process while it holds the lock, which opening the database takes over. */
async function signEveryoneOut(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const now = new Date();
    return await database.db.transaction(async (tx) => {
      await spendEveryResetLink(tx, now);
      return revokeEverySession(tx, 'restored from a backup', now);
    });
  } finally {
    await database.close();
  }
}
