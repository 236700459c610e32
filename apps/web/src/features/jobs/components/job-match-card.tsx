import type { ReactNode } from 'react';
import { Info, Sparkles } from 'lucide-react';
import {
  applyText,
  matchBarColor,
  matchTotalNote,
  type MatchBreakdown,
  type MatchFactor,
} from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { clampPercent, ScoreMeter, scoreFills, scoreNumbers } from '@/components/ui/score-meter';
import { useJobMatch } from '../api/get-job-match';

const chipTones = {
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/20',
  grey: 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
  amber:
    'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-400/20',
} as const;

const cardClass =
  'rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900';

/**
 * "How you match" on the job detail: the score the job seeker would get now, or, once applied, the
 * stored one the employer sees, with what it is made of. A failure hides the card: the job is what
 * the page is for.
 */
export function JobMatchCard({ jobId }: { jobId: string }) {
  const match = useJobMatch(jobId);

  if (match.isPending) return <JobMatchSkeleton />;
  if (match.isError) return null;
  const { score, breakdown, applied } = match.data;
  const value = clampPercent(score);
  const colour = matchBarColor(value);

  return (
    <section aria-labelledby="match-title" data-testid="job-match" className={cardClass}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2
            id="match-title"
            className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
          >
            <Sparkles className="size-5 text-indigo-500" aria-hidden="true" />
            {applyText.howYouMatch}
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {applied ? applyText.appliedNote : applyText.previewNote}
          </p>
        </div>
        <p className={cn('shrink-0 text-3xl font-bold tracking-tight tabular-nums', scoreNumbers[colour])}>
          {value}%
        </p>
      </div>

      <ScoreMeter value={value} label={applyText.matchScore} className="mt-4 h-3" />
      {breakdown.summary && (
        <p data-testid="match-summary" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {breakdown.summary}
        </p>
      )}

      {/* Stacked, each at full width: side by side, the short chip lists left a hole beside the factors. */}
      <SkillGroups breakdown={breakdown} />
      {breakdown.factors.length > 0 && (
        <Factors factors={breakdown.factors} note={matchTotalNote(breakdown)} />
      )}
    </section>
  );
}

function SkillGroups({ breakdown }: { breakdown: MatchBreakdown }) {
  const { matchedSkills, missingSkills, unverifiedSkills } = breakdown;
  if (matchedSkills.length + missingSkills.length + unverifiedSkills.length === 0) return null;
  return (
    <div
      data-testid="match-skills"
      className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]"
    >
      {matchedSkills.length > 0 && (
        <SkillGroup label={applyText.matchedSkills} items={matchedSkills} tone="green" />
      )}
      {unverifiedSkills.length > 0 && (
        <SkillGroup label={applyText.unverifiedSkills} items={unverifiedSkills} tone="amber">
          <p className="mt-2 text-xs leading-5 text-slate-500 dark:text-slate-400">
            {applyText.unverifiedHint}
          </p>
        </SkillGroup>
      )}
      {missingSkills.length > 0 && (
        <SkillGroup label={applyText.missingSkills} items={missingSkills} tone="grey" />
      )}
    </div>
  );
}

function SkillGroup({
  label,
  items,
  tone,
  children,
}: {
  label: string;
  items: string[];
  tone: keyof typeof chipTones;
  children?: ReactNode;
}) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </h3>
      <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
        {items.map((skill) => (
          <li
            key={skill}
            data-tone={tone}
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
              chipTones[tone],
            )}
          >
            {skill}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

function Factors({ factors, note }: { factors: MatchFactor[]; note: string | null }) {
  return (
    <div className="mt-6">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {applyText.factors}
      </h3>
      {note && (
        <p
          data-testid="match-total-note"
          className="mt-1.5 flex gap-1.5 text-xs leading-5 text-slate-600 dark:text-slate-300"
        >
          <Info className="mt-0.5 size-3.5 shrink-0 text-indigo-500" aria-hidden="true" />
          {note}
        </p>
      )}
      <ul
        aria-label={applyText.factors}
        className="mt-2.5 grid divide-y divide-slate-100 rounded-xl border border-slate-100 dark:divide-slate-800 dark:border-slate-800"
      >
        {factors.map((factor) => {
          const fit = clampPercent(factor.score);
          return (
            <li key={factor.key} className="px-3 py-2.5">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-medium text-slate-900 dark:text-white">{factor.label}</span>
                <span className="flex items-center gap-2">
                  <span
                    className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                    aria-hidden="true"
                  >
                    <span
                      className={cn('block h-full rounded-full', scoreFills[matchBarColor(fit)])}
                      style={{ width: `${fit}%` }}
                    />
                  </span>
                  <span className="w-14 text-right text-xs font-semibold text-slate-600 tabular-nums dark:text-slate-300">
                    {fit}% {applyText.fit}
                  </span>
                </span>
              </div>
              {factor.detail && (
                <p className="mt-1 text-xs leading-5 text-slate-500 dark:text-slate-400">{factor.detail}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function JobMatchSkeleton() {
  const bar = 'rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" aria-label={applyText.loadingMatch} className={cn(cardClass, 'animate-pulse')}>
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-2">
          <div className={`h-5 w-36 ${bar}`} />
          <div className={`h-3.5 w-56 ${bar}`} />
        </div>
        <div className={`h-8 w-16 ${bar}`} />
      </div>
      <div className="mt-4 h-3 rounded-full bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 space-y-6">
        <div className="flex flex-wrap gap-1.5">
          {[16, 20, 14, 24].map((w) => (
            <div
              key={w}
              className="h-5 rounded-full bg-slate-200 dark:bg-slate-800"
              style={{ width: `${w * 4}px` }}
            />
          ))}
        </div>
        <div className="space-y-2">
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-5/6 ${bar}`} />
          <div className={`h-4 w-4/6 ${bar}`} />
        </div>
      </div>
    </div>
  );
}
