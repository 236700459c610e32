import { expect, test, type Page } from '@playwright/test';
import { screenshotAt, useWidth } from '../support/a11y';

/**
 * The app follows the system's colour scheme until the user picks a theme, and the theme toggle is
 * on the public pages too.
 */

const html = (page: Page) => page.locator('html');

test('with no choice made, the theme follows the system setting, also when it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(html(page)).toHaveClass(/\bdark\b/);
});

for (const width of [1280, 375] as const) {
  test(`the public pages have the theme toggle, and the user's choice beats the system's (${width} px)`, async ({
    page,
  }) => {
    await useWidth(page, width);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    const toLight = page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' });
    await expect(toLight).toBeVisible();
    await screenshotAt(page, 'theme-toggle-landing', width, 'dark');
    await toLight.click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await page.goto('/login');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await screenshotAt(page, 'theme-toggle-login', width, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/find-jobs');
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
}
