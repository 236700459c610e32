import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { firstName, isRole, navText, roleLabel, type User } from '@hireloop/shared';
import { useMenuKeys } from '@/components/site/use-menu-keys';
import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';

interface AvatarMenuProps {
  user: User;
  onSignOut: () => void;
  /** The employer top bar has no "View Profile" entry and calls its action "Logout" (spec 2.17). */
  variant?: 'top-nav' | 'employer';
}

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** Avatar button with the account menu (spec 2.11 and 2.17). Closes on any outside click or Escape. */
export function AvatarMenu({ user, onSignOut, variant = 'top-nav' }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = user.fullName || user.name;
  const keys = useMenuKeys({ open, setOpen, rootRef, triggerRef, panelRef });

  return (
    <div ref={rootRef} className="relative" onBlur={keys.onBlur}>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen((v) => !v)}
        onKeyDown={keys.onTriggerKeyDown}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 transition hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:pr-2 dark:hover:bg-slate-800"
      >
        <UserAvatar name={name} avatar={user.avatar} size="sm" />
        <span className="hidden max-w-28 truncate text-sm font-semibold text-slate-700 sm:block dark:text-slate-200">
          {firstName(name)}
        </span>
        {/* The name is the visible text, so it leads the accessible name too (WCAG 2.5.3). */}
        <span className="sr-only">Account menu</span>
        <ChevronDown
          className={cn('hidden size-4 text-slate-400 transition-transform sm:block', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={menuId}
          onKeyDown={keys.onPanelKeyDown}
          className="absolute right-0 z-50 mt-2 w-72 origin-top-right rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900"
        >
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
          <div className="my-1 h-px bg-slate-100 dark:bg-slate-800" />
          {variant === 'top-nav' && (
            <Link
              to={isRole(user.role, 'employer') ? paths.companyProfile : paths.profile}
              onClick={() => setOpen(false)}
              className={cn(
                itemClass,
                'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              <UserRound className="size-4" aria-hidden="true" />
              {navText.viewProfile}
            </Link>
          )}
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className={cn(
              itemClass,
              'text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-950/40',
            )}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {variant === 'top-nav' ? navText.signOut : navText.logout}
          </button>
        </div>
      )}
    </div>
  );
}
