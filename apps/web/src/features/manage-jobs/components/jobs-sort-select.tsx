import { ArrowUpDown } from 'lucide-react';
import type { JobsSort } from '../hooks/use-jobs-table-state';

const choices: Array<{ sort: JobsSort; label: string }> = [
  { sort: { key: null, order: 'desc' }, label: 'Newest first' },
  { sort: { key: 'title', order: 'asc' }, label: 'Job Title (A-Z)' },
  { sort: { key: 'title', order: 'desc' }, label: 'Job Title (Z-A)' },
  { sort: { key: 'status', order: 'asc' }, label: 'Status (Active first)' },
  { sort: { key: 'status', order: 'desc' }, label: 'Status (Closed first)' },
  { sort: { key: 'applicants', order: 'desc' }, label: 'Applicants (most first)' },
  { sort: { key: 'applicants', order: 'asc' }, label: 'Applicants (fewest first)' },
];

const valueOf = (sort: JobsSort) => `${sort.key ?? 'createdAt'}:${sort.order}`;

/** The cards of narrow screens have no column headers; the same server-side sort is chosen here. */
export function JobsSortSelect({ sort, onSort }: { sort: JobsSort; onSort: (sort: JobsSort) => void }) {
  return (
    <label className="relative flex items-center">
      <span className="sr-only">Sort jobs</span>
      <ArrowUpDown aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-400" />
      <select
        value={valueOf(sort)}
        onChange={(event) => {
          const choice = choices.find((c) => valueOf(c.sort) === event.target.value);
          if (choice) onSort(choice.sort);
        }}
        className="h-10 w-full appearance-none rounded-xl border border-slate-200 bg-white pr-4 pl-9 text-sm text-slate-700 shadow-sm focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {choices.map((c) => (
          <option key={valueOf(c.sort)} value={valueOf(c.sort)}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
