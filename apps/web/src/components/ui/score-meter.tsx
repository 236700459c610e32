import { matchBarColor } from '@hireloop/shared';
import { cn } from './cn';

/** Bar fills by match colour (docs/product.md section 4: red up to 40, yellow 41-70, green above). */
export const scoreFills = {
  red: 'bg-gradient-to-r from-rose-500 to-red-500',
  yellow: 'bg-gradient-to-r from-amber-400 to-yellow-500',
  green: 'bg-gradient-to-r from-emerald-500 to-green-500',
} as const;

/** Text colours for the score number, by the same rule; each keeps 4.5:1 on white and on slate-900. */
export const scoreNumbers = {
  red: 'text-rose-700 dark:text-rose-400',
  yellow: 'text-amber-700 dark:text-amber-400',
  green: 'text-emerald-700 dark:text-emerald-400',
} as const;

export const clampPercent = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

interface ScoreMeterProps {
  /** 0-100, already clamped. */
  value: number;
  label: string;
  /** Height and layout classes of the track, e.g. 'h-3 mt-4'. */
  className?: string;
}

/** A match score as an accessible meter; `data-colour` names the colour for tests. */
export function ScoreMeter({ value, label, className }: ScoreMeterProps) {
  const colour = matchBarColor(value);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      data-colour={colour}
      className={cn('overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', scoreFills[colour])}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
