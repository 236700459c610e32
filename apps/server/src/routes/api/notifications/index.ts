import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationMessages, notificationsContract as api } from '@hireloop/shared';
import { routeSchema } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/authenticate';
import type { ServiceContext } from '../../../services/context';
import { listNotifications } from '../../../services/notifications/list-notifications';
import { markAllNotificationsRead, markNotificationRead } from '../../../services/notifications/mark-read';
import { registerNotificationStream } from './stream';

/** The signed-in user's bell, for both roles (docs/decisions/0024-notifications.md). */
export function notificationRoutes(ctx: ServiceContext, heartbeatMs?: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get('/', { schema: routeSchema(api.list) }, async (req) => ({
      success: true as const,
      message: '',
      ...(await listNotifications(ctx.db, requireUser(req))),
    }));

    app.post('/:id/read', { schema: routeSchema(api.markRead) }, async (req) => ({
      success: true as const,
      message: notificationMessages.markedRead,
      unreadCount: await markNotificationRead(ctx, requireUser(req), req.params.id),
    }));

    app.post('/read-all', { schema: routeSchema(api.markAllRead) }, async (req) => ({
      success: true as const,
      message: notificationMessages.allMarkedRead,
      unreadCount: await markAllNotificationsRead(ctx, requireUser(req)),
    }));

    registerNotificationStream(app, ctx, heartbeatMs);
  };
}
