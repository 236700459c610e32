import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { kycText } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { screenshotAt, type Theme, type Width, useTheme, useWidth } from '../support/a11y';
import { createAccount, TEST_PASSWORD, uniquePan } from '../support/api-accounts';
import { waitForResetLink } from '../support/mail';
import { openApplicants, OVERLAYS } from '../support/overlays';
import { animationsDone } from '../support/screens';

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

/** The company page of the first job's employer (docs/decisions/0021-company-pages.md). */
async function firstCompanyPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/jobs?page=1&pageSize=1');
  const body = (await res.json()) as { jobs: { employerId: string }[] };
  return `/company/${body.jobs[0]!.employerId}`;
}

const PUBLIC: Screen[] = [
  { name: 'landing', open: visit('/') },
  {
    name: 'company page',
    open: async (page) => page.goto(await firstCompanyPath(page)).then(() => undefined),
  },
  {
    name: 'job detail (visitor)',
    open: async (page) => page.goto(await firstJobPath(page)).then(() => undefined),
  },
  { name: 'find jobs', open: visit('/find-jobs') },
  { name: 'login', open: visit('/login') },
  { name: 'job seeker sign-up', open: visit('/signup/jobseeker') },
  { name: 'employer sign-up', open: visit('/signup/employer') },
  { name: 'forgot password', open: visit('/forgot-password') },
  { name: 'terms of service', open: visit('/terms') },
  { name: 'privacy policy', open: visit('/privacy') },
  { name: 'coming soon', open: visit('/coming-soon?what=featured-jobs') },
];

const SEEKER: Screen[] = [
  { name: 'find jobs (signed in)', open: visit('/find-jobs') },
  { name: 'job detail', open: async (page) => page.goto(await firstJobPath(page)).then(() => undefined) },
  { name: 'saved jobs', open: visit('/saved-jobs') },
  { name: 'applications', open: visit('/applications') },
  { name: 'profile', open: visit('/profile') },
  { name: 'account settings', open: visit('/settings') },
];

const EMPLOYER: Screen[] = [
  { name: 'employer dashboard', open: visit('/employer-dashboard') },
  { name: 'post job', open: visit('/post-job') },
  { name: 'manage jobs', open: visit('/manage-jobs') },
  {
    name: 'applicants',
    open: openApplicants,
  },
  { name: 'company profile', open: visit('/company-profile') },
  { name: 'account settings (employer)', open: visit('/settings') },
];

/** Waits until the screen has its data: no loading spinner, no skeleton, no request in flight. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-label="Loading"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  // Entrance transitions end before colours are measured.
  await animationsDone(page);
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

async function audit(page: Page, screens: Screen[], theme: Theme, width: Width): Promise<void> {
  const all: string[] = [];
  await useWidth(page, width);
  for (const screen of screens) {
    await screen.open(page);
    await settle(page);
    all.push(...(await findings(page, `${screen.name} ${width} px ${theme}`)));
  }
  expect(all, 'serious or critical axe findings').toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(180_000);
      await useTheme(page, theme);
      // The notification stream is a request that never ends, so the network would never go quiet
      // (settle); refused, the bell only tries again now and then.
      await page.route('**/api/notifications/stream', (route) => route.abort());
    });

    // One test per width: a test that walked every screen at both widths took three minutes on a
    // loaded two-core CI machine and ran out of time there.
    for (const width of WIDTHS) {
      test(`public screens (${width} px)`, async ({ page }) => {
        await audit(page, PUBLIC, theme, width);
      });

      test(`job seeker screens (${width} px)`, async ({ page }) => {
        await signIn(page, DEMO.seekerWithKyc);
        await audit(page, SEEKER, theme, width);
      });

      test(`employer screens (${width} px)`, async ({ page }) => {
        await signIn(page, DEMO.employer);
        await audit(page, EMPLOYER, theme, width);
      });
    }

    test('reset password with a valid link', async ({ page }) => {
      const account = await createAccount(page.request);
      const sent = await page.request.post('/api/auth/forgot-password', { data: { email: account.email } });
      expect(sent.ok()).toBe(true);
      const link = new URL(await waitForResetLink(account.email, 2) /* #1 was the sign-up code */);
      for (const width of WIDTHS) {
        await audit(page, [{ name: 'reset password', open: visit(link.pathname) }], theme, width);
      }
    });

    test('identity check steps', async ({ page }) => {
      const account = await createAccount(page.request);
      await signIn(page, account.email, TEST_PASSWORD);
      await page.goto('/jobseeker-kyc');
      const all: string[] = [];
      // One walk through the steps; each step is checked at both widths where it stands.
      const check = async (step: string) => {
        for (const width of WIDTHS) {
          await useWidth(page, width);
          await settle(page);
          all.push(...(await findings(page, `identity check: ${step} ${width} px ${theme}`)));
          await screenshotAt(page, `axe-kyc-${step.replace(/\W+/g, '-')}`, width, theme);
        }
      };
      const button = (name: string) => page.getByRole('button', { name, exact: true });
      await check('DigiLocker');
      await button(kycText.digilockerConnect).click();
      await expect(page.getByText(kycText.digilockerVerified)).toBeVisible({ timeout: 15_000 });
      await check('DigiLocker verified');
      await button(kycText.continue).click();
      await expect(page.getByRole('heading', { name: kycText.panTitle })).toBeVisible();
      await check('PAN');
      await page.getByLabel(kycText.panLabel).fill(uniquePan());
      await button(kycText.panVerify).click();
      await expect(page.getByText(kycText.panVerified)).toBeVisible({ timeout: 15_000 });
      await button(kycText.continue).click();
      await expect(page.getByRole('heading', { name: kycText.selfieTitle })).toBeVisible();
      await check('selfie');
      await button(kycText.selfieStartCamera).click();
      await expect(button(kycText.selfieCapture)).toBeEnabled({ timeout: 10_000 });
      await check('camera');
      await button(kycText.selfieCapture).click();
      await button(kycText.selfieLooksGood).click();
      await expect(button(kycText.continue)).toBeVisible({ timeout: 15_000 });
      await button(kycText.continue).click();
      await expect(page.getByRole('heading', { name: kycText.completeTitle })).toBeVisible();
      await check('review');
      expect(all, 'serious or critical axe findings').toEqual([]);
    });

    for (const width of WIDTHS) {
      test(`every dialog, drawer and menu while open (${width} px)`, async ({ page }) => {
        test.setTimeout(300_000);
        await useWidth(page, width);
        const all: string[] = [];
        let signedInAs: string | null = null;
        for (const o of OVERLAYS.filter((x) => (x.widths as readonly Width[]).includes(width))) {
          if (o.account !== signedInAs) {
            await page.context().clearCookies();
            await page
              .evaluate(() => ['token', 'refreshToken'].forEach((k) => localStorage.removeItem(k)))
              .catch(() => undefined);
            if (o.account) await signIn(page, o.account);
            signedInAs = o.account;
          }
          const opener = await o.opener(page);
          await opener.click();
          await expect(await o.overlay(page, opener)).toBeVisible();
          await animationsDone(page);
          all.push(...(await findings(page, `${o.name} open ${width} px ${theme}`)));
        }
        expect(all, 'serious or critical axe findings').toEqual([]);
      });
    }
  });
}
