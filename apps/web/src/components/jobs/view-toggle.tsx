import { LayoutGrid, List } from 'lucide-react';
import { jobSearchText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { useRovingFocus } from '@/components/ui/use-roving-focus';

export type ViewMode = 'grid' | 'list';

/** Grid / list switch of the job lists; grid is the default (docs/product.md section 9). */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const options = [
    { mode: 'grid' as const, label: jobSearchText.gridView, Icon: LayoutGrid },
    { mode: 'list' as const, label: jobSearchText.listView, Icon: List },
  ];
  // One tab stop; the arrow keys move between the two buttons.
  const roving = useRovingFocus<HTMLDivElement>();
  return (
    <div
      {...roving}
      role="toolbar"
      aria-label="View"
      className="inline-flex rounded-xl border border-slate-200 bg-white p-1 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {options.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-label={label}
          aria-pressed={value === mode}
          title={label}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-lg transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
            value === mode
              ? 'bg-indigo-600 text-white shadow-sm'
              : 'text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
