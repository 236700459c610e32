import { ChevronRight } from 'lucide-react';
import { historyLine, myApplicationsText, statusBadgeColor, type ApplicationEvent } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { formatMoment } from '@/lib/dates';

const dots: Record<string, string> = {
  grey: 'bg-slate-400',
  yellow: 'bg-amber-400',
  green: 'bg-emerald-500',
  red: 'bg-rose-500',
  blue: 'bg-sky-500',
  violet: 'bg-violet-500',
};

/**
 * The application's status changes, oldest first: a timeline down the card on phones, a row of
 * steps across it from md up (where the card is wide and the history mostly one or two entries).
 */
export function StatusHistory({ events }: { events: ApplicationEvent[] }) {
  return (
    <ol
      aria-label={myApplicationsText.history}
      className="min-w-0 space-y-3 md:flex md:flex-wrap md:items-start md:gap-x-3 md:gap-y-3 md:space-y-0"
    >
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative flex gap-3 pl-0.5 md:items-start md:pl-0">
          {index < events.length - 1 && (
            <span
              className="absolute top-4 bottom-[-0.75rem] left-[6px] w-px bg-slate-200 md:hidden dark:bg-slate-700"
              aria-hidden="true"
            />
          )}
          {index > 0 && (
            <ChevronRight
              className="mt-0.5 hidden size-4 shrink-0 text-slate-300 md:block dark:text-slate-600"
              aria-hidden="true"
            />
          )}
          <span
            className={cn(
              'relative mt-1 size-3 shrink-0 rounded-full ring-4 ring-white dark:ring-slate-900',
              dots[statusBadgeColor(event.to)] ?? dots.grey,
            )}
            aria-hidden="true"
          />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-900 dark:text-white">
              {historyLine(event)}
              {event.from !== null && event.by === 'employer' && (
                <span className="font-normal text-slate-500 dark:text-slate-400">
                  {' '}
                  {myApplicationsText.byEmployer}
                </span>
              )}
            </p>
            <time dateTime={event.at} className="text-xs text-slate-500 dark:text-slate-400">
              {formatMoment(event.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
