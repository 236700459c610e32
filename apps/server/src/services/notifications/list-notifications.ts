import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTIFICATIONS_LISTED, type Notification } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow, type UserRow } from '../../db/schema';

function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    status: row.status,
    applicantName: row.actorName,
    read: row.readAt !== null,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * How many of the user's notifications are unread: read from the unique index on unread rows (its
 * first column is the user), at most NOTIFICATIONS_KEPT of them.
 */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The user's latest notifications, newest first, and how many are unread in all. */
export async function listNotifications(db: Db, user: UserRow) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  return { notifications: rows.map(toNotification), unreadCount: await unreadCount(db, user.id) };
}
