import { isDatabaseUnavailable } from './database-failure';

/** Says the URL without its password; one that does not parse is not repeated. */
function noConnectionTo(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
    return `no connection to ${parsed.toString()}`;
  } catch {
    return 'no connection';
  }
}

/** The error and the errors it wraps, outermost first. */
function causes(err: unknown): unknown[] {
  const found: unknown[] = [];
  for (let e = err; e !== undefined && e !== null && found.length < 8; e = (e as { cause?: unknown }).cause) {
    found.push(e);
    if (typeof e !== 'object') break;
  }
  return found;
}

/**
 * An error's first line: drizzle's message goes on with the query's parameters. A connection
 * refused on every address of a name is an AggregateError with no message of its own.
 */
function firstLine(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const inner = err instanceof AggregateError ? err.errors.map(firstLine).join('; ') : '';
  const code = (err as { code?: unknown }).code;
  return err.message.split('\n')[0] || inner || (typeof code === 'string' ? code : err.name);
}

/**
 * What the operator reads when the server cannot start. A database that cannot be reached is
 * told like a configuration error, naming DATABASE_URL (without its password) and every cause
 * down to the driver's ("connect ECONNREFUSED 127.0.0.1:5432"); anything else with its stack and
 * then each cause's.
 */
export function describeStartFailure(err: unknown, databaseUrl: string | undefined): string {
  const chain = causes(err);
  if (databaseUrl && isDatabaseUnavailable(err)) {
    return [
      'Cannot start:',
      `  DATABASE_URL: ${noConnectionTo(databaseUrl)} (${firstLine(chain.at(-1))})`,
      ...chain.map((e, i) => `    ${i === 0 ? '' : 'caused by: '}${firstLine(e)}`),
    ].join('\n');
  }
  return chain
    .map((e, i) => {
      const text = e instanceof Error ? (e.stack ?? firstLine(e)) : String(e);
      return i === 0 ? `Failed to start: ${text}` : `Caused by: ${text}`;
    })
    .join('\n');
}
