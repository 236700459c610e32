import { INITIALS_MAX } from './constants';

/** First letter of up to the first two words, upper-case. */
export function getInitials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, INITIALS_MAX)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** The header shows the first word of the full name. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** Roles are compared case-insensitively. */
export function isRole(role: string | null | undefined, wanted: 'jobseeker' | 'employer'): boolean {
  return (role ?? '').toLowerCase() === wanted;
}
