import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { dumpPglite, embeddedDatabase, openDatabase, pgliteOf, type Database } from '../src/db/client';
import {
  createScratchDatabase,
  migratedTemplate,
  migrationsKey,
  type ScratchDatabase,
} from '../src/db/scratch';
import type { UserRow } from '../src/db/schema';
import { createUser, type NewUser } from '../src/db/seed/factories';
import type { Clock } from '../src/lib/clock';
import type { Mail, Mailer } from '../src/lib/mailer';
import { hashPassword } from '../src/services/auth/passwords';
import { startSession } from '../src/services/auth/tokens';
import { handBack, noteTemplate, takeSpare } from './spare-databases';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current = new Date('2026-03-01T09:00:00.000Z');
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Keeps every mail the app sends, for the test to read. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
  last(to: string): Mail | undefined {
    return [...this.sent].reverse().find((m) => m.to === to);
  }
  lastOtp(to: string): string {
    const code = this.last(to)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was mailed to ${to}`);
    return code;
  }
}

/** The repository's scratch directory (git ignores it): templates of migrated test databases. */
const SCRATCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.tmp');

/**
 * Whether an embedded database a test file is done with is reset and handed to the next file of
 * the worker (spare-databases.ts); the integration tier turns it on (vitest.config.ts).
 */
const SPARE_DATABASES = process.env.TEST_SPARE_DATABASES === '1';

/**
 * An embedded database migrated once per change of the migrations and kept as a dump in .tmp:
 * starting PGlite from it is several times faster than creating a database and migrating it,
 * which every test file does at least once.
 */
async function openPgliteFromTemplate(): Promise<Database> {
  const file = path.join(SCRATCH, `pglite-template-${migrationsKey()}.tar`);
  if (existsSync(file)) {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
    await database.migrate(); // a no-op on the template's migrations
    if (SPARE_DATABASES) await noteTemplate(pgliteOf(database)!);
    return database;
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = await dumpPglite(database);
  mkdirSync(SCRATCH, { recursive: true });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file); // whole or not at all, when two test workers write it at once
  return database;
}

/**
 * A new database on the PostgreSQL server of `adminUrl`, a copy of a template migrated once per
 * change of the migrations; `drop()` removes it. For tests that open it from several app instances.
 */
export async function migratedScratchDatabase(
  adminUrl: string,
  prefix = 'hireloop_test',
): Promise<ScratchDatabase> {
  return createScratchDatabase(adminUrl, { prefix, template: await migratedTemplate(adminUrl) });
}

/**
 * The app's configuration in tests: `dataDir` for its files, a fixed signing secret, no logs and
 * no overload limit (a loaded test machine stalls the event loop now and then; overload tests ask
 * for their limits); `env` adds or overrides variables.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

/**
 * A database of the test file's own, already migrated: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL (dropped again at the end); both are
 * copies of a template migrated once.
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const spare = SPARE_DATABASES ? takeSpare() : undefined;
    const database = spare ? embeddedDatabase(spare) : await openPgliteFromTemplate();
    if (SPARE_DATABASES) return { ...database, drop: () => handBack(pgliteOf(database)!) };
    // A test may have closed the database already (to see how the app copes): closing again is a no-op.
    return { ...database, drop: () => database.close().catch(() => undefined) };
  }
  // The same on PostgreSQL: a copy of a migrated template database, made once per migrations.
  const scratch = await migratedScratchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: scratch.url });
  await database.migrate(); // a no-op on the template's migrations
  return {
    ...database,
    drop: async () => {
      await database.close().catch(() => undefined);
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  mailer: MemoryMailer;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a database of its own; `appOptions` sets what system tests vary (log stream, timeouts, web dist). */
export async function createTestApp(
  env: Record<string, string> = {},
  mailer?: Mailer,
  appOptions: Partial<Omit<AppOptions, 'config' | 'database'>> = {},
  /** Runs on the app before it is ready: hooks a test adds to watch every request. */
  beforeReady: (app: FastifyInstance) => void = () => {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-test-'));
  const database = await openTestDatabase();
  const config = testConfig(dataDir, env);
  const clock = new TestClock();
  const memoryMailer = new MemoryMailer();
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: mailer ?? memoryMailer,
    webDist: null,
    ...appOptions,
  });
  beforeReady(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    mailer: memoryMailer,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call through app.inject, answering status and parsed body. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const res = await app.inject({
    method,
    url,
    payload: options.body as never,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Runs the whole sign-up (code, verify, register) and answers the register response body. */
export async function signUp(
  t: TestApp,
  input: { email: string; name?: string; password?: string; role?: string; companyName?: string },
) {
  await call(t.app, 'POST', '/api/auth/send-otp', { body: { email: input.email } });
  const otp = t.mailer.lastOtp(input.email.toLowerCase());
  const verified = await call(t.app, 'POST', '/api/auth/verify-otp', { body: { email: input.email, otp } });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const res = await call(t.app, 'POST', '/api/auth/register', {
    body: {
      email: input.email,
      name: input.name ?? 'Asha Rao',
      password: input.password ?? 'Password1',
      role: input.role ?? 'jobseeker',
      ...(input.companyName ? { companyName: input.companyName } : {}),
      verificationToken: verified.body.verificationToken,
    },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The password of every user made by `createUser` (the seed factories) unless a test sets another. */
export const PASSWORD = 'Password1';

/** An e-mail address no other test of the run uses, starting with `prefix`. */
let emailCounter = 0;
export function uniqueEmail(prefix: string, domain = 'example.com'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** POST /api/auth/login as a client sends it; answers the whole response, whatever its status. */
export async function login(
  t: TestApp,
  email: string,
  password: string = PASSWORD,
  options: { rememberMe?: boolean; ip?: string } = {},
) {
  return call(t.app, 'POST', '/api/auth/login', {
    body: {
      email,
      password,
      ...(options.rememberMe === undefined ? {} : { rememberMe: options.rememberMe }),
    },
    ...(options.ip ? { ip: options.ip } : {}),
  });
}

/** Signs `email` in and answers the tokens a client would hold; any answer but 200 fails the test. */
export async function signIn(
  t: TestApp,
  email: string,
  options: { password?: string; rememberMe?: boolean } = {},
): Promise<{ token: string; refreshToken: string }> {
  const res = await login(t, email, options.password ?? PASSWORD, { rememberMe: options.rememberMe });
  expect(res.status, `sign-in of ${email}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(typeof res.body.token).toBe('string');
  return { token: res.body.token as string, refreshToken: res.body.refreshToken as string };
}

