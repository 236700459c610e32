import { getInitials } from '@hireloop/shared';

interface UserAvatarProps {
  name: string;
  avatar: string | null;
  className?: string;
}

/** The user's picture, or their initials on the brand gradient when none is set. */
export function UserAvatar({ name, avatar, className = 'size-8 text-xs' }: UserAvatarProps) {
  if (avatar) {
    return <img src={avatar} alt="" className={`shrink-0 rounded-full object-cover ${className}`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-violet-600 font-semibold text-white ${className}`}
    >
      {getInitials(name)}
    </span>
  );
}
