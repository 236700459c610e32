import { lazy } from 'react';
import { ChevronDown } from 'lucide-react';
import { firstName, type User } from '@hireloop/shared';
import { UserAvatar } from '@/components/ui/avatar';
import { NotificationSlot } from '@/components/notifications/notification-slot';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { focusRing } from './styles';

export const userMenuTriggerClass = `group inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`;

/** What the header's account menu trigger shows: the avatar and the first word of the full name (docs/product.md 2.4). */
export function UserMenuTrigger({ user }: { user: User }) {
  const name = user.fullName || user.name;
  return (
    <>
      <UserAvatar name={name} avatar={user.avatar} size="sm" brand />
      <span className="max-w-32 truncate">{firstName(name)}</span>
      <ChevronDown
        aria-hidden="true"
        className="size-4 opacity-60 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </>
  );
}

// The menu library under the account menu (about 29 KB gzipped) loads once the screen has settled.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/**
 * The signed-in header's bell, at every width, and account menu, from 768 px. A module of its own:
 * a visitor's header (the landing page) carries none of it.
 */
export function HeaderAccount({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <>
      <NotificationSlot />
      <div className="hidden md:flex">
        <DeferredMenu
          menu={UserMenu}
          load={loadUserMenu}
          menuProps={{ user, onLogout }}
          triggerClassName={userMenuTriggerClass}
          trigger={<UserMenuTrigger user={user} />}
        />
      </div>
    </>
  );
}
