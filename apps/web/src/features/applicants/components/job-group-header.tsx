import { MapPin, Users } from 'lucide-react';
import { applicantsLabel, applicantsText } from '@hireloop/shared';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';

interface JobGroupHeaderProps {
  job: { title: string; location: string; type: string; isClosed?: boolean };
  count: number;
  headingId: string;
}

/** The head of one job's group of applicants: title, location, type and how many applied. */
export function JobGroupHeader({ job, count, headingId }: JobGroupHeaderProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 p-4 text-white shadow-lg shadow-indigo-600/20 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <h2 id={headingId} className="truncate text-lg font-semibold sm:text-xl">
          {job.title}
        </h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-indigo-100">
          {job.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {job.location}
            </span>
          )}
          {job.type && <JobTypeBadge type={job.type} className="ring-white/30" />}
          {job.isClosed && (
            <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold">
              {applicantsText.closedJob}
            </span>
          )}
        </div>
      </div>
      <span className="inline-flex items-center gap-2 self-start rounded-xl bg-white/15 px-3 py-2 text-sm font-semibold backdrop-blur sm:self-auto">
        <Users className="size-4" aria-hidden="true" />
        {applicantsLabel(count)}
      </span>
    </div>
  );
}
