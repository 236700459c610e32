import { expect, test, type Page } from '@playwright/test';
import { jobDetailText, recentlyViewedText } from '@hireloop/shared';
import { signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { postJob } from '../support/fixtures';
import { screenshotBoth } from '../support/screens';

/**
 * Jobs around a job (issue 17, item 5): similar jobs under a job, the job seeker's recently viewed
 * jobs on Find Jobs, the posted date with how long ago, and copying a job's link.
 */

/** The same screen in the dark theme, for people to look at. */
async function darkScreenshot(page: Page, name: string) {
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await screenshotBoth(page, name);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** A word no demo job has, so that the similar jobs of these jobs are each other. */
const rareWord = () =>
  `Kopi${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('a job seeker sees similar jobs, follows one, copies its link and finds both under Recently viewed', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const word = rareWord();
  const employer = await createAccount(request, { role: 'employer' });
  const coffee = { category: 'Operations', keySkills: [word, 'Espresso', 'Latte art'] };
  const brewer = await postJob(request, employer.token, `${word} Coffee Brewer`, coffee);
  const roaster = await postJob(request, employer.token, `${word} Coffee Roaster`, coffee);
  await postJob(request, employer.token, `${word} Coffee Taster`, coffee);
  const seeker = await createAccount(request, { role: 'jobseeker', kyc: true, name: 'Kavya Iyer' });

  // A desktop browser without a share sheet: the button copies the link.
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, seeker.email, seeker.password);

  await page.goto(`/job/${brewer}`);
  await expect(page.getByRole('heading', { level: 1, name: `${word} Coffee Brewer` })).toBeVisible();
  await expect(page.getByRole('article').locator('header')).toContainText(/Posted \d.* · a few seconds ago/);
  const similar = page.getByRole('region', { name: jobDetailText.similarJobs });
  await expect(similar.getByRole('link', { name: `${word} Coffee Roaster` })).toBeVisible();
  await expect(similar.getByRole('link', { name: `${word} Coffee Taster` })).toBeVisible();
  await expect(similar.getByRole('link', { name: `${word} Coffee Brewer` })).toHaveCount(0);
  await screenshotBoth(page, 'jobs-around-similar');
  await darkScreenshot(page, 'jobs-around-similar-dark');

  await similar.getByRole('link', { name: `${word} Coffee Roaster` }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${roaster}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${word} Coffee Roaster` })).toBeVisible();

  await page.getByRole('button', { name: jobDetailText.shareLabel }).click();
  await expect(page.getByRole('status').filter({ hasText: jobDetailText.linkCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/job/${roaster}`, page.url()).href,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, 'jobs-around-link-copied');

  await page.goto('/find-jobs');
  const recent = page.getByRole('region', { name: recentlyViewedText.title });
  await expect(recent.getByRole('link')).toHaveCount(2);
  await expect(recent.getByRole('link').nth(0)).toContainText(`${word} Coffee Roaster`);
  await expect(recent.getByRole('link').nth(1)).toContainText(`${word} Coffee Brewer`);
  await screenshotBoth(page, 'jobs-around-recently-viewed');
  await darkScreenshot(page, 'jobs-around-recently-viewed-dark');

  await recent.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/job/${brewer}$`));
});
