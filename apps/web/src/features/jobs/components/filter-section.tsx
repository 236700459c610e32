import { type ReactNode, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { useRovingFocus } from '@/components/ui/use-roving-focus';

interface FilterSectionProps {
  title: string;
  /** Shown next to the title, e.g. how many options are ticked. */
  badge?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A collapsible section of the filter panel. */
export function FilterSection({ title, badge, defaultOpen = true, children }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <section className="border-t border-slate-100 py-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-2 rounded-lg py-1 text-left text-sm font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-white"
        >
          <span className="inline-flex items-center gap-2">
            {title}
            {badge}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 text-slate-400 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={contentId} hidden={!open} className="pt-3">
        {children}
      </div>
    </section>
  );
}

/**
 * A group of checkboxes that is one tab stop; the arrow keys move between its options and Space
 * ticks one, so the results are not dozens of Tab presses past the filters.
 */
export function OptionGroup({ label, children }: { label: string; children: ReactNode }) {
  const roving = useRovingFocus<HTMLDivElement>();
  return (
    <div role="group" aria-label={label} className="-mx-2 space-y-0.5" {...roving}>
      {children}
    </div>
  );
}

interface OptionRowProps {
  label: string;
  /** A radio button for one-of choices (give them one `name`); a checkbox by default. */
  type?: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  /** How many jobs the option would show; undefined while unknown. */
  count?: number;
  onChange: (checked: boolean) => void;
}

/** A ticked or unticked option with its facet count. */
export function OptionRow({ label, type = 'checkbox', name, checked, count, onChange }: OptionRowProps) {
  return (
    <label className="group flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm transition hover:bg-slate-50 dark:hover:bg-slate-800/60">
      <input
        type={type}
        name={name}
        checked={checked}
        aria-label={count === undefined ? label : `${label} (${count})`}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 dark:accent-indigo-500 dark:[color-scheme:dark]"
      />
      <span
        className={cn(
          'flex-1 text-slate-700 dark:text-slate-300',
          checked && 'font-medium text-slate-900 dark:text-white',
        )}
      >
        {label}
      </span>
      {count !== undefined && (
        <span
          data-testid="facet-count"
          className={cn(
            'min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-medium tabular-nums',
            checked
              ? 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
              : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
          )}
        >
          {count}
        </span>
      )}
    </label>
  );
}
