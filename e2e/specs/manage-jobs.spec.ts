import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { jobMessages, manageJobsText, postJobText } from '@hireloop/shared';
import { signIn, uniqueEmail } from '../support/accounts';
import { waitForOtp } from '../support/mail';
import { screenshotBoth } from '../support/screens';

/**
 * The employer's job screens (docs/product.md 2.19 and 2.20), each test as a NEW employer made through the
 * API, so the demo employer's listings stay as they are.
 */

const PASSWORD = 'Password1';

async function newEmployer(request: APIRequestContext, companyName: string) {
  const email = uniqueEmail('emp');
  const sent = await request.post('/api/auth/send-otp', { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await waitForOtp(email);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const registered = await request.post('/api/auth/register', {
    data: {
      email,
      name: 'Morgan Hale',
      password: PASSWORD,
      role: 'employer',
      companyName,
      verificationToken,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  return { email, token };
}

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** The titles in the table, top to bottom. */
async function tableTitles(page: Page): Promise<string[]> {
  return page.locator('tbody tr td:first-child p:first-child').allTextContents();
}

test('an employer posts, previews, edits, closes, reopens and deletes a job', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email } = await newEmployer(request, 'Northwind Labs');
  await signIn(page, email, PASSWORD);

  // No jobs at all: the first-job invitation.
  await page.goto('/manage-jobs');
  await expect(page.getByRole('heading', { name: manageJobsText.noJobs })).toBeVisible();
  await expect(page.getByText(manageJobsText.firstJobText)).toBeVisible();
  await screenshotBoth(page, 'manage-jobs-empty');
  await page.getByRole('main').getByRole('link', { name: manageJobsText.postNewJob }).last().click();

  // The empty form: the company comes from the employer's account.
  await expect(page).toHaveURL('/post-job');
  await expect(page.getByRole('heading', { name: postJobText.newTitle })).toBeVisible();
  await expect(page.getByLabel(/^Company Name/)).toHaveValue('Northwind Labs');
  await screenshotBoth(page, 'post-job-empty');

  // Validation messages first.
  await page.getByRole('button', { name: postJobText.publish }).click();
  for (const message of [
    jobMessages.titleRequired,
    jobMessages.descriptionRequired,
    jobMessages.requirementsRequired,
    jobMessages.salaryBothRequired,
    jobMessages.experienceRequired,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Minimum salary').fill('150000');
  await page.getByLabel('Maximum salary').fill('90000');
  await page.getByRole('button', { name: postJobText.publish }).click();
  await expect(page.getByText(jobMessages.salaryOrder)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, 'post-job-errors');

  // A valid job.
  await page.getByLabel(/^Job Title/).fill('Staff Platform Engineer');
  await expect(page.getByText(jobMessages.titleRequired)).toBeHidden();
  await page.getByLabel(/^Location/).fill('Seattle, WA');
  await page.getByLabel(/^Job Type/).selectOption('Full-Time');
  await page.getByLabel(/^Category/).selectOption('Engineering');
  await page.getByLabel(/^Number of Openings/).fill('2');
  await page.getByLabel('Minimum salary').fill('90000');
  await page.getByLabel('Maximum salary').fill('140000');
  await page.getByLabel('Minimum experience').fill('5');
  await page.getByLabel('Maximum experience').fill('10');
  await page
    .getByLabel(/^Job Description/)
    .fill('Lead the platform team that runs our build, deploy and observability stack.');
  await page.getByLabel(/^Requirements/).fill('Deep Kubernetes experience.\nStrong Go or TypeScript.');
  const skills = page.getByRole('textbox', { name: 'Key Skills' });
  for (const skill of ['Kubernetes', ' Go ', 'go', 'TypeScript']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Key skills' }).getByRole('listitem')).toHaveText([
    'Kubernetes',
    'Go',
    'TypeScript',
  ]);
  await page.getByLabel(/^Industry/).selectOption('IT');
  await page.getByLabel(/^Department/).selectOption('Engineering');
  await page.getByLabel(/^Employment Type/).selectOption('Full Time');
  await page.getByLabel(/^Education/).selectOption('B.Tech');

  // Preview as a job seeker sees it.
  await page.getByRole('button', { name: postJobText.preview }).first().click();
  const preview = page.getByRole('article', { name: 'Job preview' });
  await expect(preview.getByRole('heading', { name: 'Staff Platform Engineer' })).toBeVisible();
  await expect(preview.getByText('$90,000 - $140,000 per year')).toBeVisible();
  await expect(preview.getByText('5 - 10 years')).toBeVisible();
  await screenshotBoth(page, 'post-job-preview');
  await page.getByRole('button', { name: postJobText.backToEdit }).first().click();
  await expect(page.getByLabel(/^Job Title/)).toHaveValue('Staff Platform Engineer');

  await page.getByRole('button', { name: postJobText.publish }).click();
  await expect(page.getByText(jobMessages.posted)).toBeVisible();
  await expect(page).toHaveURL('/manage-jobs');
  await expect(page.getByText('Showing 1 of 1 jobs')).toBeVisible();
  const row = rowOf(page, 'Staff Platform Engineer');
  await expect(row.getByText(manageJobsText.statusActive)).toBeVisible();
  await screenshotBoth(page, 'manage-jobs-table');

  // Edit: the job arrives in navigation state.
  await page.getByRole('button', { name: 'Edit Staff Platform Engineer' }).click();
  await expect(page).toHaveURL('/post-job');
  await expect(page.getByRole('heading', { name: postJobText.editTitle })).toBeVisible();
  await expect(page.getByLabel(/^Job Title/)).toHaveValue('Staff Platform Engineer');
  await expect(page.getByLabel('Maximum salary')).toHaveValue('140000');
  await expect(page.getByRole('button', { name: 'Remove Kubernetes' })).toBeVisible();
  await screenshotBoth(page, 'post-job-edit');
  await page.getByLabel(/^Job Title/).fill('Principal Platform Engineer');
  await page.getByRole('button', { name: postJobText.update }).click();
  await expect(page.getByText(jobMessages.updated)).toBeVisible();
  await expect(page).toHaveURL('/manage-jobs');
  const edited = rowOf(page, 'Principal Platform Engineer');
  await expect(edited).toBeVisible();

  // Close and reopen.
  await edited.getByRole('button', { name: manageJobsText.close }).click();
  await expect(edited.getByText(manageJobsText.statusClosed)).toBeVisible();
  await edited.getByRole('button', { name: manageJobsText.activate }).click();
  await expect(edited.getByText(manageJobsText.statusActive)).toBeVisible();
  await expect(edited.getByRole('button', { name: manageJobsText.close })).toBeVisible();

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Delete Principal Platform Engineer' }).click();
  const dialog = page.getByRole('alertdialog', { name: manageJobsText.deleteTitle });
  await expect(dialog).toBeVisible();
  await screenshotBoth(page, 'manage-jobs-delete-confirm');
  await dialog.getByRole('button', { name: manageJobsText.deleteConfirm }).click();
  await expect(page.getByText(jobMessages.deleted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: manageJobsText.noJobs })).toBeVisible();
});

test('the jobs table sorts by title both ways and pages 8 at a time', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, token } = await newEmployer(request, 'Sortwell Inc');
  const titles = [
    'Analyst',
    'Backend Engineer',
    'Cloud Architect',
    'Data Scientist',
    'Engineering Manager',
    'Frontend Developer',
    'Growth Marketer',
    'HR Partner',
    'iOS Developer',
    'Java Developer',
    'Kotlin Developer',
  ];
  for (const title of titles) {
    const res = await request.post('/api/jobs', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title,
        companyName: 'Sortwell Inc',
        location: 'Remote',
        description: `The ${title} role.`,
        requirements: 'Curiosity.',
        salaryMin: 60000,
        salaryMax: 90000,
        experienceMin: 1,
        experienceMax: 4,
        openings: 1,
        keySkills: ['Teamwork'],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signIn(page, email, PASSWORD);

  // Hold the first page back long enough to see the skeleton rows.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/jobs/get-jobs-employer**',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/manage-jobs');
  await expect(page.locator('[data-testid="job-skeleton-row"]')).toHaveCount(5);
  await screenshotBoth(page, 'manage-jobs-loading');
  release();

  await expect(page.getByText('Showing 8 of 11 jobs')).toBeVisible();
  // Newest first by default.
  expect((await tableTitles(page))[0]).toBe('Kotlin Developer');

  const titleHeader = page.getByRole('columnheader', { name: manageJobsText.columnTitle });
  await page.getByRole('button', { name: manageJobsText.columnTitle }).click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => tableTitles(page)).toEqual(titles.slice(0, 8));

  await page.getByRole('button', { name: manageJobsText.columnTitle }).click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => tableTitles(page)).toEqual([...titles].reverse().slice(0, 8));

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: manageJobsText.previous })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 3 of 11 jobs')).toBeVisible();
  await expect.poll(() => tableTitles(page)).toEqual(['Cloud Architect', 'Backend Engineer', 'Analyst']);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: manageJobsText.next })).toBeDisabled();
  await pagination.getByRole('button', { name: manageJobsText.previous }).click();
  await expect(page.getByText('Showing 8 of 11 jobs')).toBeVisible();
  await screenshotBoth(page, 'manage-jobs-paged');

  // Server-side search and the status filter.
  await page.getByPlaceholder(manageJobsText.searchPlaceholder).fill('developer');
  await expect(page.getByText('Showing 4 of 4 jobs')).toBeVisible();
  await page.getByRole('button', { name: manageJobsText.statusClosed, exact: true }).click();
  await expect(page.getByRole('heading', { name: manageJobsText.noJobs })).toBeVisible();
  await expect(page.getByText(manageJobsText.noJobsFiltered)).toBeVisible();
  await screenshotBoth(page, 'manage-jobs-no-match');
  await page.getByRole('button', { name: manageJobsText.clearFilters }).click();
  await expect(page.getByText('Showing 8 of 11 jobs')).toBeVisible();
});
