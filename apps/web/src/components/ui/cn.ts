import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, conditionals, arrays, objects) and resolves Tailwind conflicts so the
 * class given last wins: `cn('px-4 text-slate-600', 'px-2 text-rose-600')` is `'px-2 text-rose-600'`.
 * That lets a caller's `className` override a component's own classes.
 *
 * tailwind-merge weighs about 8 KB gzipped, so the few pieces on the landing page's first load
 * (the spinner, the theme toggle, `buttonVariants` for the site's buttons) join with `clsx` and take
 * no conflicting classes instead; everything else uses `cn`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
