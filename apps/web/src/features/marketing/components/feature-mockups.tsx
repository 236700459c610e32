import { Bookmark, ChevronDown, MapPin } from 'lucide-react';

// Colours of the product's own rules: seeker status badges, and the match bar (red <= 40, yellow <= 70, green).
const STATUS_BADGE = {
  Applied: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  Interview: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  Hired: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
} as const;

function matchBarColour(score: number): string {
  if (score <= 40) return 'bg-rose-500';
  if (score <= 70) return 'bg-amber-400';
  return 'bg-emerald-500';
}

const frame =
  'relative rounded-3xl bg-white p-5 shadow-xl shadow-slate-900/5 ring-1 ring-slate-900/5 sm:p-6 dark:bg-slate-900 dark:shadow-black/30 dark:ring-slate-800';

function WindowDots() {
  return (
    <div className="flex gap-1.5">
      <span className="size-2.5 rounded-full bg-rose-400" />
      <span className="size-2.5 rounded-full bg-amber-400" />
      <span className="size-2.5 rounded-full bg-emerald-400" />
    </div>
  );
}

const APPLICATIONS = [
  {
    company: 'Acme Cloud',
    role: 'Frontend Engineer',
    initial: 'A',
    colour: 'from-sky-400 to-blue-600',
    status: 'Interview',
  },
  {
    company: 'Lumen Health',
    role: 'React Developer',
    initial: 'L',
    colour: 'from-emerald-400 to-teal-600',
    status: 'Applied',
  },
  {
    company: 'Orbit Pay',
    role: 'UI Engineer',
    initial: 'O',
    colour: 'from-fuchsia-400 to-purple-600',
    status: 'Hired',
  },
] as const;

/** Decorative: a job seeker's application tracker and a recommended role. */
export function JobSeekerMockup() {
  return (
    <div aria-hidden="true" className="relative select-none">
      <div className={frame}>
        <div className="flex items-center justify-between">
          <WindowDots />
          <span className="text-xs font-medium text-slate-500 dark:text-slate-400">My applications</span>
        </div>
        <ul className="mt-5 space-y-3">
          {APPLICATIONS.map((item) => (
            <li
              key={item.company}
              className="flex items-center gap-3 rounded-2xl border border-slate-100 p-3 dark:border-slate-800"
            >
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-xl bg-linear-to-br font-bold text-white ${item.colour}`}
              >
                {item.initial}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                  {item.role}
                </span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  {item.company}
                </span>
              </span>
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_BADGE[item.status]}`}>
                {item.status}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="relative -mt-6 ml-auto w-[85%] rounded-2xl bg-linear-to-br from-indigo-600 to-violet-600 p-4 text-white shadow-xl shadow-indigo-600/30 sm:-mr-4">
        <div className="flex items-center justify-between text-xs font-medium text-indigo-100">
          <span>Recommended for you</span>
          <Bookmark className="size-4" />
        </div>
        <p className="mt-2 font-semibold">Senior Full-Stack Engineer</p>
        <p className="mt-0.5 flex items-center gap-1 text-xs text-indigo-100">
          <MapPin className="size-3.5" /> Hybrid · Berlin
        </p>
        <div className="mt-3 flex items-center gap-2">
          <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-white/20">
            <span className="block h-full w-[92%] rounded-full bg-white" />
          </span>
          <span className="text-xs font-bold">92% match</span>
        </div>
      </div>
    </div>
  );
}

const APPLICANTS = [
  { name: 'Maya Patel', initials: 'MP', score: 94, status: 'Accepted' },
  { name: 'Daniel Osei', initials: 'DO', score: 78, status: 'In Review' },
  { name: 'Chloe Martin', initials: 'CM', score: 63, status: 'In Review' },
  { name: 'Sam Reyes', initials: 'SR', score: 38, status: 'Applied' },
] as const;

/** Decorative: an employer's applicant list, ranked by match score. */
export function EmployerMockup() {
  return (
    <div aria-hidden="true" className={`${frame} select-none`}>
      <div className="flex items-center justify-between">
        <WindowDots />
        <span className="text-xs font-medium text-slate-400">Applicants · Product Designer</span>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-2.5">
        {[
          ['Applicants', '48'],
          ['In review', '12'],
          ['Accepted', '3'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-[11px] font-medium text-slate-500 dark:text-slate-400">{label}</p>
            <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{value}</p>
          </div>
        ))}
      </div>
      <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
        {APPLICANTS.map((applicant) => (
          <li key={applicant.name} className="flex items-center gap-3 py-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-violet-600 text-xs font-bold text-white">
              {applicant.initials}
            </span>
            <span className="w-24 shrink-0 truncate text-sm font-medium text-slate-900 sm:w-28 dark:text-white">
              {applicant.name}
            </span>
            <span className="hidden h-2 flex-1 overflow-hidden rounded-full bg-slate-100 min-[400px]:block dark:bg-slate-800">
              <span
                className={`block h-full rounded-full ${matchBarColour(applicant.score)}`}
                style={{ width: `${applicant.score}%` }}
              />
            </span>
            <span className="w-9 text-right text-xs font-semibold text-slate-700 dark:text-slate-300">
              {applicant.score}%
            </span>
            <span className="ml-auto inline-flex items-center gap-1 rounded-lg border border-slate-200 px-2 py-1 text-[11px] font-medium whitespace-nowrap text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {applicant.status}
              <ChevronDown className="size-3" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
