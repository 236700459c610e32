import pg from 'pg';
import { DatabaseConnectError } from '../lib/database-failure';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A connection handed out by `connect()` (drizzle's transactions hold one) that fails is given
 * back at once, which drops it. drizzle-orm 0.45 runs BEGIN before the try/finally that releases
 * the connection (drizzle-orm issues 6023 and 6241), so a BEGIN failing on a lost connection would
 * keep one of the pool's slots for good, and enough of them would leave every query waiting. The
 * holder's own release, later, does nothing.
 */
function givenBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(err);
  };
  client.on('error', releaseOnce);
  client.release = releaseOnce;
  return client;
}

/**
 * The pool's `connect`, through which every query and transaction gets its connection, marks
 * what it throws as a DatabaseConnectError: whatever the reason (refused, unknown host, "not
 * currently accepting connections", a closed pool), the request answers 503. (`pool.query` takes
 * the callback form and already gives back a connection that fails during its query.)
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return super.connect().then(givenBackWhenLost, (err: unknown) => {
        throw new DatabaseConnectError(err);
      });
    }
    super.connect((err, client, done) => callback(err && new DatabaseConnectError(err), client, done));
  }
}

/** Whom the pool tells of a connection lost while it was open. */
export type ConnectionLostListener = (err: Error) => void;

/**
 * A pool of up to 10 connections to `url` (named `hireloop` in pg_stat_activity unless the URL
 * or PGAPPNAME names them) in which no lost connection can end the process.
 *
 * pg-pool listens for `error` only on idle connections and removes its listener when it hands one
 * out; a transaction holds its connection across awaits, and when that socket fails (a terminated
 * backend, a restart or failover of PostgreSQL, a proxy or the network) node-postgres emits
 * `error` on a client nobody listens to, which Node turns into an exit. So every connection gets
 * a listener of its own for as long as it lives: the queries on it fail by themselves (their
 * requests answer 503), the pool drops it when it is released, and `onLost` hears of it.
 */
export function openPool(url: string, onLost: ConnectionLostListener): pg.Pool {
  const pool = new Pool({ connectionString: url, max: 10, fallback_application_name: 'hireloop' });
  pool.on('connect', (client) => client.on('error', onLost));
  // An idle connection's error reaches the pool too, once its own listener above has heard it.
  pool.on('error', () => undefined);
  return pool;
}
