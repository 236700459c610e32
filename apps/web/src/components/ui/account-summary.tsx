import type { ReactNode } from 'react';
import type { User } from '@hireloop/shared';
import { UserAvatar } from './avatar';
import { cn } from './cn';

interface AccountSummaryProps {
  user: User;
  /** The public site's avatar look (see UserAvatar). */
  brand?: boolean;
  className?: string;
  /** Under the e-mail, e.g. the role. */
  children?: ReactNode;
}

/** The signed-in user's picture, name and e-mail, as the account menus open with. */
export function AccountSummary({ user, brand, className, children }: AccountSummaryProps) {
  const name = user.fullName || user.name;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <UserAvatar name={name} avatar={user.avatar} size="md" brand={brand} />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
        {children}
      </div>
    </div>
  );
}
