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

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown: the server terminated the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES = [
  'PGlite is closed',
  'Cannot use a pool after calling end on the pool',
  'Connection terminated',
  'timeout exceeded when trying to connect',
];

/** Whether the database cannot be reached right now (rather than refusing this one query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    return (
      UNREACHABLE_CODES.has(code) ||
      // SQLSTATE class 08: connection exceptions.
      /^08[0-9A-Z]{3}$/.test(code) ||
      UNREACHABLE_MESSAGES.some((m) => message.includes(m))
    );
  });
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
