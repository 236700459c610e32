import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { restrictToOwner } from '../../src/lib/private-files';
import { localDiskStorage } from '../../src/lib/storage';

/** Every file and directory under `dir` that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, p)}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return found;
}

describe('file permissions in DATA_DIR', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hireloop-modes-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates DATA_DIR for the owner only', () => {
    const dataDir = path.join(tempDir(), 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('stores uploaded files readable by the owner only, whatever the umask', async () => {
    const root = path.join(tempDir(), 'uploads');
    const storage = localDiskStorage(root);
    await storage.put('resumes/0b6a1c52-resume.pdf', Buffer.from('%PDF-1.4 private'));
    await storage.put('images/4f1d2e3a-avatar.webp', Buffer.from('RIFF'));
    expect(openToOthers(root)).toEqual([]);
  });

  it('leaves no file of the embedded database open to other users', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      expect(openToOthers(path.join(dataDir, 'db'))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('tightens a database directory of about a thousand files well within a second', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    await database.close();
    const started = performance.now();
    restrictToOwner(path.join(dataDir, 'db'));
    expect(performance.now() - started).toBeLessThan(1000);
  }, 60_000);
});
