import type { ReactNode } from 'react';
import { Check, ChevronDown, FileText, Mail, MousePointer2, Search } from 'lucide-react';
import {
  applicantsText,
  applicationMessages,
  applyText,
  jobSearchText,
  myApplicationsText,
  postJobText,
  postedWithinLabels,
  workModeLabels,
} from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { MatchRing } from './match-ring';

/*
 * Small, decorative scenes of the product's own screens for the 'How It Works' steps, drawn with
 * the labels those screens use. Hidden from screen readers: each step's title and text say it.
 */

const card =
  'rounded-xl bg-white shadow-lg shadow-indigo-950/10 ring-1 ring-slate-900/5 dark:bg-slate-900 dark:shadow-black/30 dark:ring-slate-700';
const chipTones = {
  onStage:
    'bg-white/90 text-indigo-700 ring-indigo-200 dark:bg-slate-900 dark:text-indigo-300 dark:ring-indigo-800',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-950/60 dark:text-indigo-300',
  emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300',
  slate: 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300',
} as const;
const barFills = { red: 'bg-rose-500', yellow: 'bg-amber-400', green: 'bg-emerald-500' } as const;
const fillFor = (score: number) =>
  score <= 40 ? barFills.red : score <= 70 ? barFills.yellow : barFills.green;

function Chips({ labels, tone }: { labels: string[]; tone: keyof typeof chipTones }) {
  return labels.map((label) => (
    <span
      key={label}
      className={`rounded-full px-2 py-0.5 text-[10px] font-semibold ring-1 ring-inset ${chipTones[tone]}`}
    >
      {label}
    </span>
  ));
}

function SceneTitle({ children }: { children: ReactNode }) {
  return <p className="text-[11px] font-semibold text-slate-900 dark:text-white">{children}</p>;
}

function SearchScene() {
  return (
    <div className="w-full max-w-64 space-y-2">
      <div className={`${card} flex items-center gap-1.5 p-1.5`}>
        <Search className="ml-1 size-3.5 shrink-0 text-indigo-500" />
        <span className="min-w-0 flex-1 truncate text-[11px] font-medium text-slate-700 dark:text-slate-200">
          Frontend Engineer
        </span>
        <span className="rounded-lg bg-linear-to-r from-indigo-600 to-violet-600 px-2 py-1 text-[10px] font-semibold text-white">
          {jobSearchText.searchJobs}
        </span>
      </div>
      <div className="flex flex-wrap justify-center gap-1.5">
        <Chips labels={[workModeLabels.remote, 'Full-Time', postedWithinLabels['7']]} tone="onStage" />
      </div>
    </div>
  );
}

function MatchScene() {
  return (
    <div className={`${card} flex w-full max-w-64 items-center gap-3 p-3`}>
      <MatchRing value={86} size={52} stroke={5}>
        <span className="text-[11px] font-bold text-emerald-700 dark:text-emerald-400">86%</span>
      </MatchRing>
      <div className="min-w-0">
        <SceneTitle>{applyText.howYouMatch}</SceneTitle>
        <div className="mt-1.5 flex flex-wrap gap-1">
          <Chips labels={['React', 'TypeScript']} tone="emerald" />
          <Chips labels={['GraphQL']} tone="slate" />
        </div>
      </div>
    </div>
  );
}

function ApplyScene() {
  return (
    <div className="relative flex w-full max-w-64 flex-col items-center gap-2.5">
      <span className="relative inline-flex items-center gap-1.5 rounded-xl bg-linear-to-r from-indigo-600 to-violet-600 px-4 py-2 text-xs font-semibold text-white shadow-lg shadow-indigo-600/30">
        {applyText.applyNow}
        <MousePointer2 className="absolute -right-3 -bottom-3 size-5 fill-white text-slate-900" />
      </span>
      <span className={`${card} inline-flex items-center gap-1.5 px-2.5 py-1.5`}>
        <span className="flex size-4 items-center justify-center rounded-full bg-emerald-500 text-white">
          <Check className="size-3" strokeWidth={3} />
        </span>
        <span className="text-[10px] font-medium text-slate-700 dark:text-slate-200">
          {applicationMessages.applied}
        </span>
      </span>
    </div>
  );
}

function TrackScene() {
  return (
    <div className={`${card} w-full max-w-72 p-3`}>
      <SceneTitle>{myApplicationsText.title}</SceneTitle>
      <div className="mt-2 flex items-center gap-1">
        {['Applied', 'In Review', 'Interview'].map((status, index) => (
          <span key={status} className="inline-flex items-center gap-1">
            {index > 0 && <span className="h-px w-2 shrink-0 bg-slate-300 dark:bg-slate-600" />}
            <ApplicationStatusBadge
              status={status}
              size="sm"
              className="px-1.5 text-[10px] whitespace-nowrap"
            />
          </span>
        ))}
      </div>
    </div>
  );
}

