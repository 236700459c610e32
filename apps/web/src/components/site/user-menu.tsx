import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { roleLabel, type User } from '@hireloop/shared';
import { AccountSummary } from '@/components/ui/account-summary';
import type { DeferredMenuProps } from '@/components/ui/deferred-menu';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ACCOUNT_LINKS } from './site-links';
import { UserMenuTrigger, userMenuTriggerClass } from './user-menu-trigger';

export interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The signed-in header menu; the trigger shows the first word of the full name (docs/product.md 2.4). */
export function UserMenu({ user, onLogout, openWith, autoFocus }: UserMenuProps & DeferredMenuProps) {
  return (
    <DropdownMenuRoot defaultOpen={openWith !== undefined}>
      <DropdownMenuTrigger className={userMenuTriggerClass} autoFocus={autoFocus}>
        <UserMenuTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64" focusFirstItem={openWith === 'keyboard'}>
        <AccountSummary user={user} brand className="px-3 pt-2 pb-3">
          <p className="mt-1 inline-flex rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
            {roleLabel(user.role)}
          </p>
        </AccountSummary>
        <DropdownMenuSeparator className="mt-0" />
        {ACCOUNT_LINKS.map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem
            key={to}
            asChild
            className="text-slate-700 data-highlighted:bg-slate-100 data-highlighted:text-slate-900 dark:text-slate-200 dark:data-highlighted:bg-slate-800 dark:data-highlighted:text-white"
          >
            <Link to={to}>
              <Icon aria-hidden="true" className="size-4 text-slate-400" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={onLogout}
          className="text-rose-600 data-highlighted:bg-rose-50 data-highlighted:text-rose-700 dark:text-rose-400 dark:data-highlighted:bg-rose-500/10"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
