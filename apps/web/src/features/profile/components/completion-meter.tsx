import { missingProfileFields, profileCompletion, profileText, type User } from '@hireloop/shared';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The completion percentage over the spec's 14 fields, as a ring with a short hint. */
export function CompletionMeter({ user }: { user: User }) {
  const percent = profileCompletion(user);
  const missing = missingProfileFields(user).length;
  const tone = percent === 100 ? 'text-emerald-500' : percent >= 50 ? 'text-indigo-600' : 'text-amber-500';
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={profileText.completion}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="relative size-16 shrink-0"
      >
        <svg viewBox="0 0 64 64" className="size-16 -rotate-90" aria-hidden="true">
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            className="fill-none stroke-slate-100 dark:stroke-slate-800"
            strokeWidth="6"
          />
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            className={`fill-none stroke-current transition-[stroke-dashoffset] duration-700 ${tone}`}
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          />
        </svg>
        <span
          data-testid="completion-percent"
          className="absolute inset-0 flex items-center justify-center text-sm font-bold text-slate-900 dark:text-white"
        >
          {percent}%
        </span>
      </div>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{profileText.completion}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {missing === 0 ? profileText.completionDone : profileText.completionLeft(missing)}
        </p>
      </div>
    </div>
  );
}
