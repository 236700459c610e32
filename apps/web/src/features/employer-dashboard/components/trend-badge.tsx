import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { dashboardText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

type Direction = 'up' | 'down' | 'flat';

export function trendDirection(percent: number): Direction {
  if (percent > 0) return 'up';
  if (percent < 0) return 'down';
  return 'flat';
}

const looks: Record<Direction, { icon: typeof Minus; className: string }> = {
  up: {
    icon: ArrowUpRight,
    className:
      'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/20',
  },
  down: {
    icon: ArrowDownRight,
    className:
      'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-950/50 dark:text-rose-300 dark:ring-rose-400/20',
  },
  flat: {
    icon: Minus,
    className:
      'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
  },
};

/**
 * A trend percent (docs/product.md 2.18): up green, down red, 0% neutral; its meaning spelled out for screen
 * readers.
 */
export function TrendBadge({ percent }: { percent: number }) {
  const direction = trendDirection(percent);
  const { icon: Icon, className } = looks[direction];
  const size = Math.abs(percent);
  const label =
    direction === 'up'
      ? dashboardText.trendUp(size)
      : direction === 'down'
        ? dashboardText.trendDown(size)
        : dashboardText.trendFlat;
  return (
    <span
      data-trend={direction}
      title={label}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset tabular-nums',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">
        {direction === 'up' ? '+' : direction === 'down' ? '−' : ''}
        {size}%
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
