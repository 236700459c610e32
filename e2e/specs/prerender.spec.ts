import { expect, test, type Page } from '@playwright/test';
import { authText, jobSearchText } from '@hireloop/shared';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { screenshotBoth } from '../support/screens';

/*
 * The landing page, sign-in and job search come with their first screen in the HTML (built by
 * apps/web/vite-prerender.ts), so a phone paints them before any script has loaded; React then
 * takes that screen over instead of drawing it again.
 */
const pages = [
  { path: '/', heading: 'Find work that fits. Hire people who fit.' },
  { path: '/login', heading: authText.signInTitle },
  { path: '/find-jobs', heading: jobSearchText.title },
];

/** Records, from before the page's own scripts, whether the first h1 ever left the document. */
async function watchFirstHeading(page: Page) {
  await page.addInitScript(() => {
    const state = { removed: false, seen: false };
    (window as unknown as { __heading: typeof state }).__heading = state;
    new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      const first = (window as unknown as { __firstH1?: Element }).__firstH1;
      if (!first && h1) {
        (window as unknown as { __firstH1?: Element }).__firstH1 = h1;
        state.seen = true;
      } else if (first && !first.isConnected) state.removed = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { path, heading } of pages)
  for (const width of [1280, 375]) {
    test(`${path} at ${width} px: the first screen is in the page, and React takes it over as it is`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      const html = await (await request.get(path)).text();
      expect(html).toContain('<div id="root" data-prerendered inert>');
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(h1.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ')).toBe(heading);

      const errors = collectErrors(page);
      await watchFirstHeading(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Sent inert, so that nothing is clicked before React is there; then it takes input.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      // Something only React does: the screen is live.
      if (path === '/login') {
        await page.getByRole('button', { name: authText.createOneHere }).click();
        await expect(page.locator('#signup-choices')).toBeVisible();
      } else if (path === '/find-jobs') {
        await expect(page.getByTestId('job-card').first()).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
        await expect(page.locator('html')).toHaveClass(/dark/);
        await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
      }
      const heading1 = await page.evaluate(() => (window as unknown as { __heading: object }).__heading);
      expect(heading1).toEqual({ removed: false, seen: true });
      expect(errors).toEqual([]);
      if (width === 1280) await screenshotBoth(page, `prerender${path.replace(/\W+/g, '-')}`);
    });
  }

test('the prerendered screens as a phone paints them before any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await screenshotBoth(page, `prerender-no-script${path.replace(/\W+/g, '-')}`);
  }
  await context.close();
});

test('a signed-in user on /login sees the loading screen, never the sign-in form, until sent on', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(DEMO.seekerWithKyc);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/find-jobs/);

  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __formAtLoad: boolean }).__formAtLoad = Boolean(
        document.getElementById('login-email'),
      );
    });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/find-jobs/);
  expect(await page.evaluate(() => (window as unknown as { __formAtLoad: boolean }).__formAtLoad)).toBe(
    false,
  );
});
