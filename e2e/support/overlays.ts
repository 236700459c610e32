import { expect, type Locator, type Page } from '@playwright/test';
import { applicantsText, manageJobsText, profileText } from '@hireloop/shared';
import type { Width } from './a11y';
import { DEMO } from './accounts';

/** Every dialog, drawer and menu of the app: where it is, how it opens, and the open panel. */

export interface Overlay {
  name: string;
  /** The widths the overlay exists at; the first is where the keyboard test runs. */
  widths: readonly Width[];
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

/** The applicants of the demo employer's first job with any, reached from Manage Jobs. */
export async function openApplicants(page: Page): Promise<void> {
  await page.goto('/manage-jobs');
  await page
    .getByRole('button', { name: /^[1-9]\d* applicants? for / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/applicants$/);
}

const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });

export const OVERLAYS: Overlay[] = [
  {
    name: 'header menu',
    widths: [1280],
    account: null,
    opener: async (page) => {
      await page.goto('/');
      return page.getByRole('button', { name: 'For Job Seekers' });
    },
    overlay: controlled,
    modal: false,
  },
  {
    name: 'How It Works dialog',
    widths: [1280, 375],
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
    widths: [375],
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
    widths: [375],
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
    widths: [1280, 375],
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
    widths: [1280, 375],
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
    widths: [375],
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
    widths: [1280, 375],
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
    widths: [1280, 375],
    account: DEMO.employer,
    opener: async (page) => {
      await openApplicants(page);
      return page.getByRole('button', { name: applicantsText.viewProfile }).first();
    },
    overlay: (page) => page.getByRole('dialog'),
    modal: true,
  },
];
