import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}

/** A list with nothing to show, or a screen that could not load: icon, title, text, actions. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  tone = 'neutral',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-2xl',
          tone === 'error'
            ? 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-300'
            : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {text && <p className="mt-1.5 max-w-md text-sm text-slate-600 dark:text-slate-400">{text}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
