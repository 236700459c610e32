import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgliteOf, queryRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { createUser } from '../src/db/seed/factories';
import { openTestDatabase } from './helper';

// The integration tier hands an embedded database on from one test file to the next
// (spare-databases.ts): what one file did must not be seen by the next.
describe.skipIf(process.env.DATABASE_URL || process.env.TEST_SPARE_DATABASES !== '1')(
  'embedded databases handed on between test files',
  () => {
    it('come back as the template: its rows only, session settings, locks and temporary tables gone', async () => {
      const first = await openTestDatabase();
      const fresh = await queryRows<{ n: number }>(
        first.db,
        sql`select count(*)::int as n from search_state`,
      );
      await createUser(first.db, { email: 'left.behind@example.com' });
      await first.db.execute(sql`set statement_timeout = '1234ms'`);
      await first.db.execute(sql`select pg_advisory_lock(42)`);
      await first.db.execute(sql`create temporary table scratch (n int)`);
      const client = pgliteOf(first);
      await first.drop();

      const second = await openTestDatabase();
      expect(pgliteOf(second)).toBe(client);
      expect(second.db).not.toBe(first.db); // a new handle: the app's caches start empty
      expect(await second.db.select().from(users)).toEqual([]);
      expect(await queryRows(second.db, sql`select count(*)::int as n from search_state`)).toEqual(fresh);
      expect(await queryRows(second.db, sql`show statement_timeout`)).toEqual([{ statement_timeout: '0' }]);
      expect(
        await queryRows(second.db, sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`),
      ).toEqual([{ n: 0 }]);
      expect(await queryRows(second.db, sql`select to_regclass('scratch') as t`)).toEqual([{ t: null }]);
      await second.drop();
    });

    it('are not handed on once a test changed their schema, or closed them', async () => {
      const altered = await openTestDatabase();
      await altered.db.execute(sql`alter table users add column extra int`);
      const alteredClient = pgliteOf(altered)!;
      await altered.drop();
      expect(alteredClient.closed).toBe(true);

      const closed = await openTestDatabase();
      const closedClient = pgliteOf(closed)!;
      await closed.close();
      await closed.drop();

      const next = await openTestDatabase();
      expect([alteredClient, closedClient]).not.toContain(pgliteOf(next));
      await next.drop();
    });
  },
);
