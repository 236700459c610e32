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

/** The avatar and first name that open the account menu. */
export function AvatarFace({ user }: { user: User }) {
  const name = user.fullName || user.name;
  return (
    <>
      <UserAvatar name={name} avatar={user.avatar} size="sm" />
      <span className="hidden max-w-28 truncate text-sm font-semibold text-slate-700 sm:block dark:text-slate-200">
        {firstName(name)}
      </span>
    </>
  );
}
