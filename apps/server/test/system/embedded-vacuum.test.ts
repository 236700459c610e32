import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client';
import { vacuumIfWritten } from '../../src/db/embedded-vacuum';
import { createUser, insertJob } from '../../src/db/seed/factories';

// The embedded database has no autovacuum: without one, no page of the jobs table is ever marked
// all-visible, and every facet count reads every open job's row instead of the covering index.
describe('vacuuming the embedded database', () => {
  let database: Database;
  const visible = async () => {
    const [row] = await queryRows<{ relallvisible: number; relpages: number }>(
      database.db,
      sql`select relallvisible, relpages from pg_class where relname = 'jobs'`,
    );
    return row!;
  };
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    const employer = await createUser(database.db, { role: 'employer', email: 'vacuum@example.com' });
    for (let i = 0; i < 30; i++) await insertJob(database.db, employer, { title: `Job ${i}` });
  });
  afterAll(() => database.close());

  it('vacuums after jobs were written, and not again until more are', async () => {
    expect((await visible()).relallvisible).toBe(0);
    const version = await vacuumIfWritten(database, null);
    const after = await visible();
    expect(after.relpages).toBeGreaterThan(0);
    expect(after.relallvisible).toBe(after.relpages);

    const vacuums = async () => {
      const [row] = await queryRows<{ n: number | string }>(
        database.db,
        sql`select vacuum_count as n from pg_stat_user_tables where relname = 'jobs'`,
      );
      return Number(row!.n);
    };
    const once = await vacuums();
    expect(once).toBeGreaterThan(0);
    // Nothing written since: no second vacuum.
    expect(await vacuumIfWritten(database, version)).toBe(version);
    expect(await vacuums()).toBe(once);
    await database.db.execute(sql`update search_state set jobs_version = jobs_version + 1 where id = 1`);
    expect(await vacuumIfWritten(database, version)).toBe(version + 1);
    expect(await vacuums()).toBe(once + 1);
  });
});
