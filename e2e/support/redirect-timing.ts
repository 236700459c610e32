import type { Page } from '@playwright/test';

interface Marks {
  __shownAt?: number;
  __leftAt?: number;
}

/**
 * Measures a success screen's redirect delay inside the page: from the moment an <h1> with
 * `heading` first shows until the app leaves `path`. Measured there, the test's own latency (a busy
 * machine) cannot make the delay look shorter or longer than it was. Call before the page loads.
 */
export async function watchRedirect(page: Page, heading: string, path: string) {
  await page.addInitScript(
    ([heading, path]) => {
      const marks = window as unknown as Marks;
      new MutationObserver(() => {
        if (marks.__shownAt === undefined) {
          const shown = Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === heading);
          if (shown) marks.__shownAt = performance.now();
        } else if (marks.__leftAt === undefined && location.pathname !== path) {
          marks.__leftAt = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    [heading, path] as const,
  );
  return {
    /** Milliseconds the screen stayed before the redirect (NaN if either moment was not seen). */
    delayMs: () =>
      page.evaluate(() => {
        const marks = window as unknown as Marks;
        return (marks.__leftAt ?? NaN) - (marks.__shownAt ?? NaN);
      }),
  };
}
