import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { useFieldAria } from './field';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
}

/** A multi-line box styled like `Input`, with the same error wiring inside a `Field`. */
export function Textarea({ invalid, className, ...props }: TextareaProps) {
  const aria = useFieldAria(invalid, props['aria-describedby']);
  return (
    <textarea
      className={cn(
        'block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400',
        'focus:outline-none focus:ring-4 dark:bg-slate-900 dark:text-slate-100',
        'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800/60',
        invalid
          ? 'border-rose-400 focus:border-rose-500 focus:ring-rose-500/15'
          : 'border-slate-200 focus:border-indigo-500 focus:ring-indigo-500/15 dark:border-slate-700',
        className,
      )}
      {...props}
      {...aria}
    />
  );
}
