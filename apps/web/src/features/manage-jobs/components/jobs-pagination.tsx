import { ChevronLeft, ChevronRight } from 'lucide-react';
import { manageJobsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

/** The page numbers to show: all of them up to 7, else the ends and the pages around `page`. */
export function pageItems(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pageCount);
  const items: Array<number | 'gap'> = [1];
  if ((around[0] ?? pageCount) > 2) items.push('gap');
  items.push(...around);
  if ((around[around.length - 1] ?? 1) < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-40';
const idle =
  'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

interface JobsPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous, numbered pages, Next (docs/product.md 2.20). */
export function JobsPagination({ page, pageCount, onPage }: JobsPaginationProps) {
  return (
    <nav aria-label="Pagination" className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={cn(base, idle, 'gap-1')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{manageJobsText.previous}</span>
      </button>
      {pageItems(page, pageCount).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            className={cn(
              base,
              item === page
                ? 'bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-sm shadow-indigo-600/25'
                : idle,
            )}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        className={cn(base, idle, 'gap-1')}
      >
        <span className="max-sm:sr-only">{manageJobsText.next}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
