import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from './client';

/**
 * Scratch databases on a PostgreSQL server: made for one test file, one end-to-end run or one
 * benchmark, and dropped again. The server's own code never uses this module; tests
 * (apps/server/test), the end-to-end setup (e2e/support) and the benchmarks (scripts/) do.
 */

/** A database created on the server of an admin URL, and the way to drop it again. */
export interface ScratchDatabase {
  name: string;
  /** The admin URL with this database's name in place of the admin database. */
  url: string;
  /** Whether the database was there already (only with `reuse`). */
  existed: boolean;
  drop(): Promise<void>;
}

/** Names are put into SQL as they are, so only plain lower-case identifiers are accepted. */
const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
}

/** The URL of database `name` on the PostgreSQL server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${checkName(name)}`;
  return url.toString();
}

/** Runs `work` on a connection to `url` (by default the admin database), closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost during `work` fails its query, which `work` hears; without a listener the
  // same error emitted on the client would end the process (a test run, a benchmark).
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops database `name` if it is there, ending the sessions still connected to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${checkName(name)} with (force)`));
}

/** Names templates by the migrations they hold, so that a new migration makes a new template. */
export function migrationsKey(): string {
  const dir = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  hash.update(readFileSync(path.join(dir, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 12);
}

/**
 * A migrated template database for the current migrations (`hireloop_template_<key>`), made once
 * under an advisory lock, so that concurrent test workers wait for the first, and renamed into
 * place only when fully migrated. Answers its name.
 */
export async function migratedTemplate(adminUrl: string): Promise<string> {
  const template = `hireloop_template_${migrationsKey()}`;
  return withClient(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(72610015)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return template;
      const building = `${template}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock(72610015)');
    }
  });
}

/**
 * Creates a database on the PostgreSQL server of `adminUrl`: named `name`, or `prefix` plus a
 * random suffix; empty, or a copy of `template`. With `reuse`, a database of that name that is
 * there already is kept as it is; without it, it is dropped and made anew.
 */
export async function createScratchDatabase(
  adminUrl: string,
  options: { prefix?: string; name?: string; template?: string; reuse?: boolean } = {},
): Promise<ScratchDatabase> {
  const name = checkName(
    options.name ?? `${options.prefix ?? 'hireloop_scratch'}_${randomBytes(5).toString('hex')}`,
  );
  const existed = await withClient(adminUrl, async (admin) => {
    const found = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (found && options.reuse) return true;
    if (found) await admin.query(`drop database ${name} with (force)`);
    const from = options.template ? ` template ${checkName(options.template)}` : '';
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name}${from}`);
        return false;
      } catch (err) {
        // Another copy of the same template may hold it for a moment.
        if (!from || attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  });
  return {
    name,
    url: databaseUrl(adminUrl, name),
    existed: Boolean(existed),
    drop: () => dropDatabase(adminUrl, name),
  };
}
