/**
 * In-app notifications (docs/decisions/0024-notifications.md): the kinds, texts and helpers apart
 * from the schemas, so the bell that every signed-in header shows does not load zod.
 */

/** What a notification tells of. */
export const NOTIFICATION_KINDS = ['application_status', 'new_application', 'application_withdrawn'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications the bell lists, newest first. */
export const NOTIFICATIONS_LISTED = 20;

/** The bell's texts (docs/product.md 2.26). */
export const notificationsText = {
  title: 'Notifications',
  empty: "Nothing new yet. We'll let you know here when something happens.",
  markAllRead: 'Mark all as read',
  loadFailed: 'Failed to load your notifications.',
  unreadMark: 'Unread',
} as const;

/** The bell's accessible name: 'Notifications' or 'Notifications, 3 unread'. */
export function notificationBellLabel(unread: number): string {
  return unread > 0 ? `${notificationsText.title}, ${unread} unread` : notificationsText.title;
}

/** The badge on the bell: the count, '9+' past nine. */
export const unreadBadge = (unread: number): string => (unread > 9 ? '9+' : String(unread));

/**
 * Beside the time of a notification that tells of several events (later ones of its application
 * and kind fold into it while unread): '3 updates'; nothing for one.
 */
export const notificationUpdates = (count: number): string => (count > 1 ? `${count} updates` : '');

/** What one notification says, from the fields of it that its message is made of. */
export function notificationMessage(n: {
  kind: NotificationKind;
  jobTitle: string;
  status: string | null;
  applicantName: string | null;
}): string {
  const who = n.applicantName || 'an applicant';
  switch (n.kind) {
    case 'application_status':
      return `Your application for ${n.jobTitle} moved to ${n.status ?? 'a new status'}`;
    case 'new_application':
      return `New application from ${who} for ${n.jobTitle}`;
    case 'application_withdrawn':
      return `${who} withdrew their application for ${n.jobTitle}`;
  }
}

export const notificationMessages = {
  notificationNotFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  tooManyStreams: 'Too many open windows are following your notifications. Close one and try again.',
} as const;
