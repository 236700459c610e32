import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200/80 bg-white shadow-xl shadow-slate-900/[0.04] dark:border-slate-800 dark:bg-slate-900 dark:shadow-none',
        className,
      )}
      {...props}
    />
  );
}
