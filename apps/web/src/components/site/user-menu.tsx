import { Link } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { firstName, isRole, type User } from '@hireloop/shared';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ACCOUNT_LINKS } from './site-links';
import { focusRing } from './styles';
import { UserAvatar } from './user-avatar';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The signed-in header menu; the trigger shows the first word of the full name (docs/product.md 2.4). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const name = user.fullName || user.name;

  return (
    <DropdownMenuRoot>
      <DropdownMenuTrigger
        className={`group inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`}
      >
        <UserAvatar name={name} avatar={user.avatar} />
        <span className="max-w-32 truncate">{firstName(name)}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 opacity-60 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="flex items-center gap-3 px-3 pt-2 pb-3">
          <UserAvatar name={name} avatar={user.avatar} className="size-10 text-sm" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
            <p className="mt-1 inline-flex rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
              {isRole(user.role, 'employer') ? 'Employer' : 'Job Seeker'}
            </p>
          </div>
        </div>
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
