import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents } from '../../db/schema';

/**
 * The time of a new event of an application already locked by `tx`: the clock's `now`, but always
 * after the application's latest event (by 1 ms, the clock's step). History is ordered by time, so
 * it then reads in the order the changes were applied, even when a change waited for another one's
 * lock or runs in a process whose clock is behind (security review 2026-12, DI3). Only the event
 * takes this time; rate limits and queued mails keep the clock's.
 */
export async function eventTime(tx: Db, applicationId: string, now: Date): Promise<Date> {
  const [latest] = await tx
    .select({ at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.createdAt))
    .limit(1);
  return latest && latest.at.getTime() >= now.getTime() ? new Date(latest.at.getTime() + 1) : now;
}
