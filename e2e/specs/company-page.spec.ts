import { expect, test, type Page } from '@playwright/test';
import { companyPageText, companyProfileText, profileMessages } from '@hireloop/shared';
import { signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { auth, postJob } from '../support/fixtures';
import { screenshotBoth } from '../support/screens';

/**
 * Company pages (issue 17, item 4): the employer fills the company page's fields, a visitor follows
 * the company name from a job card, a job seeker from the job page, and an unknown company is not
 * found. docs/decisions/0021-company-pages.md.
 */

/** The same screen in the dark theme, for people to look at. */
async function darkScreenshot(page: Page, name: string) {
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await screenshotBoth(page, name);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** A word no demo job has, so that a search finds only this test's jobs. */
const rareWord = () =>
  `Zorb${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('the employer fills the company page, a visitor and a job seeker follow the company name to it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const word = rareWord();
  const employer = await createAccount(request, { role: 'employer', name: 'Nadia Rahman' });
  const me = (await (await request.get('/api/auth/me', { headers: auth(employer.token) })).json()) as {
    user: { _id: string };
  };
  const companyId = me.user._id;
  const older = await postJob(request, employer.token, `${word} Warehouse Lead`);
  await postJob(request, employer.token, `${word} Forklift Operator`);
  const closed = await postJob(request, employer.token, `${word} Night Supervisor`);
  const res = await request.patch(`/api/jobs/${closed}/toggle-close`, { headers: auth(employer.token) });
  expect(res.status()).toBe(200);

  // The employer fills the new fields of the company profile.
  await signIn(page, employer.email, employer.password);
  await page.goto('/company-profile');
  await page.getByRole('button', { name: companyProfileText.editProfile }).click();
  await page.getByLabel(/^Company Name/).fill(`${word} Logistics`);
  await page
    .getByLabel(companyProfileText.companyDescription)
    .fill(
      'We run same-day delivery for 400 shops across South India.\n\nSmall teams, real ownership, and a warehouse floor that is proud of its safety record.',
    );
  await page.getByLabel(companyPageText.website).fill('shipfast');
  await page.getByRole('button', { name: companyProfileText.save }).click();
  await expect(page.getByText(/starting with http:\/\/ or https:\/\//)).toBeVisible();
  await page.getByLabel(companyPageText.website).fill('https://www.shipfast-logistics.in');
  await page.getByLabel(companyPageText.size).selectOption('51-200');
  await page.getByLabel(companyPageText.locations).fill('Chennai, Bangalore, Coimbatore');
  await page.getByRole('button', { name: companyProfileText.save }).click();
  await expect(page.getByText(profileMessages.companyProfileUpdated)).toBeVisible();
  await expect(page.getByTestId('company-locations')).toHaveText('Chennai, Bangalore, Coimbatore');
  await screenshotBoth(page, 'company-profile-with-page-fields');

  // "How candidates see you" opens the page in the employer's own frame.
  await page.getByRole('link', { name: companyPageText.viewCompanyPage }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${companyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${word} Logistics` })).toBeVisible();

  // A visitor finds a job, and the company name on its card opens the company page.
  const visitor = await browser.newPage();
  await visitor.goto(`/find-jobs?q=${word}`);
  const card = visitor.getByTestId('job-card').filter({ hasText: `${word} Warehouse Lead` });
  await card.getByTestId('job-card-company').click();
  await expect(visitor).toHaveURL(new RegExp(`/company/${companyId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: `${word} Logistics` })).toBeVisible();
  await expect(visitor.getByTestId('company-about')).toContainText('same-day delivery');
  await expect(visitor.getByText('51-200 employees').first()).toBeVisible();
  await expect(visitor.getByText('Chennai, Bangalore, Coimbatore')).toBeVisible();
  await expect(visitor.getByRole('link', { name: /shipfast-logistics\.in/ }).first()).toHaveAttribute(
    'href',
    'https://www.shipfast-logistics.in',
  );
  // Open jobs only, newest first; the closed one is not there.
  const jobs = visitor.getByTestId('company-jobs').getByRole('heading', { level: 2 });
  await expect(jobs).toHaveText([`${word} Forklift Operator`, `${word} Warehouse Lead`]);
  await expect(visitor.getByText(`${word} Night Supervisor`)).toHaveCount(0);
  await expect(visitor.getByText(employer.email)).toHaveCount(0);
  await screenshotBoth(visitor, 'company-page');
  await darkScreenshot(visitor, 'company-page-dark');
  await visitor.close();

  // A signed-in job seeker opens the job, and the company name there opens the page too.
  const seeker = await createAccount(request, { role: 'jobseeker', kyc: true, name: 'Kiran Das' });
  const seekerPage = await browser.newPage();
  await signIn(seekerPage, seeker.email, seeker.password);
  await seekerPage.goto(`/job/${older}`);
  await expect(seekerPage.getByRole('heading', { level: 1, name: `${word} Warehouse Lead` })).toBeVisible();
  await seekerPage.getByTestId('job-company').click();
  await expect(seekerPage).toHaveURL(new RegExp(`/company/${companyId}$`));
  await expect(seekerPage.getByRole('heading', { level: 1, name: `${word} Logistics` })).toBeVisible();
  await expect(seekerPage.getByTestId('company-jobs').getByTestId('job-card')).toHaveCount(2);
  await screenshotBoth(seekerPage, 'company-page-job-seeker');
  await seekerPage.close();
});

test('a company with more open jobs than a page shows 20 and the rest with Show more jobs', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const word = rareWord();
  const employer = await createAccount(request, { role: 'employer', name: 'Meera Iyer' });
  const me = (await (await request.get('/api/auth/me', { headers: auth(employer.token) })).json()) as {
    user: { _id: string };
  };
  const titles = ['Picker', 'Packer', 'Loader', 'Driver', 'Dispatcher', 'Planner'];
  for (let i = 0; i < 23; i += 1) {
    await postJob(request, employer.token, `${word} ${titles[i % titles.length]} ${i + 1}`, {
      description: 'Move parcels safely and on time. '.repeat(300),
    });
  }
  // The answer carries summaries: no description of 9,900 characters on any card.
  const first = await request.get(`/api/companies/${me.user._id}`);
  const body = (await first.json()) as { jobs: object[]; total: number; nextCursor: string | null };
  expect(body.jobs).toHaveLength(20);
  expect(body.total).toBe(23);
  expect(body.nextCursor).not.toBeNull();
  expect(JSON.stringify(body)).not.toContain('Move parcels');

  await page.goto(`/company/${me.user._id}`);
  const cards = page.getByTestId('company-jobs').getByTestId('job-card');
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('company-open-jobs-count')).toHaveText(companyPageText.openJobsCount(23));
  await expect(page.getByTestId('company-jobs-shown')).toHaveText(companyPageText.showingJobs(20, 23));
  const more = page.getByRole('button', { name: companyPageText.showMoreJobs });
  await expect(more).toBeVisible();
  await screenshotBoth(page, 'company-page-show-more');

  // At 375 px the button spans the column and loads the rest.
  await page.setViewportSize({ width: 375, height: 812 });
  await more.click();
  await expect(cards).toHaveCount(23);
  await expect(more).toHaveCount(0);
  await expect(page.getByTestId('company-jobs-shown')).toHaveCount(0);
  await expect(cards.last().getByRole('heading')).toHaveText(`${word} Picker 1`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotBoth(page, 'company-page-all-jobs');
});

test('an unknown company shows the not-found screen', async ({ page }) => {
  await page.goto('/company/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: companyPageText.notFoundTitle })).toBeVisible();
  await expect(page.getByText(companyPageText.notFoundText)).toBeVisible();
  await screenshotBoth(page, 'company-page-not-found');
  await page.getByRole('link', { name: companyPageText.browseJobs }).click();
  await expect(page).toHaveURL(/\/find-jobs$/);
});
