import { cn } from '@/components/ui/cn';
import { jobTypeTone, type JobTypeTone } from './job-format';

const tones: Record<JobTypeTone, string> = {
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/20',
  yellow:
    'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-400/20',
  purple:
    'bg-purple-50 text-purple-700 ring-purple-600/20 dark:bg-purple-950/50 dark:text-purple-300 dark:ring-purple-400/20',
  blue: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-950/50 dark:text-sky-300 dark:ring-sky-400/20',
};

/** The job type, coloured as docs/product.md 2.12 says. `data-tone` names the colour for tests. */
export function JobTypeBadge({ type, className }: { type: string; className?: string }) {
  const tone = jobTypeTone(type);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {type}
    </span>
  );
}
