import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { applicationMessages, applyText, type Job, type JobSearchResult } from '@hireloop/shared';
import { uploadResume } from '../support/applicants';
import { signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { screenshotBoth } from '../support/screens';
import { auth } from '../support/fixtures';

/**
 * Applying to a job from its detail and from the job list, and "How you match" (docs/product.md 2.13, 5, 8).
 */

/** Two open demo jobs with a few key skills each. */
async function openJobs(request: APIRequestContext): Promise<[Job, Job]> {
  const res = await request.get('/api/jobs', { params: { keyword: 'react', pageSize: 50 } });
  expect(res.ok()).toBe(true);
  const { jobs } = (await res.json()) as JobSearchResult;
  const open = jobs.filter((job) => !job.isClosed && job.keySkills.length >= 4);
  expect(open.length).toBeGreaterThanOrEqual(2);
  return [open[0]!, open[1]!];
}

/** The same screen in the dark theme, for people to look at. */
async function darkScreenshot(page: Page, name: string) {
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await screenshotBoth(page, name);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** Applying asks for confirmation, naming the resume that will be sent (decision 0019). */
async function confirmApply(page: Page) {
  const dialog = page.getByRole('dialog', { name: applyText.confirmTitle });
  await expect(dialog.getByTestId('apply-resume')).toHaveText('nisha-verma-resume.pdf');
  await dialog.getByRole('button', { name: applyText.confirmApply }).click();
}

test('a new job seeker applies from the job detail and from a job card, after adding a resume', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await openJobs(request);
  const [shown, evidenced, listedOnly] = first.keySkills;
  const seeker = await createAccount(request, { role: 'jobseeker', kyc: true, name: 'Nisha Verma' });
  const profile = await request.put('/api/user/profile', {
    headers: auth(seeker.token),
    data: {
      title: first.title,
      headline: `${first.title} who ships accessible products`,
      experience: '4 Years',
      location: first.location,
      skills: [shown, evidenced, listedOnly, 'Figma'],
      employment: [
        {
          title: first.title,
          company: 'Pixel Labs',
          startDate: '2021-06',
          endDate: '',
          isCurrentJob: true,
          description: `Built product features with ${shown} and ${evidenced}; reviewed code and mentored two juniors.`,
        },
      ],
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  await signIn(page, seeker.email, seeker.password);
  await page.goto(`/job/${first._id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

  // No resume: the message, and nothing is sent.
  await page.getByRole('button', { name: applyText.applyNow }).click();
  await expect(toast(page, applicationMessages.noResume)).toBeVisible();
  await expect(
    toast(page, applicationMessages.noResume).getByRole('button', { name: applyText.uploadResume }),
  ).toBeVisible();
  await screenshotBoth(page, 'apply-no-resume');
  const none = await request.get('/api/applications/my', { headers: auth(seeker.token) });
  expect(await none.json()).toEqual([]);

  await uploadResume(
    request,
    seeker,
    `${first.title}. ${shown} in production for four years.`,
    'nisha-verma-resume.pdf',
  );
  await page.reload();

  // How you match, before applying: the preview of the profile as it is.
  const match = page.getByTestId('job-match');
  await expect(match.getByRole('heading', { name: applyText.howYouMatch })).toBeVisible();
  await expect(match).toContainText(applyText.previewNote);
  await expect(match.getByRole('list', { name: applyText.matchedSkills })).toContainText(shown!);
  await expect(
    match.getByRole('list', { name: applyText.factors }).getByRole('listitem').first(),
  ).toContainText('% fit');
  const preview = Number(await match.getByRole('meter').getAttribute('aria-valuenow'));
  expect(preview).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, 'apply-detail-before');

  await page.getByRole('button', { name: applyText.applyNow }).click();
  await confirmApply(page);
  await expect(toast(page, applicationMessages.applied)).toBeVisible();
  const header = page.getByRole('article').locator('header');
  await expect(header.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: applyText.applyNow })).toHaveCount(0);
  await expect(match).toContainText(applyText.appliedNote);
  const mine = await request.get('/api/applications/my', { headers: auth(seeker.token) });
  const [application] = (await mine.json()) as { matchScore: number }[];
  await expect(match.getByRole('meter')).toHaveAttribute('aria-valuenow', String(application!.matchScore));
  await screenshotBoth(page, 'apply-detail-after');
  await darkScreenshot(page, 'apply-detail-after-dark');

  // From the list: the card's button applies without opening the job.
  await page.goto(`/find-jobs?q=${encodeURIComponent(second.title)}`);
  const card = page.getByTestId('job-card').filter({ has: page.locator(`a[href="/job/${second._id}"]`) });
  const firstCard = page.getByTestId('job-card').filter({ has: page.locator(`a[href="/job/${first._id}"]`) });
  await expect(card.getByRole('button', { name: applyText.applyNow })).toBeVisible();
  if ((await firstCard.count()) > 0)
    await expect(firstCard.getByText('Applied', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'apply-find-jobs-grid');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(card).toHaveAttribute('data-view', 'list');
  await screenshotBoth(page, 'apply-find-jobs-list');

  await card.getByRole('button', { name: applyText.applyNow }).click();
  await confirmApply(page);
  await expect(toast(page, applicationMessages.applied)).toBeVisible();
  await expect(page).toHaveURL(/\/find-jobs/);
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: applyText.applyNow })).toHaveCount(0);
  await screenshotBoth(page, 'apply-find-jobs-applied');
  await darkScreenshot(page, 'apply-find-jobs-applied-dark');

  // Both applications are on the Applications screen.
  await page.goto('/applications');
  await expect(page.getByText(first.title).first()).toBeVisible();
  await expect(page.getByText(second.title).first()).toBeVisible();
  const both = await request.get('/api/applications/my', { headers: auth(seeker.token) });
  expect(((await both.json()) as { job: { _id: string } }[]).map((a) => a.job._id).sort()).toEqual(
    [first._id, second._id].sort(),
  );
});
