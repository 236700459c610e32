import { manageJobsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

/** Active (isClosed false) or Closed (docs/product.md section 4). */
export function StatusBadge({ isClosed }: { isClosed: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        isClosed
          ? 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300'
          : 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', isClosed ? 'bg-slate-400' : 'bg-emerald-500')}
      />
      {isClosed ? manageJobsText.statusClosed : manageJobsText.statusActive}
    </span>
  );
}
