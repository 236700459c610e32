import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import {
  DatabaseConnectError,
  describeConnectionLoss,
  isDatabaseUnavailable,
} from '../../src/lib/database-failure';

/** An error as node-postgres or node's sockets make it: a message and a code. */
const driverError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** As the app meets it: drizzle's error about the query, wrapping the driver's. */
const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('which errors mean the database cannot be reached (503)', () => {
  it.each([
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
  ])('the network error %s', (code) => {
    expect(isDatabaseUnavailable(failedQuery(driverError(code)))).toBe(true);
  });

  it.each([
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08P01', 'protocol_violation'],
    ['57P01', 'admin_shutdown: terminating connection due to administrator command'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now: the database system is starting up'],
    ['57P04', 'database_dropped'],
    ['57P05', 'idle_session_timeout'],
    ['3D000', 'database "hireloop" does not exist'],
    ['53300', 'sorry, too many clients already'],
    ['55000', 'database "hireloop" is not currently accepting connections'],
  ])('SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(failedQuery(driverError(code, message)))).toBe(true);
  });

  it.each([
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
  ])('the driver saying "%s"', (message) => {
    expect(isDatabaseUnavailable(failedQuery(new Error(message)))).toBe(true);
  });

  it('anything that connecting to the pool threw, wrapped or not', () => {
    const wrongPassword = driverError('28P01', 'password authentication failed for user "hireloop"');
    expect(isDatabaseUnavailable(new DatabaseConnectError(wrongPassword))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(new DatabaseConnectError(wrongPassword)))).toBe(true);
    expect(isDatabaseUnavailable(wrongPassword)).toBe(false);
  });

  it.each([
    ['55000', 'currval of sequence "jobs_id_seq" is not yet defined in this session'],
    ['55000', 'replication slot "x" is active for PID 42'],
    ['57014', 'canceling statement due to statement timeout'],
    ['23505', 'duplicate key value violates unique constraint "users_email_unique"'],
    ['22P02', 'invalid input syntax for type uuid: "x"'],
    ['42P01', 'relation "jobs" does not exist'],
  ])('but not SQLSTATE %s (%s): the query itself is at fault', (code, message) => {
    expect(isDatabaseUnavailable(failedQuery(driverError(code, message)))).toBe(false);
  });

  it('nor an error that is no database error', () => {
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('marks what the pool could not connect, for queries and transactions alike', async () => {
    // Nothing listens on port 9 here; the same for a host name that does not resolve.
    for (const databaseUrl of ['postgres://postgres@127.0.0.1:9/x', 'postgres://postgres@db.invalid/x']) {
      const database = await openDatabase({ databaseUrl });
      try {
        const query = await database.db.execute(sql`select 1`).catch((err: unknown) => err);
        expect((query as Error).cause).toBeInstanceOf(DatabaseConnectError);
        const transaction = await database.db.transaction(async () => undefined).catch((err: unknown) => err);
        expect(transaction).toBeInstanceOf(DatabaseConnectError);
        expect(isDatabaseUnavailable(query) && isDatabaseUnavailable(transaction)).toBe(true);
      } finally {
        await database.close();
      }
    }
  });
});

describe('what the log keeps of a lost connection', () => {
  it('the code and the message, with quoted names blanked', () => {
    expect(describeConnectionLoss(driverError('57P04', 'database "hireloop" is being dropped'))).toEqual({
      type: 'connection lost',
      code: '57P04',
      message: 'database "…" is being dropped',
    });
    expect(describeConnectionLoss(new Error('Connection terminated unexpectedly'))).toEqual({
      type: 'connection lost',
      message: 'Connection terminated unexpectedly',
    });
  });
});
