import { useId } from 'react';
import { TrendingUp } from 'lucide-react';
import { LANDING_STATS, PRODUCT_NAME } from '@hireloop/shared';
import { LANDING_FIGURES } from '../landing-figures';
import { MatchRing } from './match-ring';
import { SectionHeading } from './section-heading';

// Decorative shapes only: the section's real content is the fixed figures of docs/product.md section 1.
const MONTHS = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];
const BAR_HEIGHTS = [34, 42, 38, 51, 48, 60, 57, 66, 71, 69, 82, 94];
const SPARKLINES = [
  [8, 12, 10, 16, 15, 21, 24, 23, 30],
  [10, 11, 15, 14, 18, 17, 22, 26, 28],
  [6, 9, 13, 12, 17, 22, 20, 27, 31],
];
// Hires and match rate have their own cards; the other three figures get a tile each.
const KPI_FIGURES = LANDING_FIGURES.slice(0, 3);
const MATCH_RATE_PERCENT = Number.parseInt(LANDING_STATS.matchRate, 10);

const card = 'rounded-3xl bg-white/[0.04] p-6 ring-1 ring-white/10 backdrop-blur-sm sm:p-7';

function Sparkline({ points }: { points: number[] }) {
  const gradientId = `spark-${useId()}`;
  const max = Math.max(...points);
  const step = 100 / (points.length - 1);
  const line = points.map((p, i) => `${(i * step).toFixed(1)},${(36 - (p / max) * 32).toFixed(1)}`).join(' ');
  return (
    <svg viewBox="0 0 100 36" preserveAspectRatio="none" className="h-12 w-full" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a78bfa" stopOpacity="0.45" />
          <stop offset="1" stopColor="#a78bfa" stopOpacity="0" />
        </linearGradient>
      </defs>
      <polygon points={`0,36 ${line} 100,36`} fill={`url(#${gradientId})`} />
      <polyline
        points={line}
        fill="none"
        stroke="#a78bfa"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The dark, dashboard-like block that presents the marketplace figures as analytics. */
export function AnalyticsSection() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden bg-slate-950 py-24 sm:py-28"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute top-0 left-1/4 size-[30rem] -translate-y-1/2 rounded-full bg-indigo-600/30 blur-3xl" />
        <div className="absolute right-0 bottom-0 size-[26rem] translate-x-1/3 rounded-full bg-violet-600/25 blur-3xl" />
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={titleId}
          tone="dark"
          eyebrow="Marketplace analytics"
          title="The numbers behind every great hire"
          description="A live marketplace of people and companies, with matching that keeps getting sharper."
        />

        <div className="mt-16 grid gap-5 lg:grid-cols-3">
          <div className={`${card} lg:col-span-2`}>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <p className="text-sm font-medium text-slate-400">Hires made on {PRODUCT_NAME}</p>
                <p className="mt-1 text-4xl font-extrabold tracking-tight text-white">
                  {LANDING_STATS.hires}
                </p>
              </div>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/10 px-3 py-1 text-sm font-semibold text-emerald-300 ring-1 ring-emerald-400/20">
                <TrendingUp aria-hidden="true" className="size-4" />
                Trending up
              </span>
            </div>
            <div aria-hidden="true" className="mt-8 flex h-48 items-end gap-1.5 sm:gap-3">
              {BAR_HEIGHTS.map((height, index) => (
                <div key={index} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
                  <div
                    className="w-full rounded-t-md bg-linear-to-t from-indigo-600 to-violet-400 opacity-90 transition hover:opacity-100"
                    style={{ height: `${height}%` }}
                  />
                  <span className="text-[11px] font-medium text-slate-500">{MONTHS[index]}</span>
                </div>
              ))}
            </div>
          </div>

          <div className={`${card} flex flex-col items-center justify-center text-center`}>
            <MatchRing
              value={MATCH_RATE_PERCENT}
              size={168}
              stroke={14}
              className="text-violet-400"
              trackClassName="text-white/10"
            >
              <span className="text-4xl font-extrabold tracking-tight text-white">
                {LANDING_STATS.matchRate}
              </span>
            </MatchRing>
            <p className="mt-6 text-lg font-semibold text-white">Match rate</p>
            <p className="mt-1 max-w-xs text-sm text-slate-400">
              Skills, experience and role requirements, scored for every application.
            </p>
          </div>

          <ul className="grid gap-5 sm:grid-cols-3 lg:col-span-3">
            {KPI_FIGURES.map(({ value, label, icon: Icon }, index) => (
              <li key={label} className={card}>
                <div className="flex items-center justify-between">
                  <p className="text-sm font-medium text-slate-400">{label}</p>
                  <Icon aria-hidden="true" className="size-5 text-violet-300" />
                </div>
                <p className="mt-2 text-3xl font-extrabold tracking-tight text-white">{value}</p>
                <div className="mt-4">
                  <Sparkline points={SPARKLINES[index] ?? []} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
