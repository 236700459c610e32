import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the screen. `/`, `/login` and `/find-jobs` arrive with their
 * first screen in the page (apps/web/vite-prerender.ts), inert until React has hydrated it: it is
 * visible at once, but takes no focus or clicks yet. Clicks and fills wait for that by themselves;
 * key presses do not.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
