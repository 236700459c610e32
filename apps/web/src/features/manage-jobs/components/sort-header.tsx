import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { JobsSort } from '../hooks/use-jobs-table-state';

interface SortHeaderProps {
  label: string;
  column: NonNullable<JobsSort['key']>;
  sort: JobsSort;
  onSort: (column: NonNullable<JobsSort['key']>) => void;
  className?: string;
}

/** A column header that sorts the table on the server; aria-sort tells which way. */
export function SortHeader({ label, column, sort, onSort, className }: SortHeaderProps) {
  const active = sort.key === column;
  const Icon = !active ? ChevronsUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-4 py-3 text-left', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'group inline-flex items-center gap-1.5 rounded-md text-xs font-semibold tracking-wide uppercase transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
          active
            ? 'text-indigo-600 dark:text-indigo-400'
            : 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200',
        )}
      >
        {label}
        <Icon
          aria-hidden="true"
          className={cn('size-3.5', !active && 'opacity-50 group-hover:opacity-100')}
        />
      </button>
    </th>
  );
}
