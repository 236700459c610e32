import { Link } from 'react-router';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { isRole, navText, roleLabel } from '@hireloop/shared';
import { AccountSummary } from '@/components/ui/account-summary';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/lib/paths';
import type { DeferredMenuProps } from '@/components/ui/deferred-menu';
import { AvatarTrigger, avatarTriggerClass, type AvatarMenuProps } from './avatar-menu-face';

/** Avatar button with the account menu (docs/product.md 2.11 and 2.17). */
export function AvatarMenu({
  user,
  onSignOut,
  variant = 'top-nav',
  openWith,
  autoFocus,
}: AvatarMenuProps & DeferredMenuProps) {
  return (
    <DropdownMenuRoot defaultOpen={openWith !== undefined}>
      <DropdownMenuTrigger className={avatarTriggerClass} autoFocus={autoFocus}>
        <AvatarTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72" focusFirstItem={openWith === 'keyboard'}>
        <AccountSummary user={user} className="px-3 py-3">
          {variant === 'top-nav' && (
            <span className="mt-1 inline-block rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              {roleLabel(user.role)}
            </span>
          )}
        </AccountSummary>
        <DropdownMenuSeparator />
        {variant === 'top-nav' && (
          <DropdownMenuItem
            asChild
            className="text-slate-700 data-highlighted:bg-slate-100 dark:text-slate-200 dark:data-highlighted:bg-slate-800"
          >
            <Link to={isRole(user.role, 'employer') ? paths.companyProfile : paths.profile}>
              <UserRound className="size-4" aria-hidden="true" />
              {navText.viewProfile}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          asChild
          className="text-slate-700 data-highlighted:bg-slate-100 dark:text-slate-200 dark:data-highlighted:bg-slate-800"
        >
          <Link to={paths.settings}>
            <Settings className="size-4" aria-hidden="true" />
            {navText.settings}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={onSignOut}
          className="text-rose-600 data-highlighted:bg-rose-50 dark:text-rose-400 dark:data-highlighted:bg-rose-950/40"
        >
          <LogOut className="size-4" aria-hidden="true" />
          {variant === 'top-nav' ? navText.signOut : navText.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
