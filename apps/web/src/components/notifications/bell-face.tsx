import { Bell } from 'lucide-react';
import { notificationBellLabel, unreadBadge } from '@hireloop/shared';

export const bellTriggerClass =
  'relative inline-flex size-10 items-center justify-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200 dark:data-[state=open]:bg-slate-800';

/** What the bell button shows: the bell, the unread count on it, and its name for screen readers. */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-rose-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white dark:ring-slate-950"
        >
          {unreadBadge(unread)}
        </span>
      )}
      <span className="sr-only">{notificationBellLabel(unread)}</span>
    </>
  );
}
