import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema';

/**
 * Counts an event under `key` in a fixed window kept in the database (so every process sees the
 * same count) and answers the count including this one.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${windowEndsAt.toISOString()}::timestamptz else ${rateCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? 1;
}

/** The current count under `key`, without counting. */
export async function peekCount(db: Db, key: string, now: Date): Promise<number> {
  const rows = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(
      sql`${rateCounters.key} = ${key} and ${rateCounters.windowEndsAt} > ${now.toISOString()}::timestamptz`,
    );
  return rows[0]?.count ?? 0;
}

/** Takes back one hit counted by `countHit`, for an attempt that turned out not to count. */
export async function releaseHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(sql`${rateCounters.key} = ${key}`);
}

export async function clearCount(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(sql`${rateCounters.key} = ${key}`);
}
