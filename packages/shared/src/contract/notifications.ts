import { z } from 'zod';
import { notificationSchema } from '../notifications';
import { endpoint } from './define';
import { errorResponses, idParams, tooMany, withMessage } from './common';
import { apiPaths } from './paths';

const unreadCount = z.number().int().nonnegative();

/** /api/notifications: the signed-in user's bell (docs/decisions/0024-notifications.md). */
export const notificationsContract = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.notifications.list,
    summary: 'The latest notifications, newest first, with the number unread',
    responses: {
      200: withMessage({ notifications: z.array(notificationSchema), unreadCount }),
      ...errorResponses(401),
    },
  }),
  markRead: endpoint({
    method: 'POST',
    path: apiPaths.notifications.markRead,
    summary: 'Mark one notification as read',
    params: idParams,
    responses: { 200: withMessage({ unreadCount }), ...errorResponses(401, 404) },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: apiPaths.notifications.markAllRead,
    summary: 'Mark every notification as read',
    responses: { 200: withMessage({ unreadCount }), ...errorResponses(401) },
  }),
  stream: endpoint({
    method: 'GET',
    path: apiPaths.notifications.stream,
    summary:
      'Server-sent events (text/event-stream): `notification` with { kind, applicationId, jobId } as each arrives, `resync` when some may have been missed, a comment every 25 s',
    responses: {
      200: z.unknown().meta({ description: 'The event stream', type: 'string' }),
      ...errorResponses(401),
      ...tooMany,
    },
  }),
};
