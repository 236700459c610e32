import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';
import { useFieldAria } from './field';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  invalid?: boolean;
}

export function Checkbox({ label, invalid, className, id, ...props }: CheckboxProps) {
  const aria = useFieldAria(invalid, props['aria-describedby']);
  return (
    <label htmlFor={id} className={cn('flex cursor-pointer items-start gap-2.5 text-sm', className)}>
      <input
        id={id}
        type="checkbox"
        className={cn(
          'mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-indigo-600',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2',
          invalid && 'outline outline-2 outline-rose-400',
        )}
        {...props}
        {...aria}
      />
      <span className="text-slate-600 dark:text-slate-300">{label}</span>
    </label>
  );
}