// Argon2 takes about 80 ms a hash on an idle machine: every user of a test file with the default
// password shares one hash (a sign-in still verifies it as it would any other).
let passwordHashOfDefault: Promise<string> | undefined;

/** A complete, verified user made directly in the database (password PASSWORD); not signed in. */
export async function newUser(t: TestApp, prefix = 'user', extra: Partial<NewUser> = {}): Promise<UserRow> {
  const passwordHash =
    extra.passwordHash ??
    (extra.password === undefined || extra.password === PASSWORD
      ? await (passwordHashOfDefault ??= hashPassword(PASSWORD))
      : undefined);
  return createUser(t.database.db, {
    ...extra,
    email: extra.email ?? uniqueEmail(prefix),
    ...(passwordHash ? { passwordHash } : {}),
  });
}

/**
 * The tokens a sign-in of `user` would give, made without a request: a new session as the login
 * service starts it. For tests where signing in is not what is tested (those use `signIn`).
 */
export async function sessionOf(t: TestApp, user: UserRow): Promise<{ token: string; refreshToken: string }> {
  return startSession({ db: t.database.db, clock: t.clock, config: t.config }, user, false);
}

export interface Account {
  user: UserRow;
  token: string;
}

/**
 * A fresh account of `role` with a session; its token is what a client would hold after signing
 * in. Job seekers have passed the identity check; employers have a company name.
 */
export async function account(
  t: TestApp,
  role: 'jobseeker' | 'employer' = 'jobseeker',
  extra: Partial<NewUser> = {},
): Promise<Account> {
  const n = emailCounter + 1;
  const user = await newUser(t, role, {
    name: role === 'employer' ? `Employer ${n}` : `Seeker ${n}`,
    role,
    kycCompleted: role === 'jobseeker',
    companyName: role === 'employer' ? `Company ${n}` : '',
    ...extra,
  });
  return { user, token: (await sessionOf(t, user)).token };
}
