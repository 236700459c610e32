import { Link } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { isRole, navText, roleLabel } from '@hireloop/shared';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/lib/paths';
import { AvatarFace, type AvatarMenuProps } from './avatar-menu-face';

/** Avatar button with the account menu (docs/product.md 2.11 and 2.17). */
export function AvatarMenu({ user, onSignOut, variant = 'top-nav' }: AvatarMenuProps) {
  const name = user.fullName || user.name;

  return (
    <DropdownMenuRoot>
      <DropdownMenuTrigger className="group flex items-center gap-2 rounded-full p-0.5 pr-1 transition hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:pr-2 dark:hover:bg-slate-800">
        <AvatarFace user={user} />
        {/* The name is the visible text, so it leads the accessible name too (WCAG 2.5.3). */}
        <span className="sr-only">Account menu</span>
        <ChevronDown
          className="hidden size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180 sm:block"
          aria-hidden="true"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <div className="flex items-center gap-3 px-3 py-3">
          <UserAvatar name={name} avatar={user.avatar} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
            {variant === 'top-nav' && (
              <span className="mt-1 inline-block rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                {roleLabel(user.role)}
              </span>
            )}
          </div>
        </div>
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
