import { ArrowUpDown } from 'lucide-react';
import { jobSearchText, jobSortLabels, type JobSort } from '@hireloop/shared';

interface SortSelectProps {
  value: JobSort;
  /** The orders offered; Best match only to a signed-in job seeker. */
  options: readonly JobSort[];
  onChange: (sort: JobSort) => void;
}

/** The order of the results: relevance, newest, salary or best match. */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
  return (
    <label className="relative flex items-center">
      <span className="sr-only">{jobSearchText.sortBy}</span>
      <ArrowUpDown aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-400" />
      <select
        value={options.includes(value) ? value : options[0]}
        onChange={(event) => onChange(event.target.value as JobSort)}
        className="h-10 appearance-none rounded-xl border border-slate-200 bg-white pr-4 pl-9 text-sm font-medium text-slate-700 shadow-sm focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {jobSortLabels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
