import type { ReactNode } from 'react';
import { Briefcase, Clock, Eye, FileText, MapPin } from 'lucide-react';
import { applicantsText, applicantToolsText } from '@hireloop/shared';
import { ApplicationStatusBadge } from '@/components/jobs/application-status-badge';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ApplicantRow } from '../api/get-applicants-page';
import { appliedAgo } from '../lib/applied-ago';
import { MatchBar } from './match-bar';

interface ApplicantCardProps {
  application: ApplicantRow;
  rank: number;
  onPreviewResume: (application: ApplicantRow) => void;
  onViewProfile: (application: ApplicantRow) => void;
  /** Chosen for a bulk status change. */
  selected: boolean;
  onSelectedChange: (application: ApplicantRow, selected: boolean) => void;
}

function Meta({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <Icon className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="truncate">{children}</span>
    </span>
  );
}

/** One applicant of the ranked list (docs/product.md 2.21): who, how well they match, status and actions. */
export function ApplicantCard({
  application,
  rank,
  onPreviewResume,
  onViewProfile,
  selected,
  onSelectedChange,
}: ApplicantCardProps) {
  const { applicant } = application;
  const role = applicant.title || applicant.headline;
  return (
    <article
      aria-label={applicant.name}
      className={cn(
        'group relative rounded-2xl border bg-white p-4 shadow-sm transition hover:shadow-md sm:p-5 dark:bg-slate-900',
        selected
          ? 'border-indigo-300 ring-2 ring-indigo-500/30 dark:border-indigo-700'
          : 'border-slate-200/80 hover:border-indigo-200 dark:border-slate-800 dark:hover:border-indigo-900',
      )}
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem_auto] lg:items-center lg:gap-6">
        <div className="flex min-w-0 items-start gap-3 sm:gap-4">
          <label className="-m-2 flex shrink-0 cursor-pointer self-stretch p-2 pt-6">
            <input
              type="checkbox"
              checked={selected}
              onChange={(e) => onSelectedChange(application, e.target.checked)}
              aria-label={applicantToolsText.selectApplicant(applicant.name)}
              className="size-4.5 cursor-pointer rounded border-slate-300 accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
            />
          </label>
          <div className="relative shrink-0">
            <UserAvatar name={applicant.name} avatar={applicant.avatar} size="lg" />
            <span
              aria-label={`${applicantsText.rank} ${rank}`}
              className="absolute -top-1 -left-1 flex size-6 items-center justify-center rounded-full bg-slate-900 text-[11px] font-bold text-white ring-2 ring-white dark:bg-white dark:text-slate-900 dark:ring-slate-900"
            >
              {rank}
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="truncate text-base font-semibold text-slate-900 dark:text-white">
                {applicant.name}
              </h3>
              <ApplicationStatusBadge status={application.status} className="px-2.5 py-0.5 text-xs" />
            </div>
            {role && (
              <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">
                {role}
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
              {applicant.experience && <Meta icon={Briefcase}>{applicant.experience}</Meta>}
              {applicant.location && <Meta icon={MapPin}>{applicant.location}</Meta>}
              <Meta icon={Clock}>{appliedAgo(application.createdAt)}</Meta>
            </div>
          </div>
        </div>

        <MatchBar score={application.matchScore} summary={application.matchBreakdown?.summary} />

        {/* Stacked beside the score on wide screens, so the applicant's title keeps the room. */}
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          <Button
            variant="secondary"
            size="sm"
            className="min-w-0 px-2 whitespace-nowrap sm:px-3"
            icon={<FileText className="hidden size-4 min-[400px]:block" aria-hidden="true" />}
            onClick={() => onPreviewResume(application)}
          >
            {applicantsText.previewResume}
          </Button>
          <Button
            variant="primary"
            size="sm"
            className="min-w-0 px-2 whitespace-nowrap sm:px-3"
            icon={<Eye className="hidden size-4 min-[400px]:block" aria-hidden="true" />}
            onClick={() => onViewProfile(application)}
          >
            {applicantsText.viewProfile}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A placeholder card while the list loads. */
export function ApplicantCardSkeleton() {
  return (
    <div className="animate-pulse rounded-2xl border border-slate-200/80 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem_auto] lg:items-center lg:gap-6">
        <div className="flex items-center gap-4">
          <div className="size-14 rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-40 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-56 rounded bg-slate-100 dark:bg-slate-800/70" />
            <div className="h-3 w-32 rounded bg-slate-100 dark:bg-slate-800/70" />
          </div>
        </div>
        <div className="space-y-2">
          <div className="h-2.5 rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-3/4 rounded bg-slate-100 dark:bg-slate-800/70" />
        </div>
        <div className="grid grid-cols-2 gap-2 lg:w-36 lg:grid-cols-1">
          <div className="h-9 rounded-xl bg-slate-200 dark:bg-slate-800" />
          <div className="h-9 rounded-xl bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    </div>
  );
}
