import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { firstName, isRole, type User } from '@hireloop/shared';
import { Dropdown } from './dropdown';
import { ACCOUNT_LINKS } from './site-links';
import { focusRing } from './styles';
import { UserAvatar } from './user-avatar';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The signed-in header menu; the trigger shows the first word of the full name (spec 2.4). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const name = user.fullName || user.name;
  const itemClass = `flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition ${focusRing}`;

  return (
    <Dropdown
      align="end"
      triggerClassName={`h-10 gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`}
      panelClassName="w-64 p-1.5"
      label={
        <>
          <UserAvatar name={name} avatar={user.avatar} />
          <span className="max-w-32 truncate">{firstName(name)}</span>
        </>
      }
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-2 pb-3 dark:border-slate-800">
        <UserAvatar name={name} avatar={user.avatar} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          <p className="mt-1 inline-flex rounded-full bg-indigo-50 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
            {isRole(user.role, 'employer') ? 'Employer' : 'Job Seeker'}
          </p>
        </div>
      </div>
      <div className="py-1.5">
        {ACCOUNT_LINKS.map(({ label, to, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className={`${itemClass} text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white`}
          >
            <Icon aria-hidden="true" className="size-4 text-slate-400" />
            {label}
          </Link>
        ))}
      </div>
      <div className="border-t border-slate-100 pt-1.5 dark:border-slate-800">
        <button
          type="button"
          onClick={onLogout}
          className={`${itemClass} text-rose-600 hover:bg-rose-50 hover:text-rose-700 dark:text-rose-400 dark:hover:bg-rose-500/10`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </div>
    </Dropdown>
  );
}
