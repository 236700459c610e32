import { expect, test, type Locator } from '@playwright/test';
import { signIn } from '../support/accounts';
import { screenshotAt, useWidth } from '../support/a11y';
import { waitForApp } from '../support/app-ready';
import { OVERLAYS } from '../support/overlays';

/**
 * Every dialog, drawer and menu, with the keyboard only: the opener is reached and pressed with
 * the keyboard, Tab (and Shift+Tab) stay inside a dialog, Escape closes it and the focus is back on
 * the opener.
 */

/** Whether the focused element is inside the overlay. */
const focusInside = (overlay: Locator) => overlay.evaluate((el) => el.contains(document.activeElement));

/**
 * Whether no element outside the overlay has the focus. Chromium's PDF viewer sometimes drops the
 * focus to the page's body about a second after Tab has entered its frame; the next Tab then goes
 * back into the dialog (checked below), never to the page behind it.
 */
const focusNotOutside = (overlay: Locator) =>
  overlay.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body);

for (const o of OVERLAYS) {
  const width = o.widths[0]!;
  test(`${o.name}: opens from the keyboard, keeps the focus, closes on Escape and gives the focus back (${width} px)`, async ({
    page,
  }) => {
    await useWidth(page, width);
    if (o.account) await signIn(page, o.account);
    const opener = await o.opener(page);
    // The landing page arrives with its first screen in the page, inert until the app takes it over.
    await waitForApp(page);
    await opener.focus();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const overlay = await o.overlay(page, opener);
    await expect(overlay).toBeVisible();

    if (o.modal) {
      await expect.poll(() => focusInside(overlay), 'focus moved into the dialog').toBe(true);
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        // A PDF frame moves the focus through its own toolbar first, so allow a moment.
        await expect
          .poll(() => focusNotOutside(overlay), { message: `Tab ${i + 1} stays inside`, timeout: 2000 })
          .toBe(true);
      }
      if (!(await focusInside(overlay))) {
        await page.keyboard.press('Tab');
        await expect
          .poll(() => focusInside(overlay), 'Tab from the body goes back into the dialog')
          .toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(overlay), 'Shift+Tab stays inside').toBe(true);
      await page.waitForTimeout(300);
      await screenshotAt(page, `overlay-${o.name.replace(/\W+/g, '-')}`, width, 'light');
      // Keys pressed inside a PDF frame go to the browser's PDF viewer, so Escape is pressed on a
      // control of the dialog itself.
      await overlay.getByRole('button').last().focus();
    } else {
      // A menu: ArrowDown reaches its items, and they stay in reach of the arrow keys.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusInside(overlay), 'ArrowDown moves into the menu').toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await focusInside(overlay)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(opener, 'focus back on the opener').toBeFocused();
  });
}
