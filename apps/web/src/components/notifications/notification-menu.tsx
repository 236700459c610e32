import { Link } from 'react-router';
import { CheckCheck } from 'lucide-react';
import {
  type Notification,
  notificationMessage,
  notificationsText,
  notificationUpdates,
} from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import type { DeferredMenuProps } from '@/components/ui/deferred-menu';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fromNow } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { BellFace, bellTriggerClass } from './bell-face';
import { useMarkRead, useNotifications } from './notifications-api';

/** Where a notification leads: the applicant to their applications, the employer to the job's applicants. */
function linkOf(n: Notification): { to: string; state?: { jobId: string } } {
  return n.kind === 'application_status'
    ? { to: paths.applications }
    : { to: paths.applicants, state: { jobId: n.jobId } };
}

/** The bell's menu: the latest notifications, each marked read when opened, and "Mark all as read". */
export function NotificationMenu({ openWith, autoFocus }: DeferredMenuProps) {
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.unreadCount ?? 0;
  const items = data?.notifications ?? [];
  return (
    <DropdownMenuRoot defaultOpen={openWith !== undefined}>
      <DropdownMenuTrigger className={bellTriggerClass} autoFocus={autoFocus}>
        <BellFace unread={unread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="w-96 max-w-[calc(100vw-1rem)] p-0"
        focusFirstItem={openWith === 'keyboard'}
      >
        <div className="flex items-center justify-between gap-3 px-4 pt-3 pb-2">
          {/* The menu is named by its trigger (Radix); this is its visible title. */}
          <div aria-hidden="true" className="text-sm font-semibold text-slate-900 dark:text-white">
            {notificationsText.title}
          </div>
          {unread > 0 && (
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate('all');
              }}
              className="w-auto px-2 py-1 text-xs font-semibold text-indigo-700 data-highlighted:bg-indigo-50 dark:text-indigo-300 dark:data-highlighted:bg-indigo-950/60"
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {notificationsText.markAllRead}
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator className="my-0" />
        {items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">
            {isError ? notificationsText.loadFailed : notificationsText.empty}
          </p>
        ) : (
          <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5">
            {items.map((n) => {
              const { to, state } = linkOf(n);
              return (
                <DropdownMenuItem
                  key={n._id}
                  asChild
                  onSelect={() => {
                    if (!n.read) markRead.mutate(n._id);
                  }}
                  className={cn(
                    'items-start gap-3 py-2.5 text-slate-700 data-highlighted:bg-slate-100 dark:text-slate-200 dark:data-highlighted:bg-slate-800',
                    !n.read && 'bg-indigo-50/60 dark:bg-indigo-950/30',
                  )}
                >
                  <Link to={to} state={state}>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-1.5 size-2 shrink-0 rounded-full',
                        n.read ? 'bg-transparent' : 'bg-indigo-600 dark:bg-indigo-400',
                      )}
                    />
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className={cn('text-sm leading-snug', !n.read && 'font-semibold')}>
                        {notificationMessage(n)}
                        {!n.read && <span className="sr-only"> ({notificationsText.unreadMark})</span>}
                      </span>
                      <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                        {fromNow(n.createdAt)}
                        {n.count > 1 && ` · ${notificationUpdates(n.count)}`}
                      </span>
                    </span>
                  </Link>
                </DropdownMenuItem>
              );
            })}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
