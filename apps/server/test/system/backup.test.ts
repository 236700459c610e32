import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { BackupError, backupDataDir, restoreDataDir } from '../../src/db/backup';
import { openDatabase } from '../../src/db/client';
import { DataDirInUseError } from '../../src/db/lock';
import { jobs, users } from '../../src/db/schema';
import { createUser, insertJob } from '../../src/db/seed/factories';
import { localDiskStorage, readAll } from '../../src/lib/storage';
import { call, MemoryMailer, PASSWORD } from '../helper';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RESUME = Buffer.from('%PDF-1.4 a resume that must come back byte for byte \u00e9\n');

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hireloop-backup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data directory with an employer, a job and an uploaded file, its server stopped. */
async function makeFilledDataDir(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const employer = await createUser(database.db, { email: 'hiring@acme-robotics.com', role: 'employer' });
  const job = await insertJob(database.db, employer, { title: 'Backup welder' });
  await database.close();
  await localDiskStorage(path.join(dataDir, 'uploads')).put('resumes/cv-1.pdf', RESUME);
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'a-secret-that-is-long-enough-for-hs256-signing');
  return { employer, job };
}

// Made (a new database migrated from nothing) once for the file; each test takes a copy of it.
const template = mkdtempSync(path.join(tmpdir(), 'hireloop-backup-template-'));
let made: Awaited<ReturnType<typeof makeFilledDataDir>>;
beforeAll(async () => {
  made = await makeFilledDataDir(path.join(template, 'data'));
});
afterAll(() => rmSync(template, { recursive: true, force: true }));

/** A copy of the filled data directory, of the test's own. */
async function filledDataDir() {
  const dataDir = path.join(scratch(), 'data');
  cpSync(path.join(template, 'data'), dataDir, { recursive: true });
  return { dataDir, ...made };
}

describe('backups of the embedded database', () => {
  it('restores into a new DATA_DIR with the same users, jobs and files', async () => {
    const { dataDir, employer, job } = await filledDataDir();
    const file = path.join(scratch(), 'backup.tar.gz');
    await backupDataDir(dataDir, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restored = path.join(scratch(), 'restored');
    await restoreDataDir(file, restored);
    const database = await openDatabase({ dataDir: restored });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.id, employer.id));
      expect(user?.email).toBe('hiring@acme-robotics.com');
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row?.title).toBe('Backup welder');
    } finally {
      await database.close();
    }
    const stored = await localDiskStorage(path.join(restored, 'uploads')).get('resumes/cv-1.pdf');
    expect(stored && (await readAll(stored)).equals(RESUME)).toBe(true);
    expect(existsSync(path.join(restored, 'jwt-secret'))).toBe(true);
    expect(existsSync(path.join(restored, 'db.lock'))).toBe(false);
  });

  it('refuses while a server holds the data directory, and never restores over a database', async () => {
    const { dataDir } = await filledDataDir();
    // A live process of another pid holds the lock, as a running server does.
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeFileSync(path.join(dataDir, 'db.lock'), String(server.pid));
    try {
      await expect(backupDataDir(dataDir, path.join(scratch(), 'b.tar.gz'))).rejects.toThrow(
        DataDirInUseError,
      );
    } finally {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(path.join(dataDir, 'db.lock'));
    const file = path.join(scratch(), 'b.tar.gz');
    await backupDataDir(dataDir, file);
    await expect(backupDataDir(dataDir, file)).rejects.toThrow(/exists already/);
    await expect(restoreDataDir(file, dataDir)).rejects.toThrow(/already holds a database/);
    await expect(backupDataDir(dataDir, path.join(dataDir, 'inside.tar.gz'))).rejects.toThrow(BackupError);
    const notABackup = path.join(scratch(), 'other.tar.gz');
    mkdirSync(path.join(scratch(), 'empty'));
    spawnSync('tar', ['-czf', notABackup, '-C', path.dirname(notABackup), '.']);
    await expect(restoreDataDir(notABackup, path.join(scratch(), 'x'))).rejects.toThrow(/not a backup/);
  });

  it('says to use pg_dump when DATABASE_URL is set (npm run db:backup)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'db:backup'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATA_DIR: scratch() },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL is set');
    expect(run.stderr).toContain('pg_dump');
  });
});

/** The app on a data directory as a server starts on it: signing with the secret kept there. */
async function appOn(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, mailer: new MemoryMailer(), webDist: null });
  await app.ready();
  return {
    /** Whether the access token and the refresh token of a login still work: [me, refresh]. */
    async answers(login: { token: string; refreshToken: string }) {
      const me = await call(app, 'GET', '/api/auth/me', { token: login.token });
      const refresh = await call(app, 'POST', '/api/auth/refresh', {
        body: { refreshToken: login.refreshToken },
      });
      return [me.status, refresh.status];
    },
    login: () => call(app, 'POST', '/api/auth/login', { body: { email: EMAIL, password: PASSWORD } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
const EMAIL = 'hiring@acme-robotics.com';

describe('the logins in a backup (review DI7)', () => {
  /** A backup holding a login taken before it, and that login's tokens. */
  async function backupWithLogin() {
    const { dataDir } = await filledDataDir();
    const server = await appOn(dataDir);
    const signedIn = await server.login();
    expect(signedIn.status).toBe(200);
    await server.close();
    const file = path.join(scratch(), 'backup.tar.gz');
    await backupDataDir(dataDir, file);
    return { file, login: signedIn.body as { token: string; refreshToken: string } };
  }

  it('come back with a plain restore, and end with `db:restore -- --sign-everyone-out`', async () => {
    const { file, login } = await backupWithLogin();

    const kept = path.join(scratch(), 'kept');
    await restoreDataDir(file, kept);
    const plain = await appOn(kept);
    try {
      expect(await plain.answers(login)).toEqual([200, 200]);
    } finally {
      await plain.close();
    }

    const signedOut = path.join(scratch(), 'signed-out');
    const run = spawnSync('npm', ['run', '--silent', 'db:restore', '--', '--sign-everyone-out', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: signedOut },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('signed out');
    expect(readFileSync(path.join(signedOut, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(path.join(kept, 'jwt-secret'), 'utf8'),
    );
    const restored = await appOn(signedOut);
    try {
      expect(await restored.answers(login)).toEqual([401, 401]);
      expect((await restored.login()).status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('end with a new signing secret too with --new-secret', async () => {
    const { file, login } = await backupWithLogin();
    const renewed = path.join(scratch(), 'renewed');
    await restoreDataDir(file, renewed, { newSecret: true });
    const secret = path.join(renewed, 'jwt-secret');
    expect(readFileSync(secret, 'utf8')).not.toBe('a-secret-that-is-long-enough-for-hs256-signing');
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    const restored = await appOn(renewed);
    try {
      expect(await restored.answers(login)).toEqual([401, 401]);
      expect((await restored.login()).status).toBe(200);
    } finally {
      await restored.close();
    }
  });
});
