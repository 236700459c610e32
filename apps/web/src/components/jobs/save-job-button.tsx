import { Bookmark } from 'lucide-react';
import { jobSearchText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

interface SaveJobButtonProps {
  saved: boolean;
  pending?: boolean;
  onToggle: () => void;
  /** 'icon' on cards; 'full' adds the word, for the job detail header. */
  variant?: 'icon' | 'full';
  /** Shown but inert, as in the employer's preview of a job. */
  disabled?: boolean;
  className?: string;
}

/** The bookmark toggle: filled while the job is saved. */
export function SaveJobButton({
  saved,
  pending = false,
  onToggle,
  variant = 'icon',
  disabled = false,
  className,
}: SaveJobButtonProps) {
  const label = saved ? jobSearchText.unsaveJob : jobSearchText.saveJob;
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={pending || disabled}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      className={cn(
        'relative z-10 inline-flex shrink-0 items-center justify-center gap-2 rounded-xl border transition',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900',
        pending ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed',
        'disabled:opacity-70',
        variant === 'icon' ? 'size-10' : 'h-11 px-4 text-sm font-semibold',
        saved
          ? 'border-indigo-200 bg-indigo-50 text-indigo-600 hover:bg-indigo-100 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-300 dark:hover:bg-indigo-900/60'
          : 'border-slate-200 bg-white text-slate-500 hover:border-indigo-200 hover:bg-indigo-50 hover:text-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400 dark:hover:border-indigo-800 dark:hover:bg-indigo-950/60 dark:hover:text-indigo-300',
        className,
      )}
    >
      {pending ? (
        <Spinner className="size-4" />
      ) : (
        <Bookmark className={cn('size-[18px]', saved && 'fill-current')} aria-hidden="true" />
      )}
      {variant === 'full' && <span>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
