import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { publishLive } from '../../lib/live-events';

/** How many notifications a person keeps; past it the oldest read ones go first, then the oldest. */
export const NOTIFICATIONS_KEPT = 200;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  status?: string;
  actorName?: string;
}

/**
 * A notification for the bell, inside the transaction of the change it tells of, and its live
 * event, sent when that transaction commits (docs/decisions/0024-notifications.md). While the
 * person has not read the one of this application and kind, the event updates it (latest text and
 * time, one more in its count) rather than adding another, so flipping a status or withdrawing and
 * applying again cannot flood anyone's bell. The upsert on the unread rows' unique index makes two
 * changes arriving together count twice on one row.
 */
export async function addNotification(tx: Db, n: NewNotification, now: Date): Promise<void> {
  const latest = {
    jobTitle: n.jobTitle,
    status: n.status ?? null,
    actorName: n.actorName ?? null,
    createdAt: now,
  };
  const [row] = await tx
    .insert(notifications)
    .values({ userId: n.userId, kind: n.kind, applicationId: n.applicationId, jobId: n.jobId, ...latest })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.applicationId, notifications.kind],
      targetWhere: isNull(notifications.readAt),
      set: { ...latest, count: sql`${notifications.count} + 1` },
    })
    .returning({ count: notifications.count });
  if (row?.count === 1) await keepLatest(tx, n.userId);
  await publishLive(tx, n.userId, { kind: n.kind, applicationId: n.applicationId, jobId: n.jobId });
}

/**
 * Deletes what is past the person's NOTIFICATIONS_KEPT: read ones before unread ones, oldest first.
 * Rows another transaction holds are skipped rather than waited for (two changes for one person
 * never wait on each other here); the next new notification trims them.
 */
async function keepLatest(tx: Db, userId: string): Promise<void> {
  const beyond = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(sql`${notifications.readAt} is null desc`, desc(notifications.createdAt), desc(notifications.id))
    .offset(NOTIFICATIONS_KEPT);
  const free = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(inArray(notifications.id, beyond))
    .for('update', { skipLocked: true });
  await tx.delete(notifications).where(inArray(notifications.id, free));
}
