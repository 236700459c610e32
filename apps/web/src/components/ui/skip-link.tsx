import type { MouseEvent } from 'react';
import { navText } from '@hireloop/shared';

/** The id of every frame's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

/** Moves the keyboard focus into the main content, without a #main left in the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * The first tab stop of every page (WCAG 2.4.1): hidden until it has the keyboard focus, then shown
 * over the top-left corner.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      className="sr-only rounded-lg bg-white text-sm font-semibold text-indigo-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2 dark:bg-slate-900 dark:text-indigo-300"
    >
      {navText.skipToContent}
    </a>
  );
}
