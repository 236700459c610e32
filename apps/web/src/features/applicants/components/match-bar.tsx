import { applicantsText, matchBarColor } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

const fills = {
  red: 'bg-gradient-to-r from-rose-500 to-red-500',
  yellow: 'bg-gradient-to-r from-amber-400 to-yellow-500',
  green: 'bg-gradient-to-r from-emerald-500 to-green-500',
} as const;

const numbers = {
  red: 'text-rose-600 dark:text-rose-400',
  yellow: 'text-amber-600 dark:text-amber-400',
  green: 'text-emerald-600 dark:text-emerald-400',
} as const;

interface MatchBarProps {
  score: number | null;
  /** The breakdown's one-line summary, e.g. "7 of 9 key skills; missing: Kubernetes; 4 yrs for 3-6". */
  summary?: string | null;
  className?: string;
}

/**
 * The match score as a bar (spec 2.21): width is the score, colour by spec section 4 (red up to
 * 40, yellow 41-70, green above). `data-colour` names the colour for tests.
 */
export function MatchBar({ score, summary, className }: MatchBarProps) {
  if (score === null) {
    return (
      <p className={cn('text-sm text-slate-500 dark:text-slate-400', className)}>
        {applicantsText.notScored}
      </p>
    );
  }
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const colour = matchBarColor(value);
  return (
    <div className={cn('min-w-0', className)}>
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={applicantsText.matchScore}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value}%`}
          data-colour={colour}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <div
            className={cn('h-full rounded-full transition-[width] duration-500', fills[colour])}
            style={{ width: `${value}%` }}
          />
        </div>
        <span className={cn('w-11 shrink-0 text-right text-sm font-bold tabular-nums', numbers[colour])}>
          {value}%
        </span>
      </div>
      {summary && <p className="mt-1.5 text-xs leading-5 text-slate-500 dark:text-slate-400">{summary}</p>}
    </div>
  );
}
