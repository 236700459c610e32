import { expect, test, type Locator, type Page } from '@playwright/test';
import { applicantsText, manageJobsText, profileText } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { screenshotAt, type Width, useWidth } from '../support/a11y';

/**
 * Every dialog, drawer and menu, with the keyboard only: the opener is reached and pressed with
 * the keyboard, Tab (and Shift+Tab) stay inside a dialog, Escape closes it and the focus is back on
 * the opener.
 */

interface Overlay {
  name: string;
  width: Width;
  account: string | null;
  /** Opens the screen; returns the opener. */
  opener: (page: Page) => Promise<Locator>;
  /** The open overlay. */
  overlay: (page: Page, opener: Locator) => Locator | Promise<Locator>;
  /** A modal keeps Tab inside; a menu lets it leave (and closes). */
  modal: boolean;
}

/** A disclosure menu: the panel its trigger controls. */
async function controlled(page: Page, opener: Locator): Promise<Locator> {
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
}

const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });

const OVERLAYS: Overlay[] = [
  {
    name: 'header menu',
    width: 1280,
    account: null,
    opener: async (page) => {
      await page.goto('/');
      return page.getByRole('button', { name: 'For Job Seekers' });
    },
    overlay: controlled,
    modal: false,
  },
  {
    name: 'How It Works video',
    width: 1280,
    account: null,
    opener: async (page) => {
      await page.goto('/');
      return page.getByRole('button', { name: 'How It Works' });
    },
    overlay: dialog(/How HireLoop works/),
    modal: true,
  },
  {
    name: 'mobile menu',
    width: 375,
    account: null,
    opener: async (page) => {
      await page.goto('/');
      return page.getByRole('button', { name: 'Open menu' });
    },
    overlay: dialog('Menu'),
    modal: true,
  },
  {
    name: 'filters slide-over',
    width: 375,
    account: null,
    opener: async (page) => {
      await page.goto('/find-jobs');
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      return page.getByRole('button', { name: /^Filters/ });
    },
    overlay: dialog('Filters'),
    modal: true,
  },
  {
    name: 'account menu',
    width: 1280,
    account: DEMO.seekerWithKyc,
    opener: async (page) => {
      await page.goto('/saved-jobs');
      return page.getByRole('button', { name: 'Account menu' });
    },
    overlay: controlled,
    modal: false,
  },
  {
    name: 'resume preview (profile)',
    width: 1280,
    account: DEMO.seekerWithKyc,
    opener: async (page) => {
      await page.goto('/profile');
      return page.getByRole('button', { name: profileText.resumePreview, exact: true });
    },
    overlay: dialog(profileText.resumePreviewTitle),
    modal: true,
  },
  {
    name: 'employer drawer',
    width: 375,
    account: DEMO.employer,
    opener: async (page) => {
      await page.goto('/employer-dashboard');
      return page.getByRole('button', { name: 'Open menu' });
    },
    overlay: dialog('Employer menu'),
    modal: true,
  },
  {
    name: 'delete job dialog',
    width: 1280,
    account: DEMO.employer,
    opener: async (page) => {
      await page.goto('/manage-jobs');
      return page.getByRole('button', { name: /^Delete / }).first();
    },
    overlay: (page) => page.getByRole('alertdialog', { name: manageJobsText.deleteTitle }),
    modal: true,
  },
  {
    name: 'applicant profile',
    width: 1280,
    account: DEMO.employer,
    opener: async (page) => {
      await page.goto('/manage-jobs');
      await page
        .getByRole('button', { name: /^[1-9]\d* applicants? for / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/applicants$/);
      return page.getByRole('button', { name: applicantsText.viewProfile }).first();
    },
    overlay: (page) => page.getByRole('dialog'),
    modal: true,
  },
];

/** Whether the focused element is inside the overlay. */
const focusInside = (overlay: Locator) => overlay.evaluate((el) => el.contains(document.activeElement));

for (const o of OVERLAYS) {
  test(`${o.name}: opens from the keyboard, keeps the focus, closes on Escape and gives the focus back (${o.width} px)`, async ({
    page,
  }) => {
    await useWidth(page, o.width);
    if (o.account) await signIn(page, o.account);
    const opener = await o.opener(page);
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
          .poll(() => focusInside(overlay), { message: `Tab ${i + 1} stays inside`, timeout: 2000 })
          .toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(overlay), 'Shift+Tab stays inside').toBe(true);
      await page.waitForTimeout(300);
      await screenshotAt(page, `overlay-${o.name.replace(/\W+/g, '-')}`, o.width, 'light');
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
