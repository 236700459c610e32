import { getInitials } from '@hireloop/shared';
import { cn } from './cn';

/** Every colour keeps the white initials at 4.5:1 or more (WCAG AA). */
const palette = ['#4f46e5', '#7c3aed', '#0e7490', '#047857', '#b45309', '#be185d', '#2563eb', '#9333ea'];

function colourFor(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? '#4f46e5';
}

/** The spec allows a URL string or an object with fileUrl. */
export function avatarUrl(avatar: unknown): string | null {
  if (typeof avatar === 'string' && avatar.trim()) return avatar;
  if (avatar && typeof avatar === 'object' && 'fileUrl' in avatar) {
    const { fileUrl } = avatar as { fileUrl: unknown };
    if (typeof fileUrl === 'string' && fileUrl.trim()) return fileUrl;
  }
  return null;
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

interface UserAvatarProps {
  name: string | null | undefined;
  avatar?: unknown;
  size?: keyof typeof sizes;
  /** The public site's look: initials on the brand gradient, no ring. */
  brand?: boolean;
  className?: string;
}

/** The user's picture, or a generated default: initials on a colour picked from the name (or the brand's). */
export function UserAvatar({ name, avatar, size = 'md', brand = false, className }: UserAvatarProps) {
  const src = avatarUrl(avatar);
  const classes = cn(
    'shrink-0 rounded-full',
    !brand && 'ring-2 ring-white dark:ring-slate-900',
    sizes[size],
    className,
  );
  if (src) return <img src={src} alt="" className={cn(classes, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      style={brand ? undefined : { backgroundColor: colourFor(name ?? '') }}
      className={cn(
        classes,
        'inline-flex items-center justify-center font-semibold text-white select-none',
        brand && 'bg-linear-to-br from-indigo-500 to-violet-600',
      )}
    >
      {getInitials(name) || '?'}
    </span>
  );
}
