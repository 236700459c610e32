import { statusBadgeColor } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

const colours: Record<string, string> = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/20',
  yellow:
    'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-400/20',
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/20',
  red: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-950/50 dark:text-rose-300 dark:ring-rose-400/20',
  blue: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-950/50 dark:text-sky-300 dark:ring-sky-400/20',
  violet:
    'bg-violet-50 text-violet-700 ring-violet-600/20 dark:bg-violet-950/50 dark:text-violet-300 dark:ring-violet-400/20',
};

const sizes = {
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-3 py-1 text-sm',
  lg: 'h-11 justify-center px-4 text-sm',
} as const;

/**
 * A job seeker's application status (docs/product.md section 4): Applied grey, Interview yellow, Hired green,
 * Rejected red, anything unknown grey.
 */
export function ApplicationStatusBadge({
  status,
  size = 'md',
  className,
}: {
  status: string;
  /** 'sm' on job cards; 'lg' stands as tall as the buttons beside it. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const colour = statusBadgeColor(status);
  return (
    <span
      data-colour={colour}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-semibold ring-1 ring-inset',
        sizes[size],
        colours[colour] ?? colours.grey,
        className,
      )}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {status}
    </span>
  );
}
