import { lazy, useContext, useEffect, useState } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { emitLiveEvent, liveRefresh } from '@/lib/live-events';
import { useSettled } from '@/lib/use-settled';
import { BellFace, bellTriggerClass } from './bell-face';
import { followNotificationStream } from './notification-stream';
import {
  getNotifications,
  type NotificationList,
  notificationsKey,
  useNotifications,
} from './notifications-api';

// The menu library loads once the screen has settled or the bell is reached, as the account menu's does.
const loadNotificationMenu = () => import('./notification-menu');
const NotificationMenu = lazy(() => loadNotificationMenu().then((m) => ({ default: m.NotificationMenu })));

/**
 * Follows the live stream while the bell is on screen: each event tells the screens
 * (lib/live-events.ts), and the list is read again once per burst of them, as the screens read
 * theirs. Every notification is also an event, so when the stream (re)opens,
 * or the server says events may have been lost, the list is read again, and if something arrived
 * meanwhile the screens are told to read theirs.
 */
function useNotificationStream() {
  const queryClient = useQueryClient();
  // Opened once the screen has settled: the stream is one request that never ends, and the
  // screen's own requests come first (tools that wait for the network to go quiet, too).
  const settled = useSettled();
  useEffect(() => {
    if (!settled) return;
    const catchUp = async () => {
      const before = queryClient.getQueryData<NotificationList>(notificationsKey);
      const after = await queryClient.fetchQuery({
        queryKey: notificationsKey,
        queryFn: () => getNotifications(),
      });
      const newest = (list?: NotificationList) => list?.notifications[0]?._id;
      if (before && newest(before) !== newest(after)) emitLiveEvent(null);
    };
    const reload = liveRefresh(() => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
    const stop = followNotificationStream({
      beforeConnect: catchUp,
      notification: (event) => {
        reload.request();
        emitLiveEvent(event);
      },
      resync: () => void catchUp(),
    });
    return () => {
      stop();
      reload.cancel();
    };
  }, [queryClient, settled]);
}

/**
 * The bell with its unread count; its menu lists the notifications (docs/product.md 2.26). Under
 * the app's screens it uses their server-data cache; the landing page and the site pages have none
 * (app-data-layout.tsx keeps it out of their script), so there the bell keeps a small one of its
 * own, made afresh with each mount so that no one sees the previous user's list.
 */
export function NotificationBell() {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() =>
    outer ? null : new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  if (!own) return <Bell />;
  return (
    <QueryClientProvider client={own}>
      <Bell />
    </QueryClientProvider>
  );
}

function Bell() {
  const list = useNotifications();
  useNotificationStream();
  return (
    <DeferredMenu
      menu={NotificationMenu}
      load={loadNotificationMenu}
      menuProps={{}}
      triggerClassName={bellTriggerClass}
      trigger={<BellFace unread={list.data?.unreadCount ?? 0} />}
    />
  );
}
