import { applicantsText, formatFactorPoints, matchBarColor, type MatchBreakdown } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { MatchBar } from './match-bar';
import { Chips } from './profile-section';

const factorFills = { red: 'bg-rose-500', yellow: 'bg-amber-400', green: 'bg-emerald-500' } as const;

interface MatchBreakdownViewProps {
  score: number | null;
  breakdown: MatchBreakdown | null;
}

/** How the score came about: each factor's fit and points, and the key skills by evidence. */
export function MatchBreakdownView({ score, breakdown }: MatchBreakdownViewProps) {
  return (
    <div className="space-y-4">
      <MatchBar score={score} summary={breakdown?.summary} />
      {breakdown && breakdown.factors.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-100 dark:divide-slate-800 dark:border-slate-800">
          {breakdown.factors.map((factor) => {
            const fit = Math.round(factor.score);
            return (
              <li key={factor.key} className="px-3 py-2.5">
                <div className="flex items-center justify-between gap-3">
                  <span className="font-medium text-slate-900 dark:text-white">{factor.label}</span>
                  <span
                    className={cn(
                      'text-xs font-semibold tabular-nums',
                      factor.points < 0
                        ? 'text-rose-600 dark:text-rose-400'
                        : 'text-slate-700 dark:text-slate-200',
                    )}
                  >
                    {formatFactorPoints(factor.points)}
                  </span>
                </div>
                <div className="mt-1.5 flex items-center gap-2">
                  <span className="h-1.5 w-28 shrink-0 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                    <span
                      className={cn('block h-full rounded-full', factorFills[matchBarColor(fit)])}
                      style={{ width: `${Math.max(0, Math.min(100, fit))}%` }}
                    />
                  </span>
                  <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    {fit}% {applicantsText.fit}
                  </span>
                </div>
                {factor.detail && (
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{factor.detail}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {breakdown && (
        <dl className="space-y-2.5">
          {breakdown.matchedSkills.length > 0 && (
            <SkillRow label={applicantsText.matchedSkills} items={breakdown.matchedSkills} tone="green" />
          )}
          {breakdown.unverifiedSkills.length > 0 && (
            <SkillRow
              label={applicantsText.unverifiedSkills}
              items={breakdown.unverifiedSkills}
              tone="amber"
            />
          )}
          {breakdown.missingSkills.length > 0 && (
            <SkillRow label={applicantsText.missingSkills} items={breakdown.missingSkills} tone="red" />
          )}
        </dl>
      )}
    </div>
  );
}

function SkillRow({
  label,
  items,
  tone,
}: {
  label: string;
  items: string[];
  tone: 'green' | 'amber' | 'red';
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-3">
      <dt className="shrink-0 pt-0.5 text-xs font-medium text-slate-500 sm:w-36 dark:text-slate-400">
        {label}
      </dt>
      <dd>
        <Chips items={items} tone={tone} />
      </dd>
    </div>
  );
}
