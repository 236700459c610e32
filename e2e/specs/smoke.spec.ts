import { expect, test } from '@playwright/test';

test('the built app serves the landing page and deep links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /hireloop/i }).first()).toBeVisible();
  const res = await page.request.get('/forgot-password');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
});
