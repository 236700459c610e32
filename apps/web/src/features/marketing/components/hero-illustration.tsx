import { Bookmark, CircleCheck, MapPin, Sparkles } from 'lucide-react';
import { MatchRing } from './match-ring';

const APPLICANTS = [
  { initials: 'AK', name: 'Ava K.', score: 96, colour: 'from-pink-500 to-rose-500' },
  { initials: 'JM', name: 'Jon M.', score: 88, colour: 'from-sky-500 to-indigo-500' },
  { initials: 'LT', name: 'Lea T.', score: 81, colour: 'from-amber-500 to-orange-500' },
];

/** Decorative product vignette for the hero: a matched job card, ranked applicants and a status toast. */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md select-none lg:block">
      <div className="absolute -inset-8 rounded-[3rem] bg-white/10 blur-2xl" />

      <div className="relative rotate-1 rounded-3xl bg-white p-6 shadow-2xl shadow-indigo-950/40 ring-1 ring-white/50 transition duration-500 hover:rotate-0 dark:bg-slate-900 dark:ring-slate-700">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-sky-400 to-indigo-600 text-lg font-bold text-white shadow-md">
            N
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900 dark:text-white">Senior Product Designer</p>
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
              Northwind Labs
              <span className="mx-1 text-slate-300">•</span>
              <MapPin className="size-3.5" />
              Remote
            </p>
          </div>
          <MatchRing value={96} size={52} stroke={5}>
            <span className="text-xs font-bold text-slate-900 dark:text-white">96%</span>
          </MatchRing>
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          {['Figma', 'Design systems', 'User research'].map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300"
            >
              {tag}
            </span>
          ))}
        </div>
        <div className="mt-5 rounded-xl bg-slate-50 p-3.5 dark:bg-slate-800/60">
          <div className="flex items-center justify-between text-xs text-slate-500 dark:text-slate-400">
            <span>Skills match</span>
            <span className="font-semibold text-emerald-700 dark:text-emerald-400">Excellent</span>
          </div>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-full w-[96%] rounded-full bg-linear-to-r from-emerald-400 to-emerald-500" />
          </div>
        </div>
        <div className="mt-5 flex gap-2">
          <span className="flex h-10 flex-1 items-center justify-center rounded-xl bg-linear-to-r from-indigo-600 to-violet-600 text-sm font-semibold text-white">
            Apply now
          </span>
          <span className="flex size-10 items-center justify-center rounded-xl border border-slate-200 text-slate-500 dark:border-slate-700">
            <Bookmark className="size-4" />
          </span>
        </div>
      </div>

      <div className="absolute -bottom-14 -left-12 w-64 -rotate-2 rounded-2xl bg-white p-4 shadow-xl shadow-indigo-950/30 ring-1 ring-slate-900/5 dark:bg-slate-900 dark:ring-slate-700">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          <Sparkles className="size-3.5 text-violet-500" />
          Top applicants
        </p>
        <ul className="mt-3 space-y-2.5">
          {APPLICANTS.map((applicant) => (
            <li key={applicant.initials} className="flex items-center gap-2.5">
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full bg-linear-to-br text-[10px] font-bold text-white ${applicant.colour}`}
              >
                {applicant.initials}
              </span>
              <span className="w-12 text-xs font-medium text-slate-700 dark:text-slate-200">
                {applicant.name}
              </span>
              <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <span
                  className="block h-full rounded-full bg-linear-to-r from-indigo-500 to-violet-500"
                  style={{ width: `${applicant.score}%` }}
                />
              </span>
              <span className="w-8 text-right text-xs font-semibold text-slate-900 dark:text-white">
                {applicant.score}%
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="absolute -top-6 -right-6 flex items-center gap-2.5 rounded-2xl bg-white py-2.5 pr-4 pl-3 shadow-xl shadow-indigo-950/30 ring-1 ring-slate-900/5 dark:bg-slate-900 dark:ring-slate-700">
        <span className="flex size-8 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400">
          <CircleCheck className="size-4.5" />
        </span>
        <span>
          <span className="block text-xs font-semibold text-slate-900 dark:text-white">Application sent</span>
          <span className="block text-[11px] text-slate-500 dark:text-slate-400">Just now</span>
        </span>
      </div>
    </div>
  );
}
