import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from '../../src/db/lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A pid that belongs to no process right now. */
function deadPid(): number {
  for (let pid = 999_999; pid > 900_000; pid -= 7) if (!isAlive(pid)) return pid;
  throw new Error('no free pid found');
}

/** A separate node process that takes the lock the way the server does (pid in db.lock) and sleeps. */
async function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const lockFile = path.join(dataDir, 'db.lock');
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(lockFile)}, String(process.pid), { flag: 'wx' });
       console.log('locked'); setTimeout(() => {}, 60000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe('data directory lock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hireloop-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes its pid into db.lock and removes it on release; then the directory can be locked again', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const lockFile = path.join(dir, 'db.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    const again = acquireDataDirLock(dir);
    expect(existsSync(lockFile)).toBe(true);
    again();
  });

  it('refuses while another live process holds the lock, naming the pid and the directory', async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    children.push(child);
    const postmaster = path.join(dir, 'db', 'postmaster.pid');
    mkdirSync(path.dirname(postmaster), { recursive: true });
    writeFileSync(postmaster, `${child.pid}\n`);

    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain(String(child.pid));
    expect((error as Error).message).toContain(dir);
    // The holder's files are left alone.
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').trim()).toBe(String(child.pid));
    expect(existsSync(postmaster)).toBe(true);
  });

  it('refuses for a live pid written by someone else (the parent process)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
  });

  it('takes over once the holder is gone', async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    children.push(child);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a stale lock (dead pid) and removes the leftover db/postmaster.pid', () => {
    const dir = tempDir();
    const pid = deadPid();
    writeFileSync(path.join(dir, 'db.lock'), String(pid));
    const postmaster = path.join(dir, 'db', 'postmaster.pid');
    mkdirSync(path.dirname(postmaster), { recursive: true });
    writeFileSync(postmaster, `${pid}\n/some/data\n`);

    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(existsSync(postmaster)).toBe(false);
    release();
  });

  it('takes over a lock file with garbage in it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'db.lock'), 'not a pid');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('creates the data directory when it does not exist', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(true);
    release();
  });
});
