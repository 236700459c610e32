type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown } & Record<
  string,
  unknown
>;

/** The error and the errors it wraps: drizzle wraps the driver's error (pg or PGlite) as `cause`. */
function chain(err: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  for (let e = err; e && typeof e === 'object' && found.length < 5; e = (e as ErrorLike).cause) {
    found.push(e as ErrorLike);
  }
  return found;
}

/**
 * What `pool.connect()` threw, whatever it was (refused, unknown host, wrong password, no such
 * database, too many connections, shutting down, a pool that was closed): a request that cannot
 * get a connection cannot have caused the failure, so it is never taken for a bug.
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super('cannot connect to the database', { cause });
    this.name = 'DatabaseConnectError';
  }
}

/** Network and DNS errors of the socket to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const SQLSTATES = new Set([
  '3D000', // invalid_catalog_name: the database does not exist (dropped, or a wrong DATABASE_URL)
  '53300', // too_many_connections
]);
/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin shutdown,
 * crash shutdown, cannot connect now, database dropped, idle session timeout). Not all of 57:
 * 57014 is a cancelled statement, which is this query's own doing.
 */
const SQLSTATE_CLASSES = /^(08[0-9A-Z]{3}|57P[0-9A-Z]{2})$/;
/**
 * 55000 (object_not_in_prerequisite_state) only with this message ("database … is not currently
 * accepting connections": ALLOW_CONNECTIONS false, maintenance); other 55000s are the query's
 * own fault (currval before nextval, a replication slot in use) and stay 500s.
 */
const NOT_ACCEPTING_CONNECTIONS = /is not currently accepting connections/;
const UNREACHABLE_MESSAGES = [
  'PGlite is closed',
  'Cannot use a pool after calling end on the pool',
  // pg: "Connection terminated unexpectedly", "... due to connection timeout".
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // pg, for the queries sent after the connection failed (a transaction's ROLLBACK).
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether the database cannot be reached right now (rather than refusing this one query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    if (e instanceof DatabaseConnectError) return true;
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    return (
      NETWORK_CODES.has(code) ||
      SQLSTATES.has(code) ||
      SQLSTATE_CLASSES.test(code) ||
      (code === '55000' && NOT_ACCEPTING_CONNECTIONS.test(message)) ||
      UNREACHABLE_MESSAGES.some((m) => message.includes(m))
    );
  });
}

/** What the log may keep of a lost connection: the driver's code and message, nothing of the URL. */
export function describeConnectionLoss(err: unknown): Record<string, unknown> {
  const driver = chain(err).find((e) => typeof e.code === 'string') ?? chain(err)[0] ?? {};
  return {
    type: 'connection lost',
    ...(typeof driver.code === 'string' ? { code: driver.code } : {}),
    ...(typeof driver.message === 'string' ? { message: driver.message.replace(/"[^"]*"/g, '"…"') } : {}),
  };
}

/**
 * What the log may keep of a failed query, or null for other errors. Drizzle's message carries
 * the SQL and every parameter (e-mails, names, search words), so only the driver's code, its
 * message with quoted values blanked, and the schema names it reports are kept.
 */
export function describeQueryFailure(err: unknown): Record<string, unknown> | null {
  const errors = chain(err);
  if (!errors.some((e) => e.name === 'DrizzleQueryError' || ('query' in e && 'params' in e))) return null;
  const driver = errors.find((e) => typeof e.code === 'string') ?? errors.slice(1).at(-1) ?? {};
  const pick = (key: string) => (typeof driver[key] === 'string' ? { [key]: driver[key] } : {});
  return {
    type: 'query failed',
    ...pick('code'),
    ...(typeof driver.message === 'string' ? { message: driver.message.replace(/"[^"]*"/g, '"…"') } : {}),
    ...pick('table'),
    ...pick('column'),
    ...pick('constraint'),
  };
}
