import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { X } from 'lucide-react';
import { jobSearchText, showJobs } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Modal, ModalTitle } from '@/components/ui/modal';

/** Tailwind's `lg`: from here on the filters are a sidebar. */
const SIDEBAR_QUERY = '(min-width: 1024px)';

interface FiltersSlideOverProps {
  /** Jobs matching the filters; null while unknown. */
  total: number | null;
  /** More jobs match than were counted: the total is a lower bound ('Show 10,000+ jobs'). */
  totalAtLeast?: boolean;
  onClose: () => void;
  onClearAll: () => void;
  children: ReactNode;
}

/**
 * The filter panel on small screens (docs/product.md 2.12): a panel sliding in from the left. Mounted while
 * open.
 */
export function FiltersSlideOver({
  total,
  totalAtLeast = false,
  onClose,
  onClearAll,
  children,
}: FiltersSlideOverProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  // Growing to the sidebar width shows the sidebar; the panel must not linger over it.
  const closeOnWide = useEffectEvent(onClose);
  useEffect(() => {
    const query = window.matchMedia?.(SIDEBAR_QUERY);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) closeOnWide();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <Modal
      onClose={onClose}
      initialFocus={closeRef}
      frameClassName="fixed inset-0 z-50 lg:hidden"
      backdropClassName="absolute inset-0 bg-slate-950/50 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0"
      className="absolute inset-y-0 left-0 flex w-[88%] max-w-sm flex-col bg-white shadow-2xl transition-transform duration-300 ease-out starting:-translate-x-full dark:bg-slate-950"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-5 dark:border-slate-800">
        <ModalTitle className="text-lg font-semibold text-slate-900 dark:text-white">
          {jobSearchText.filters}
        </ModalTitle>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={onClearAll}
            className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-indigo-600 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-400 dark:hover:bg-indigo-950/60"
          >
            {jobSearchText.clearAll}
          </button>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close filters"
            className="inline-flex size-10 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      <div className="border-t border-slate-100 p-4 dark:border-slate-800">
        <Button className="w-full" onClick={onClose}>
          {total === null ? jobSearchText.showResults : showJobs(total, totalAtLeast)}
        </Button>
      </div>
    </Modal>
  );
}
