import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client';

// The embedded database runs on the event loop. Many requests waiting for it used to run their
// queries one after another from microtasks, so that the loop reached neither its timers nor its
// sockets, and the overload guard, seeing no event-loop sample, refused nearly every request.
describe('the embedded database under many waiting queries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('lets the event loop run its timers between two queries', async () => {
    let timerRanAfter: number | null = null;
    let done = 0;
    setTimeout(() => {
      timerRanAfter = done;
    }, 0);
    // 40 requests each waiting for its query, as concurrent searches do.
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        await queryRows(database.db, sql`select pg_sleep(0.002)`);
        done++;
      }),
    );
    expect(timerRanAfter).not.toBeNull();
    expect(timerRanAfter!).toBeLessThan(40);
  });
});
