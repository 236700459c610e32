import { historyLine, myApplicationsText, statusBadgeColor, type ApplicationEvent } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { formatMoment } from './dates';

const dots: Record<string, string> = {
  grey: 'bg-slate-400',
  yellow: 'bg-amber-400',
  green: 'bg-emerald-500',
  red: 'bg-rose-500',
  blue: 'bg-sky-500',
  violet: 'bg-violet-500',
};

/** The application's status changes, oldest first, as a timeline. */
export function StatusHistory({ events }: { events: ApplicationEvent[] }) {
  return (
    <ol aria-label={myApplicationsText.history} className="space-y-3">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative flex gap-3 pl-0.5">
          {index < events.length - 1 && (
            <span
              className="absolute top-4 bottom-[-0.75rem] left-[6px] w-px bg-slate-200 dark:bg-slate-700"
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
