import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { SectionCard } from './section-card';

interface RecentListProps<T> {
  title: string;
  /** The line shown when there is nothing yet. */
  empty: string;
  items: T[];
  /** The job whose applicants a row opens. */
  jobIdOf: (item: T) => string;
  /** A row's content, inside its link. */
  children: (item: T) => ReactNode;
}

/** A dashboard card of recent items (docs/product.md 2.18); each row opens its job's applicants. */
export function RecentList<T extends { _id: string }>({
  title,
  empty,
  items,
  jobIdOf,
  children,
}: RecentListProps<T>) {
  return (
    <SectionCard title={title} viewAllTo={paths.manageJobs}>
      {items.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item._id}>
              <Link
                to={paths.applicants}
                state={{ jobId: jobIdOf(item) }}
                className="flex items-center gap-3 px-5 py-4 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-800/50 dark:focus-visible:bg-slate-800/50"
              >
                {children(item)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
