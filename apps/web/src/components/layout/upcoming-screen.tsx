import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface UpcomingScreenProps {
  title: string;
  icon: LucideIcon;
  /** One honest line about what will live here. */
  message: string;
  children?: ReactNode;
}

/** Stand-in for a signed-in screen that is not built yet: its title and a short note. */
export function UpcomingScreen({ title, icon: Icon, message, children }: UpcomingScreenProps) {
  return (
    <section aria-labelledby="upcoming-title">
      <h1
        id="upcoming-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h1>
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-5 max-w-md text-slate-600 dark:text-slate-300">{message}</p>
        {children && <div className="mt-6">{children}</div>}
      </div>
    </section>
  );
}
