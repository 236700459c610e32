import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';
import { useFieldAria } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** Green border for a confirmed value (e.g. an e-mail verified by code). */
  success?: boolean;
  leftIcon?: ReactNode;
  /** Content inside the right edge of the box (a toggle, a status icon). */
  rightSlot?: ReactNode;
}

export function Input({ invalid, success, leftIcon, rightSlot, className, ...props }: InputProps) {
  const aria = useFieldAria(invalid, props['aria-describedby']);
  return (
    <div className="relative">
      {leftIcon && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
          {leftIcon}
        </span>
      )}
      <input
        className={cn(
          'h-11 w-full rounded-xl border bg-white px-3.5 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400',
          'focus:outline-none focus:ring-4 dark:bg-slate-900 dark:text-slate-100',
          'disabled:cursor-not-allowed',
          !success && 'disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800/60',
          invalid
            ? 'border-rose-400 focus:border-rose-500 focus:ring-rose-500/15'
            : success
              ? 'border-emerald-500 bg-emerald-50/60 focus:border-emerald-500 focus:ring-emerald-500/15 dark:bg-emerald-950/30'
              : 'border-slate-200 focus:border-indigo-500 focus:ring-indigo-500/15 dark:border-slate-700',
          leftIcon ? 'pl-10' : undefined,
          rightSlot ? 'pr-12' : undefined,
          className,
        )}
        {...props}
        {...aria}
      />
      {rightSlot && <div className="absolute inset-y-0 right-1.5 flex items-center">{rightSlot}</div>}
    </div>
  );
}
