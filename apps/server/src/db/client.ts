import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { restrictToOwner } from '../lib/private-files';
import { listenPostgres, type ListenHandlers } from './listener';
import { acquireDataDirLock } from './lock';
import { openPool, type ConnectionLostListener } from './postgres-pool';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Connections of a PostgreSQL pool, for the metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Only on PostgreSQL: the embedded database is one connection inside the process. */
  poolStats?: () => PoolStats;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `listener` with each connection lost while open (PostgreSQL only; the queries on it fail
   * by themselves); answers the function that stops.
   */
  onConnectionLost(listener: ConnectionLostListener): () => void;
  /**
   * Hears NOTIFY on `channel` (sent with pg_notify, so a notification sent in a transaction arrives
   * only when it commits); answers the function that stops listening. PostgreSQL: a connection of
   * its own (db/listener.ts); embedded: PGlite's own listen, in this one process.
   */
  listen(
    channel: string,
    handlers: ListenHandlers,
    onError: (err: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Migrations sit next to this file in the source tree and next to the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return process.env.HIRELOOP_MIGRATIONS ?? path.join(here, 'migrations');
}

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir/db` (or in memory).
 * `loadDataDir` starts an in-memory PGlite from a dump of another one (`dumpPglite`), as tests do
 * from one migrated template instead of creating and migrating a database each time.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/** The whole of an in-memory PGlite database, uncompressed, for `openDatabase({ loadDataDir })`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = pgliteOf(database);
  if (!client) throw new Error('not an embedded database');
  return client.dumpDataDir('none');
}

const pgliteClients = new WeakMap<Db, PGlite>();

async function openPostgres(url: string): Promise<Database> {
  const listeners = new Set<ConnectionLostListener>();
  const pool = openPool(url, (err) => listeners.forEach((listener) => listener(err)));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    onConnectionLost: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen: (channel, handlers, onError) => listenPostgres(url, channel, handlers, onError),
    close: () => pool.end(),
  };
}

/**
 * The embedded database runs its queries on the event loop, and the next query of a waiting request
 * starts from a microtask: under many concurrent requests, query after query ran without the loop
 * ever reaching its timers and sockets, so that the overload guard saw no sample of the event-loop
 * delay for a whole interval, counted it as infinite and refused nearly every request with 503
 * (docs/performance.md, "First-time searches"). Each query now starts from the loop's check phase,
 * so that between two queries the loop runs its timers and reads its sockets.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  // PGlite runs one query at a time anyway; queued here, each waits for the one before it to end
  // and then for a turn of the loop, instead of all being released into PGlite's queue at once.
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<typeof query>) => {
    const run = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => query(...args));
    previous = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? path.join(dataDir, 'db') : undefined, {
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    if (dataDir) restrictToOwner(path.join(dataDir, 'db'));
  } catch (err) {
    release();
    throw err;
  }
  yieldBeforeEachQuery(client);
  return embeddedDatabase(client, release);
}

/** The embedded database of `database`'s connection, or undefined on PostgreSQL. */
export function pgliteOf(database: Database): PGlite | undefined {
  return pgliteClients.get(database.db);
}

/**
 * An open embedded database as the app uses it; each call answers a new `db` handle, so that what
 * the app keeps per handle (its caches) starts empty. Tests reuse one PGlite across test files.
 */
export function embeddedDatabase(client: PGlite, release: () => void = () => undefined): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  pgliteClients.set(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    onConnectionLost: () => () => undefined,
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.message);
      return () => stop().catch(() => undefined);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and answers its rows; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
