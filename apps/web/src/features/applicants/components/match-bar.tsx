import { applicantsText, matchBarColor } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { clampPercent, ScoreMeter, scoreNumbers } from '@/components/ui/score-meter';

interface MatchBarProps {
  score: number | null;
  /** The breakdown's one-line summary, e.g. "7 of 9 key skills; missing: Kubernetes; 4 yrs for 3-6". */
  summary?: string | null;
  className?: string;
}

/**
 * The match score as a bar (docs/product.md 2.21): width is the score, colour by docs/product.md section 4
 * (red up to 40, yellow 41-70, green above). `data-colour` names the colour for tests.
 */
export function MatchBar({ score, summary, className }: MatchBarProps) {
  if (score === null) {
    return (
      <p className={cn('text-sm text-slate-500 dark:text-slate-400', className)}>
        {applicantsText.notScored}
      </p>
    );
  }
  const value = clampPercent(score);
  const colour = matchBarColor(value);
  return (
    <div className={cn('min-w-0', className)}>
      <div className="flex items-center gap-3">
        <ScoreMeter value={value} label={applicantsText.matchScore} className="h-2.5 flex-1" />
        <span className={cn('w-11 shrink-0 text-right text-sm font-bold tabular-nums', scoreNumbers[colour])}>
          {value}%
        </span>
      </div>
      {summary && <p className="mt-1.5 text-xs leading-5 text-slate-500 dark:text-slate-400">{summary}</p>}
    </div>
  );
}
