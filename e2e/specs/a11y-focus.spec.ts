import { expect, test, type Page } from '@playwright/test';
import { navText } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { screenshotAt, type Theme, type Width, useTheme, useWidth } from '../support/a11y';
import { waitForApp } from '../support/app-ready';

/**
 * WCAG 2.4.7 (focus visible): tabbing through the public screens, every element that takes the
 * focus draws an outline or a ring (a box-shadow): on itself, on the ::after that covers a card,
 * or on the field box around a bare input (focus-within).
 */

const SCREENS = ['/', '/find-jobs', '/login'] as const;
const TAB_STOPS = 45;

interface FocusedStyle {
  description: string;
  visible: boolean;
}

/** What the focused element draws to show it has the focus, read from its computed style. */
async function focusedStyle(page: Page): Promise<FocusedStyle | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const drawsFocus = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const visible =
      drawsFocus(getComputedStyle(el)) ||
      drawsFocus(getComputedStyle(el, '::after')) ||
      (el.parentElement !== null &&
        el.parentElement.matches(':focus-within') &&
        drawsFocus(getComputedStyle(el.parentElement)));
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return { description: `<${el.tagName.toLowerCase()}> "${name}"`, visible };
  });
}

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  for (const width of [1280, 375] as const satisfies readonly Width[]) {
    test(`every tab stop on the public screens shows the focus (${width} px, ${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await useWidth(page, width);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        await waitForApp(page);
        const unseen: string[] = [];
        let stops = 0;
        for (let i = 0; i < TAB_STOPS; i += 1) {
          await page.keyboard.press('Tab');
          const focused = await focusedStyle(page);
          if (!focused) continue;
          stops += 1;
          if (!focused.visible) unseen.push(focused.description);
          if (i === 2)
            await screenshotAt(
              page,
              `focus${path === '/' ? '-landing' : path.replace('/', '-')}`,
              width,
              theme,
            );
        }
        expect(stops, `tab stops reached on ${path}`).toBeGreaterThan(3);
        expect(unseen, `elements on ${path} without a visible focus indicator`).toEqual([]);
      }
    });
  }
}

/** WCAG 2.4.1: the first tab stop skips to the main content, and shows itself while focused. */
async function expectSkipLink(page: Page, path: string, width: Width, theme: Theme): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.locator('main').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: navText.skipToContent });
  await expect(skip, `first tab stop on ${path}`).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.width ?? 0, `skip link shown on ${path}`).toBeGreaterThan(40);
  if (path === '/') await screenshotAt(page, 'skip-link-landing', width, theme);
  await page.keyboard.press('Enter');
  await expect(page.locator('main'), `focus in <main> on ${path}`).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

const SKIP_LINK_SCREENS = [
  {
    who: 'a visitor',
    account: null,
    paths: ['/', '/find-jobs', '/login', '/signup/employer', '/forgot-password'],
  },
  { who: 'a job seeker', account: DEMO.seekerWithKyc, paths: ['/find-jobs', '/profile', '/saved-jobs'] },
  { who: 'an employer', account: DEMO.employer, paths: ['/employer-dashboard', '/manage-jobs'] },
] as const;

for (const [theme, width] of [
  ['light', 1280],
  ['dark', 375],
] as const) {
  for (const { who, account, paths } of SKIP_LINK_SCREENS) {
    test(`a skip link is the first tab stop for ${who} (${width} px, ${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await useWidth(page, width);
      if (account) await signIn(page, account);
      for (const path of paths) await expectSkipLink(page, path, width, theme);
    });
  }
}
