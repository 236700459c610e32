import { LANDING_FIGURES } from '../landing-figures';

// Five figures on a six-column grid, so no row holds a lone tile: 2 + 3 on phones, 3 + 2 on
// tablets, one row of five on desktop.
const CELL_SPANS = [
  'col-span-3 sm:col-span-2',
  'col-span-3 sm:col-span-2',
  'col-span-2',
  'col-span-2 sm:col-span-3',
  'col-span-2 sm:col-span-3',
];

export function StatsStrip() {
  return (
    <section
      aria-label="HireLoop in numbers"
      className="relative z-10 mx-auto -mt-20 max-w-6xl px-4 sm:px-6 lg:px-8"
    >
      <ul className="grid grid-cols-6 gap-px overflow-hidden rounded-3xl bg-slate-200 shadow-xl shadow-slate-900/5 ring-1 ring-slate-900/5 lg:grid-cols-5 dark:bg-slate-800 dark:shadow-black/30 dark:ring-slate-800">
        {LANDING_FIGURES.map(({ value, label, icon: Icon }, index) => (
          <li
            key={label}
            className={`flex min-w-0 flex-col items-center bg-white px-2 py-6 text-center sm:px-4 sm:py-8 lg:col-span-1 dark:bg-slate-900 ${CELL_SPANS[index] ?? ''}`}
          >
            <Icon aria-hidden="true" className="mb-3 size-5 text-indigo-500 dark:text-indigo-400" />
            <p className="bg-linear-to-r from-indigo-600 to-violet-600 bg-clip-text text-2xl font-extrabold tracking-tight text-transparent min-[400px]:text-3xl sm:text-4xl dark:from-indigo-300 dark:to-violet-300">
              {value}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
