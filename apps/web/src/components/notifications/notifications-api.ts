import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type notificationsContract,
  notificationsText,
  pathOf,
  type ResponseOf,
} from '@hireloop/shared';
import { api } from '@/lib/api-client';

export type NotificationList = ResponseOf<typeof notificationsContract.list>;
type UnreadAnswer = ResponseOf<typeof notificationsContract.markRead>;

export const notificationsKey = ['notifications'] as const;

/** GET /api/notifications: the latest, newest first, and how many are unread. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get(apiPaths.notifications.list, { signal });
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => getNotifications(signal),
    meta: { errorMessage: notificationsText.loadFailed },
    // The stream says when something new arrives; between events the list is current.
    staleTime: 60_000,
  });
}

/** Marks one (`id`) or every notification read; the count on the bell follows at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      id === 'all'
        ? api.post<UnreadAnswer>(apiPaths.notifications.markAllRead)
        : api.post<UnreadAnswer>(pathOf(apiPaths.notifications.markRead, { id })),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(notificationsKey, (list) => {
        if (!list) return list;
        const notifications = list.notifications.map((n) =>
          id === 'all' || n._id === id ? { ...n, read: true } : n,
        );
        const unreadCount =
          id === 'all'
            ? 0
            : Math.max(
                0,
                list.unreadCount - (list.notifications.some((n) => n._id === id && !n.read) ? 1 : 0),
              );
        return { ...list, notifications, unreadCount };
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
