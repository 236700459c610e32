import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describeQueryFailure } from '../lib/database-failure';
import { queryRows, type Database } from './client';

/** How often the embedded database is looked at; it is vacuumed only when jobs were written since. */
export const EMBEDDED_VACUUM_EVERY_MS = 15 * 60_000;
/** The first round waits for the start's own work (the search reindex, the first visitors' pages). */
const FIRST_ROUND_AFTER_MS = 60_000;

/**
 * The embedded database runs no autovacuum, so it is done here: `vacuum analyze` a minute after the
 * server is ready and then whenever jobs were written since the last round (the search state's job version
 * tells). It marks settled pages all-visible, so that facet counts read the covering index alone
 * instead of every open job's row, takes back the room of updated rows and refreshes the planner's
 * statistics. PostgreSQL's own autovacuum does all of this on a server, where nothing is scheduled.
 * The answered function stops it and waits for a running round.
 */
export function scheduleEmbeddedVacuum(
  database: Pick<Database, 'db' | 'kind'>,
  log: FastifyBaseLogger,
  timing = { firstAfterMs: FIRST_ROUND_AFTER_MS, everyMs: EMBEDDED_VACUUM_EVERY_MS },
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  let vacuumedAt: number | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const round = async () => {
    vacuumedAt = await vacuumIfWritten(database, vacuumedAt);
  };
  const run = () => {
    running = running
      .then(round)
      .catch((err: unknown) =>
        log.error({ err: describeQueryFailure(err) ?? err }, 'vacuuming the embedded database failed'),
      );
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    timer = setInterval(() => void run(), timing.everyMs);
    timer.unref();
  }, timing.firstAfterMs);
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/**
 * `vacuum analyze` unless the search state's job version is still `vacuumedAt` (no job written
 * since); answers the version it vacuumed at.
 */
export async function vacuumIfWritten(
  database: Pick<Database, 'db'>,
  vacuumedAt: number | null,
): Promise<number> {
  const [state] = await queryRows<{ jobs_version: number | string }>(
    database.db,
    sql`select jobs_version from search_state where id = 1`,
  );
  const version = Number(state?.jobs_version ?? 0);
  if (version !== vacuumedAt) await database.db.execute(sql`vacuum analyze`);
  return version;
}