function PostScene() {
  return (
    <div className={`${card} w-full max-w-64 space-y-2 p-3`}>
      <SceneTitle>{postJobText.newTitle}</SceneTitle>
      <div className="h-2 w-4/5 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="flex gap-1">
        <Chips labels={['React', 'Node.js']} tone="indigo" />
      </div>
      <div className="flex justify-end">
        <span className="rounded-lg bg-linear-to-r from-indigo-600 to-violet-600 px-2.5 py-1 text-[10px] font-semibold text-white">
          {postJobText.publish}
        </span>
      </div>
    </div>
  );
}

const RANKED = [
  { initials: 'MP', score: 94 },
  { initials: 'DO', score: 72 },
  { initials: 'SR', score: 38 },
];

function RankScene() {
  return (
    <div className={`${card} w-full max-w-64 p-3`}>
      <SceneTitle>{applicantsText.title}</SceneTitle>
      <ol className="mt-2 space-y-1.5">
        {RANKED.map(({ initials, score }) => (
          <li key={initials} className="flex items-center gap-2">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-violet-600 text-[8px] font-bold text-white">
              {initials}
            </span>
            <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
              <span
                className={`block h-full rounded-full ${fillFor(score)}`}
                style={{ width: `${score}%` }}
              />
            </span>
            <span className="w-7 text-right text-[10px] font-semibold text-slate-600 tabular-nums dark:text-slate-300">
              {score}%
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function ProfileScene() {
  return (
    <div className={`${card} w-full max-w-64 p-3`}>
      <div className="flex items-center gap-2">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-violet-600 text-[10px] font-bold text-white">
          MP
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <SceneTitle>{applicantsText.profileTitle}</SceneTitle>
          <div className="h-1.5 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
        </div>
      </div>
      <div className="mt-2.5 flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1 rounded-lg border border-slate-200 px-2 py-1 text-[10px] font-medium text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <FileText className="size-3" />
          {applicantsText.previewResume}
        </span>
        <span className="flex items-end gap-0.5">
          {[90, 70, 55, 100].map((height, index) => (
            <span
              key={index}
              className="w-1.5 rounded-sm bg-indigo-400 dark:bg-indigo-500"
              style={{ height: `${height * 0.18}px` }}
            />
          ))}
        </span>
      </div>
    </div>
  );
}

function StatusScene() {
  return (
    <div className="flex w-full max-w-64 items-start justify-center gap-2">
      <div className={`${card} w-36 p-2`}>
        <span className="flex items-center justify-between rounded-lg border border-slate-200 px-2 py-1 text-[10px] font-semibold text-slate-700 dark:border-slate-700 dark:text-slate-200">
          Interview
          <ChevronDown className="size-3" />
        </span>
        <ul className="mt-1.5 space-y-0.5 text-[10px] text-slate-500 dark:text-slate-400">
          {['In Review', 'Interview', 'Hired'].map((status) => (
            <li
              key={status}
              className={
                status === 'Interview'
                  ? 'rounded-md bg-indigo-50 px-2 py-0.5 font-semibold text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300'
                  : 'px-2 py-0.5'
              }
            >
              {status}
            </li>
          ))}
        </ul>
      </div>
      <span className="mt-2 flex size-8 items-center justify-center rounded-full bg-white text-indigo-600 shadow-lg ring-1 ring-slate-900/5 dark:bg-slate-900 dark:text-indigo-300 dark:ring-slate-700">
        <Mail className="size-4" />
      </span>
    </div>
  );
}

const SCENES: Record<string, () => ReactNode> = {
  search: SearchScene,
  match: MatchScene,
  apply: ApplyScene,
  track: TrackScene,
  post: PostScene,
  rank: RankScene,
  profile: ProfileScene,
  status: StatusScene,
};

/** The scene of one step, on its tinted stage. */
export function StepScene({ step }: { step: string }) {
  const Scene = SCENES[step];
  return (
    <div
      aria-hidden="true"
      className="relative flex h-32 items-center justify-center overflow-hidden rounded-t-2xl bg-linear-to-br from-indigo-100 via-violet-50 to-fuchsia-100 px-4 select-none dark:from-indigo-950 dark:via-slate-900 dark:to-violet-950"
    >
      <div className="absolute -top-10 -right-10 size-32 rounded-full bg-white/50 blur-2xl dark:bg-indigo-500/10" />
      <div className="relative flex w-full justify-center">{Scene ? <Scene /> : null}</div>
    </div>
  );
}
