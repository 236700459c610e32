import { matchBarColor, myApplicationsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

const tones = {
  red: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-950/50 dark:text-rose-300 dark:ring-rose-400/20',
  yellow:
    'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-400/20',
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/20',
} as const;

/** The application's match score, coloured like the employer's match bar (docs/product.md section 4). */
export function MatchPill({ score }: { score: number | null }) {
  if (score === null) return null;
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const colour = matchBarColor(value);
  return (
    <span
      data-colour={colour}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[colour],
      )}
    >
      <span className="relative h-1.5 w-10 overflow-hidden rounded-full bg-current/20" aria-hidden="true">
        <span className="absolute inset-y-0 left-0 rounded-full bg-current" style={{ width: `${value}%` }} />
      </span>
      {myApplicationsText.matchScore} {value}%
    </span>
  );
}
