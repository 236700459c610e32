import { useId } from 'react';
import {
  APPLICATION_STATUSES,
  dashboardText,
  type ApplicationStatus,
  type JobStatusCounts,
} from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { useElementWidth } from '../hooks/use-element-width';
import { truncate } from '../lib/chart-scale';

/** The badge colours of ADR 0005, as SVG fills and legend dots. */
export const STATUS_FILL: Record<ApplicationStatus, string> = {
  Applied: 'fill-slate-400 bg-slate-400 dark:fill-slate-500 dark:bg-slate-500',
  'In Review': 'fill-sky-500 bg-sky-500',
  Interview: 'fill-amber-400 bg-amber-400',
  Accepted: 'fill-violet-500 bg-violet-500',
  Hired: 'fill-emerald-500 bg-emerald-500',
  Rejected: 'fill-rose-400 bg-rose-400',
};

const ROW = 48;
const BAR = 14;
const COUNT_WIDTH = 36;

const totalOf = (job: JobStatusCounts) => APPLICATION_STATUSES.reduce((n, s) => n + (job.counts[s] ?? 0), 0);

/**
 * Each job's applications stacked by status, its bar as long as its share of the busiest job, so
 * both the volume and where candidates stand can be read at a glance.
 */
export function StatusChart({ jobs }: { jobs: JobStatusCounts[] }) {
  const clipPrefix = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>(480);
  const busiest = Math.max(1, ...jobs.map(totalOf));
  const barSpace = Math.max(0, width - COUNT_WIDTH);
  const height = jobs.length * ROW;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{dashboardText.statusChart}</h2>
      <p className="text-sm text-slate-500 dark:text-slate-400">{dashboardText.statusChartCaption}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1.5" aria-label="Legend">
        {APPLICATION_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
            <span className={cn('size-2.5 rounded-full', STATUS_FILL[status])} aria-hidden="true" />
            {status}
          </li>
        ))}
      </ul>
      <div ref={ref} className="mt-4">
        {jobs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-200 px-4 py-10 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {dashboardText.statusChartEmpty}
          </p>
        ) : (
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={`${dashboardText.statusChart}: ${jobs.map((j) => `${j.title} ${totalOf(j)}`).join(', ')}`}
            className="block max-w-full"
          >
            {jobs.map((job, row) => {
              const total = totalOf(job);
              const top = row * ROW;
              const barY = top + 22;
              const length = (total / busiest) * barSpace;
              let x = 0;
              return (
                <g key={job.jobId} data-testid="status-row">
                  <title>
                    {`${job.title}: ${APPLICATION_STATUSES.filter((s) => job.counts[s] > 0)
                      .map((s) => `${s} ${job.counts[s]}`)
                      .join(', ')}`}
                  </title>
                  <text
                    x={0}
                    y={top + 13}
                    className="fill-slate-700 text-[13px] font-medium dark:fill-slate-200"
                  >
                    {truncate(job.title, Math.max(12, Math.floor(barSpace / 7.2)))}
                  </text>
                  <rect
                    x={0}
                    y={barY}
                    width={barSpace}
                    height={BAR}
                    rx={BAR / 2}
                    className="fill-slate-100 dark:fill-slate-800"
                  />
                  <clipPath id={`${clipPrefix}-${row}`}>
                    <rect x={0} y={barY} width={Math.max(length, BAR)} height={BAR} rx={BAR / 2} />
                  </clipPath>
                  <g clipPath={`url(#${clipPrefix}-${row})`}>
                    {APPLICATION_STATUSES.map((status) => {
                      const count = job.counts[status] ?? 0;
                      if (count === 0) return null;
                      const w = (count / total) * Math.max(length, BAR);
                      const segment = (
                        <rect
                          key={status}
                          data-status={status}
                          x={x}
                          y={barY}
                          width={w}
                          height={BAR}
                          className={STATUS_FILL[status]}
                        >
                          <title>{`${job.title} · ${status}: ${count}`}</title>
                        </rect>
                      );
                      x += w;
                      return segment;
                    })}
                  </g>
                  <text
                    x={width}
                    y={barY + BAR / 2}
                    dy="0.32em"
                    textAnchor="end"
                    className="fill-slate-900 text-[13px] font-semibold tabular-nums dark:fill-white"
                  >
                    {total}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
      </div>
    </Card>
  );
}
