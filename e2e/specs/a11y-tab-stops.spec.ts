import { expect, test, type Page } from '@playwright/test';
import { navText } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { screenshotAt, type Width, useWidth } from '../support/a11y';
import { waitForApp } from '../support/app-ready';

/**
 * A keyboard user reaches the first search result on /find-jobs in fewer than 30 presses of Tab,
 * as a visitor and as a signed-in job seeker, at 1280 and 375 px; the skip link's second target
 * jumps straight to the results.
 */

const MAX_TAB_STOPS = 30;

/** Presses Tab until the first job card's link has the focus; returns the number of presses. */
async function tabsToFirstResult(page: Page): Promise<number> {
  const firstResult = page.getByTestId('job-card').first().getByRole('link').first();
  await expect(firstResult).toBeVisible();
  await waitForApp(page);
  await page.locator('body').focus();
  for (let presses = 1; presses <= 80; presses += 1) {
    await page.keyboard.press('Tab');
    const there = await firstResult.evaluate((el) => el === document.activeElement);
    if (there) return presses;
  }
  return Infinity;
}

const WHO = [
  { who: 'a visitor', account: null },
  { who: 'the demo job seeker', account: DEMO.seekerWithKyc },
] as const;

for (const width of [1280, 375] as const satisfies readonly Width[]) {
  for (const { who, account } of WHO) {
    test(`fewer than ${MAX_TAB_STOPS} tab stops before the first result for ${who} (${width} px)`, async ({
      page,
    }) => {
      await useWidth(page, width);
      if (account) await signIn(page, account);
      await page.goto('/find-jobs');
      const presses = await tabsToFirstResult(page);
      expect(presses, 'Tab presses to the first search result').toBeLessThan(MAX_TAB_STOPS);
    });
  }

  test(`the skip link jumps to the search results (${width} px)`, async ({ page }) => {
    await useWidth(page, width);
    await page.goto('/find-jobs');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await waitForApp(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: navText.skipToResults });
    await expect(skip).toBeFocused();
    await screenshotAt(page, 'skip-to-results', width, 'light');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('job-card').first().getByRole('link').first()).toBeFocused();
  });
}
