import { z } from 'zod';
import { idSchema } from './ids';
import { NOTIFICATION_KINDS } from './notifications-text';

export * from './notifications-text';

/** One notification as the API sends it. */
export const notificationSchema = z.object({
  _id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  applicationId: idSchema,
  jobId: idSchema,
  jobTitle: z.string(),
  /** The application's new status (application_status). */
  status: z.string().nullable(),
  /** The applicant's name (new_application, application_withdrawn). */
  applicantName: z.string().nullable(),
  read: z.boolean(),
  /** How many events it tells of: later ones of its application and kind fold into it while it is unread. */
  count: z.number().int().min(1),
  /** When the latest of them happened. */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * What the live stream sends (event `notification`): only what a screen needs to know that its
 * data changed; the list itself is read again from GET /api/notifications.
 */
export const liveNotificationSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  applicationId: idSchema,
  jobId: idSchema,
});
export type LiveNotification = z.infer<typeof liveNotificationSchema>;
