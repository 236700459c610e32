import { ChevronDown } from 'lucide-react';
import { firstName, type User } from '@hireloop/shared';
import { UserAvatar } from '@/components/ui/avatar';

export interface AvatarMenuProps {
  user: User;
  onSignOut: () => void;
  /**
   * The employer top bar has no "View Profile" entry and calls its action "Logout" (docs/product.md 2.17).
   */
  variant?: 'top-nav' | 'employer';
}

export const avatarTriggerClass =
  'group flex items-center gap-2 rounded-full p-0.5 pr-1 transition hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:pr-2 dark:hover:bg-slate-800';

/** What the account menu's trigger shows: the avatar and first name. */
export function AvatarTrigger({ user }: { user: User }) {
  const name = user.fullName || user.name;
  return (
    <>
      <UserAvatar name={name} avatar={user.avatar} size="sm" />
      <span className="hidden max-w-28 truncate text-sm font-semibold text-slate-700 sm:block dark:text-slate-200">
        {firstName(name)}
      </span>
      {/* The name is the visible text, so it leads the accessible name too (WCAG 2.5.3). */}
      <span className="sr-only">Account menu</span>
      <ChevronDown
        className="hidden size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180 sm:block"
        aria-hidden="true"
      />
    </>
  );
}
