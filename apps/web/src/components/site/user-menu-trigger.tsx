import { ChevronDown } from 'lucide-react';
import { firstName, type User } from '@hireloop/shared';
import { UserAvatar } from '@/components/ui/avatar';
import { focusRing } from './styles';

// The account menu's trigger: in the header before the menu's own code loads (header-account.tsx),
// and inside the menu once it has (user-menu.tsx).

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
