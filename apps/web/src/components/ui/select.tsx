import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';
import { useFieldAria } from './field';

const boxClass = (invalid?: boolean) =>
  cn(
    'w-full rounded-xl border bg-white text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400',
    'focus:outline-none focus:ring-4 dark:bg-slate-900 dark:text-slate-100',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800/60',
    invalid
      ? 'border-rose-400 focus:border-rose-500 focus:ring-rose-500/15'
      : 'border-slate-200 focus:border-indigo-500 focus:ring-indigo-500/15 dark:border-slate-700',
  );

export type Option = string | { readonly value: string; readonly label: string };

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly Option[];
  /** The first, empty choice ("Select ..."). */
  placeholder: string;
  invalid?: boolean;
}

export function Select({ options, placeholder, invalid, className, ...props }: SelectProps) {
  const aria = useFieldAria(invalid, props['aria-describedby']);
  return (
    <div className="relative">
      <select
        className={cn(boxClass(invalid), 'h-11 appearance-none pr-10 pl-3.5', className)}
        {...props}
        {...aria}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
