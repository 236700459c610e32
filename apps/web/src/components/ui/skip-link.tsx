import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { navText } from '@hireloop/shared';
import { paths } from '@/lib/paths';

/** The id of every frame's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';
/** The id of the job search's list of results, the second skip link's target on /find-jobs. */
export const SEARCH_RESULTS_ID = 'search-results';

/** Screens with a second skip target after the main content's. */
const MORE_TARGETS: Record<string, { id: string; label: string }> = {
  [paths.findJobs]: { id: SEARCH_RESULTS_ID, label: navText.skipToResults },
};

/** Moves the keyboard focus to the target (the main content where it is missing), without a #hash left in the address. */
function skipTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id) ?? document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.setAttribute('tabindex', '-1');
    target.focus();
  };
}

const skipClass =
  'sr-only rounded-lg bg-white text-sm font-semibold text-indigo-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2 dark:bg-slate-900 dark:text-indigo-300';

/**
 * The first tab stop of every page (WCAG 2.4.1): hidden until it has the keyboard focus, then shown
 * over the top-left corner. The job search has a second one that jumps past the filters.
 */
export function SkipLink() {
  const more = MORE_TARGETS[useLocation().pathname];
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} onClick={skipTo(MAIN_CONTENT_ID)} className={skipClass}>
        {navText.skipToContent}
      </a>
      {more && (
        <a href={`#${more.id}`} onClick={skipTo(more.id)} className={skipClass}>
          {more.label}
        </a>
      )}
    </>
  );
}
