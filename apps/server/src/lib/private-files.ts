import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Takes group and other permissions off everything under `dir`. PGlite unpacks its template
 * database world-writable whatever the umask, and DATA_DIR holds resumes, mails and the database.
 */
export function restrictToOwner(dir: string): void {
  const stat = lstatSync(dir);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of readdirSync(dir)) restrictToOwner(path.join(dir, name));
}

/** Creates `dir` if needed and makes it the owner's alone, also when an older version created it open. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
