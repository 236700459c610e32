import { profileText, type User } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { detailFields } from '../lib/detail-fields';

/** The header's detail tiles in view mode: location, phone, experience, CTC, notice period, e-mail. */
export function DetailTiles({ user }: { user: User }) {
  return (
    <dl className="grid grid-cols-2 gap-2.5 sm:gap-3 lg:grid-cols-3">
      {detailFields.map(({ key, label, icon: Icon }) => {
        const value = user[key].trim();
        return (
          <div
            key={key}
            className={cn(
              'relative flex min-w-0 flex-col justify-center rounded-xl border border-slate-100 bg-slate-50/80 px-3 py-2.5 sm:py-3 sm:pr-3.5 sm:pl-[3.875rem] dark:border-slate-800 dark:bg-slate-800/40',
              key === 'email' && 'col-span-2 lg:col-span-1',
            )}
          >
            {/* A <dl> group may hold only its <dt> and <dd>, so the icon sits in the <dt>. */}
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
              <span className="absolute top-1/2 left-3.5 hidden size-9 -translate-y-1/2 items-center justify-center rounded-lg bg-white text-indigo-600 shadow-sm sm:flex dark:bg-slate-900 dark:text-indigo-300">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd
              className={cn(
                'text-sm font-semibold break-words sm:truncate',
                key === 'email' && 'truncate',
                value
                  ? 'text-slate-900 dark:text-white'
                  : 'font-normal text-slate-500 italic dark:text-slate-400',
              )}
              title={value || undefined}
            >
              {value || profileText.notAdded}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
