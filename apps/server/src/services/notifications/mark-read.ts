import { and, eq, isNull } from 'drizzle-orm';
import { notificationMessages } from '@hireloop/shared';
import { notifications, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../context';
import { unreadCount } from './list-notifications';

/**
 * Marks one of the user's notifications read (again is harmless); someone else's is answered like
 * an unknown one. Answers the number still unread.
 */
export async function markNotificationRead(ctx: ServiceContext, user: UserRow, id: string): Promise<number> {
  const [found] = await ctx.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
  if (!found) throw notFound(notificationMessages.notificationNotFound);
  if (!found.readAt) {
    await ctx.db
      .update(notifications)
      .set({ readAt: ctx.clock.now() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return unreadCount(ctx.db, user.id);
}

/** Marks every unread notification of the user read; answers 0, the number left unread. */
export async function markAllNotificationsRead(ctx: ServiceContext, user: UserRow): Promise<number> {
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return unreadCount(ctx.db, user.id);
}
