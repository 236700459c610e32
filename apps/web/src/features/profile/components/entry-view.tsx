import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';

interface EntryViewProps {
  icon: LucideIcon;
  /** The icon tile's colours, light and dark. */
  tileClassName: string;
  title: string;
  subtitle: string;
  /** The line of small facts under the subtitle (period, grade). */
  meta: ReactNode;
  description?: string;
}

/** One employment or education entry as the profile shows it: icon tile, title, where, when, what. */
export function EntryView({ icon: Icon, tileClassName, title, subtitle, meta, description }: EntryViewProps) {
  return (
    <div className="flex gap-3">
      <span
        className={cn(
          'hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex',
          tileClassName,
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          {meta}
        </div>
        {description && (
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-300">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** A fact of the meta line: a small icon and its text. */
export function EntryFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </span>
  );
}
