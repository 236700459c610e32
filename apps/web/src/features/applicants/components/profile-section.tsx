import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { applicantsText } from '@hireloop/shared';

interface ProfileSectionProps {
  title: string;
  icon: LucideIcon;
  /** Shown as "Nothing added yet." when false. */
  filled?: boolean;
  /** The part of the profile that is still on its way: a placeholder, not "Nothing added yet." */
  loading?: boolean;
  children?: ReactNode;
}

/** One titled block of the profile modal. */
export function ProfileSection({ title, icon: Icon, filled = true, loading, children }: ProfileSectionProps) {
  return (
    <section className="rounded-2xl border border-slate-200/80 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <span className="flex size-7 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {title}
      </h3>
      <div className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {loading ? (
          <LoadingLines />
        ) : filled ? (
          children
        ) : (
          <p className="text-slate-500 dark:text-slate-400">{applicantsText.nothingAdded}</p>
        )}
      </div>
    </section>
  );
}

/** Grey bars in place of a value that is still loading. */
function LoadingLines() {
  return (
    <div aria-busy="true" aria-label={applicantsText.loadingProfile} className="animate-pulse space-y-2">
      <div className="h-3 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-3 w-1/2 rounded bg-slate-100 dark:bg-slate-800/70" />
    </div>
  );
}

/** A label and its value, stacked. */
export function DetailItem({
  label,
  loading,
  children,
}: {
  label: string;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-white">
        {loading ? (
          <span
            aria-busy="true"
            aria-label={applicantsText.loadingProfile}
            className="block h-4 w-40 max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800"
          />
        ) : (
          children || <span className="text-slate-400 dark:text-slate-500">{applicantsText.notProvided}</span>
        )}
      </dd>
    </div>
  );
}

const chipTones = {
  neutral:
    'bg-slate-100 text-slate-700 ring-slate-500/10 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/20',
  indigo:
    'bg-indigo-50 text-indigo-700 ring-indigo-600/15 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-400/20',
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/20',
  red: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-950/50 dark:text-rose-300 dark:ring-rose-400/20',
  amber:
    'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-400/20',
} as const;

/** Skill, technology and match chips. */
export function Chips({ items, tone = 'neutral' }: { items: string[]; tone?: keyof typeof chipTones }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${chipTones[tone]}`}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
