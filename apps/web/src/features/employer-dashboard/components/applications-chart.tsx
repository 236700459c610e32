import { useId } from 'react';
import type { ApplicationsPerDay } from '@hireloop/shared';
import { dashboardText } from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { formatMonthDay, formatWeekdayMonthDay } from '@/lib/dates';
import { useElementWidth } from '../hooks/use-element-width';
import { countTicks } from '../lib/chart-scale';

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

const dayLabel = formatMonthDay;

/** Bars of the applications received each day over the last 30 days, with axes and a tooltip per day. */
export function ApplicationsChart({ days }: { days: ApplicationsPerDay[] }) {
  const gradientId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const ticks = countTicks(Math.max(0, ...days.map((d) => d.count)));
  const top = ticks.at(-1) ?? 4;

  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = days.length > 0 ? plotWidth / days.length : 0;
  const barWidth = Math.max(2, Math.min(18, slot * 0.62));
  const y = (v: number) => PAD.top + plotHeight - (v / top) * plotHeight;
  // Label roughly every 60 px, always including the last day (today).
  const labelEvery = Math.max(1, Math.ceil(60 / Math.max(slot, 1)));
  const summary = `${dashboardText.applicationsChart}, ${dashboardText.applicationsChartCaption.toLowerCase()}: ${total} in total`;

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            {dashboardText.applicationsChart}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {dashboardText.applicationsChartCaption}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
            {total}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{dashboardText.chartTotal}</span>
        </p>
      </div>
      <div ref={ref} className="relative mt-4">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          className="block max-w-full overflow-visible"
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#6366f1" />
              <stop offset="100%" stopColor="#8b5cf6" />
            </linearGradient>
          </defs>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className={
                  tick === 0
                    ? 'stroke-slate-300 dark:stroke-slate-700'
                    : 'stroke-slate-100 dark:stroke-slate-800'
                }
                strokeDasharray={tick === 0 ? undefined : '4 4'}
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-slate-400 text-[11px] tabular-nums dark:fill-slate-500"
              >
                {tick}
              </text>
            </g>
          ))}
          {days.map((day, i) => {
            const cx = PAD.left + slot * i + slot / 2;
            const barHeight = y(0) - y(day.count);
            const showLabel = (days.length - 1 - i) % labelEvery === 0;
            return (
              <g key={day.date} data-testid="chart-day">
                <title>{dashboardText.applicationsOn(day.count, formatWeekdayMonthDay(day.date))}</title>
                {/* The whole column answers the pointer, so the tooltip also shows over an empty day. */}
                <rect
                  x={PAD.left + slot * i}
                  y={PAD.top}
                  width={slot}
                  height={plotHeight}
                  className="fill-transparent hover:fill-indigo-500/5"
                />
                {day.count > 0 && (
                  <rect
                    data-testid="chart-bar"
                    x={cx - barWidth / 2}
                    y={y(day.count)}
                    width={barWidth}
                    height={barHeight}
                    rx={Math.min(4, barWidth / 2)}
                    fill={`url(#${gradientId})`}
                  />
                )}
                {showLabel && (
                  <text
                    x={cx}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="fill-slate-400 text-[11px] dark:fill-slate-500"
                  >
                    {dayLabel(day.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        {total === 0 && (
          <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 px-8 text-center text-sm font-medium text-slate-500 dark:text-slate-400">
            <span className="rounded-full bg-white/90 px-3 py-1.5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900/90 dark:ring-slate-700">
              {dashboardText.applicationsChartEmpty}
            </span>
          </p>
        )}
      </div>
    </Card>
  );
}
