import type { LucideIcon } from 'lucide-react';
import { dashboardText } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { TrendBadge } from './trend-badge';

const accents = {
  indigo: 'from-indigo-500 to-violet-500 shadow-indigo-500/30',
  sky: 'from-sky-500 to-cyan-500 shadow-sky-500/30',
  emerald: 'from-emerald-500 to-teal-500 shadow-emerald-500/30',
} as const;

interface StatCardProps {
  label: string;
  value: number;
  trend: number;
  icon: LucideIcon;
  accent: keyof typeof accents;
}

/** One of the dashboard's three numbers with its 30-day trend. */
export function StatCard({ label, value, trend, icon: Icon, accent }: StatCardProps) {
  const id = `stat-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="relative overflow-hidden p-5" role="group" aria-labelledby={id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={id} className="text-sm font-medium text-slate-500 dark:text-slate-400">
            {label}
          </p>
          <p
            data-testid={`${id}-value`}
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white"
          >
            {value.toLocaleString('en-US')}
          </p>
        </div>
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-lg',
            accents[accent],
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-4 flex items-center gap-2">
        <TrendBadge percent={trend} />
        <span className="text-xs text-slate-500 dark:text-slate-400">{dashboardText.trendCaption}</span>
      </div>
    </Card>
  );
}
