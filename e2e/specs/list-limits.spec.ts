import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  JOB_TEXT_LIMITS,
  jobMessages,
  jobSearchText,
  postJobText,
  SAVED_JOBS_MAX,
  savedJobsFullNotice,
} from '@hireloop/shared';
import { signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { SCREENSHOT_DIR } from '../support/env';
import { auth } from '../support/fixtures';
import { screenshotBoth } from '../support/screens';

/**
 * The limits of issue 27 (DM1, docs/security.md) as a user meets them: a job seeker with as many
 * saved jobs as one may keep, and an employer writing a longer description than a job may have.
 */

/** The top of the screen at 1280 and 375 px: a list of 100 cards is too tall to look at whole. */
async function screenshotTop(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a job seeker with 100 saved jobs is told so on Saved Jobs and when saving one more', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const seeker = await createAccount(request, { role: 'jobseeker', kyc: true, name: 'Anika Bose' });
  const ids: string[] = [];
  for (const pageNo of [1, 2]) {
    const res = await request.get('/api/jobs', { params: { page: pageNo, pageSize: 60, sort: 'newest' } });
    ids.push(...((await res.json()) as { jobs: { _id: string }[] }).jobs.map((j) => j._id));
  }
  expect(ids.length).toBeGreaterThan(SAVED_JOBS_MAX);
  for (const id of ids.slice(0, SAVED_JOBS_MAX)) {
    const res = await request.post(`/api/save-jobs/${id}`, { headers: auth(seeker.token) });
    expect(res.status()).toBe(200);
  }
  const refused = await request.post(`/api/save-jobs/${ids[SAVED_JOBS_MAX]}`, {
    headers: auth(seeker.token),
  });
  expect(refused.status()).toBe(409);

  await signIn(page, seeker.email, seeker.password);
  await page.goto('/saved-jobs');
  await expect(page.getByText(savedJobsFullNotice(SAVED_JOBS_MAX))).toBeVisible();
  await expect(page.getByTestId('job-card')).toHaveCount(SAVED_JOBS_MAX);
  await screenshotTop(page, 'saved-jobs-full');

  await page.goto(`/job/${ids[SAVED_JOBS_MAX]}`);
  await page.getByRole('button', { name: jobSearchText.saveJob }).first().click();
  await expect(page.getByText(jobMessages.savedJobsFull)).toBeVisible();
  await screenshotTop(page, 'saved-jobs-full-save-refused');
});

test('the job form counts the description against its limit and refuses a longer one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await createAccount(request, { role: 'employer', name: 'Dev Kapoor' });
  await signIn(page, employer.email, employer.password);
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { name: postJobText.newTitle })).toBeVisible();
  await page.getByLabel(/^Job Title/).fill('Warehouse Operations Lead');
  await page.getByLabel('Minimum salary').fill('40000');
  await page.getByLabel('Maximum salary').fill('60000');
  await page.getByLabel('Minimum experience').fill('2');
  await page.getByLabel('Maximum experience').fill('5');
  await page.getByLabel(/^Requirements/).fill('Forklift licence\nTwo years on a warehouse floor');
  const skills = page.getByRole('textbox', { name: 'Key Skills' });
  for (const skill of ['Inventory', 'Forklift', 'Team leading']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  const about = 'Run the night shift of our Chennai warehouse: 40 people, 12,000 parcels a night. ';
  await page.getByLabel(/^Job Description/).fill(about.repeat(3));
  await expect(
    page.getByText(postJobText.textLength(about.repeat(3).trim().length, JOB_TEXT_LIMITS.description)),
  ).toBeVisible();
  await expect(page.getByText(postJobText.keySkillsCount(3, JOB_TEXT_LIMITS.keySkills))).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, 'post-job-limits');

  await page.getByLabel(/^Job Description/).fill('d'.repeat(JOB_TEXT_LIMITS.description + 1));
  await expect(page.getByText('15,001 / 15,000 characters')).toBeVisible();
  await page.getByRole('button', { name: postJobText.publish }).click();
  await expect(page.getByText('Job description must be 15000 characters or fewer')).toBeVisible();
  await expect(page).toHaveURL('/post-job');
  await page.getByRole('heading', { name: 'Description', exact: true }).scrollIntoViewIfNeeded();
  await screenshotTop(page, 'post-job-description-too-long');
});
