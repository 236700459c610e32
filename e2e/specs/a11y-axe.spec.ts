import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { type Theme, useTheme, useWidth } from '../support/a11y';

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every screen, at 1280 and 375 px, light and dark:
 * no serious or critical finding may be left.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 375] as const;

interface Screen {
  name: string;
  /** Opens the screen; a screen reached by a click (applicants) does it here. */
  open: (page: Page) => Promise<void>;
}

const visit =
  (path: string): Screen['open'] =>
  async (page) => {
    await page.goto(path);
  };

async function firstJobPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/jobs?page=1&pageSize=1');
  const body = (await res.json()) as { jobs: { _id: string }[] };
  return `/job/${body.jobs[0]!._id}`;
}

const PUBLIC: Screen[] = [
  { name: 'landing', open: visit('/') },
  { name: 'find jobs', open: visit('/find-jobs') },
  { name: 'login', open: visit('/login') },
  { name: 'job seeker sign-up', open: visit('/signup/jobseeker') },
  { name: 'employer sign-up', open: visit('/signup/employer') },
  { name: 'forgot password', open: visit('/forgot-password') },
  { name: 'terms of service', open: visit('/terms') },
  { name: 'privacy policy', open: visit('/privacy') },
  { name: 'coming soon', open: visit('/coming-soon?what=job-alerts') },
];

const SEEKER: Screen[] = [
  { name: 'find jobs (signed in)', open: visit('/find-jobs') },
  { name: 'job detail', open: async (page) => page.goto(await firstJobPath(page)).then(() => undefined) },
  { name: 'saved jobs', open: visit('/saved-jobs') },
  { name: 'applications', open: visit('/applications') },
  { name: 'profile', open: visit('/profile') },
];

const EMPLOYER: Screen[] = [
  { name: 'employer dashboard', open: visit('/employer-dashboard') },
  { name: 'post job', open: visit('/post-job') },
  { name: 'manage jobs', open: visit('/manage-jobs') },
  {
    name: 'applicants',
    open: async (page) => {
      await page.goto('/manage-jobs');
      await page
        .getByRole('button', { name: /^[1-9]\d* applicants? for / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/applicants$/);
    },
  },
  { name: 'company profile', open: visit('/company-profile') },
];

/** Waits until the screen has its data: no loading spinner, no skeleton, no request in flight. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-label="Loading"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  // Entrance transitions end before colours are measured.
  await page.waitForTimeout(400);
}

/** Serious and critical findings, one line each: rule, screen, width and the first elements. */
async function findings(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} on ${where}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`,
    );
}

async function audit(page: Page, screens: Screen[], theme: Theme): Promise<void> {
  const all: string[] = [];
  for (const width of WIDTHS) {
    await useWidth(page, width);
    for (const screen of screens) {
      await screen.open(page);
      await settle(page);
      all.push(...(await findings(page, `${screen.name} ${width} px ${theme}`)));
    }
  }
  expect(all, 'serious or critical axe findings').toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(180_000);
      await useTheme(page, theme);
    });

    test('public screens', async ({ page }) => {
      await audit(page, PUBLIC, theme);
    });

    test('job seeker screens', async ({ page }) => {
      await signIn(page, DEMO.seekerWithKyc);
      await audit(page, SEEKER, theme);
    });

    test('employer screens', async ({ page }) => {
      await signIn(page, DEMO.employer);
      await audit(page, EMPLOYER, theme);
    });
  });
}
