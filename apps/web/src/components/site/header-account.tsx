import { lazy } from 'react';
import type { User } from '@hireloop/shared';
import { NotificationSlot } from '@/components/notifications/notification-slot';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { UserMenuTrigger, userMenuTriggerClass } from './user-menu-trigger';

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
