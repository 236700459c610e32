import type { ReactNode } from 'react';
import { applicantToolsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

interface ListToolbarProps {
  /** How many of the shown applicants are selected, and how many are shown. */
  selectedCount: number;
  shownCount: number;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  /** The filters and export, shown while nothing is selected. */
  tools: ReactNode;
  /** The bulk change, shown (on a dark bar that stays in view) while something is selected. */
  bulk: ReactNode;
}

/**
 * The bar above the cards: select all, then the list's tools, or the bulk change once applicants
 * are selected. One element throughout, so the select-all box keeps the focus when the bar turns.
 */
export function ListToolbar({
  selectedCount,
  shownCount,
  allSelected,
  onSelectAll,
  tools,
  bulk,
}: ListToolbarProps) {
  const selecting = selectedCount > 0;
  return (
    <div
      role="toolbar"
      aria-label={selecting ? applicantToolsText.bulkBar : applicantToolsText.tools}
      className={cn(
        'z-10 flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-2xl border px-4 py-3 transition-colors',
        selecting
          ? 'sticky top-[4.75rem] border-slate-800 bg-slate-900 text-white shadow-xl shadow-slate-900/20 dark:border-slate-700 dark:bg-slate-800'
          : 'border-slate-200/80 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <label
        className={cn(
          'inline-flex cursor-pointer items-center gap-2.5 text-sm font-semibold',
          selecting ? 'text-white' : 'text-slate-700 dark:text-slate-200',
        )}
      >
        <input
          type="checkbox"
          aria-label={applicantToolsText.selectAll}
          checked={allSelected}
          ref={(box) => {
            if (box) box.indeterminate = selecting && !allSelected;
          }}
          disabled={shownCount === 0}
          onChange={(e) => onSelectAll(e.target.checked)}
          className="size-4.5 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        />
        <span aria-live="polite">
          {selecting ? applicantToolsText.selectedCount(selectedCount) : applicantToolsText.selectAll}
        </span>
      </label>
      {selecting ? bulk : tools}
    </div>
  );
}
