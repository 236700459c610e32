import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/accounts';

/**
 * The route guards of docs/product.md 2.2, each with the account it is about. Nothing here changes an
 * account.
 */

test.describe('a visitor', () => {
  test('on an employer page goes to /login and, after signing in as an employer, back there', async ({
    page,
  }) => {
    await page.goto('/manage-jobs');
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email Address').fill(DEMO.employer);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/manage-jobs');
    await expect(page.getByRole('navigation', { name: 'Employer' })).toBeVisible();
  });

  test('on an employer page who signs in as a job seeker goes to the job seeker home', async ({ page }) => {
    await page.goto('/company-profile');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email Address').fill(DEMO.seekerWithKyc);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/find-jobs');
  });

  test('may search jobs on /find-jobs (docs/decisions/0004-visitors-on-job-search.md)', async ({ page }) => {
    await page.goto('/find-jobs');
    await expect(page).toHaveURL('/find-jobs');
    await expect(page.getByRole('heading', { name: 'Find Your Dream Job' })).toBeVisible();
  });

  for (const path of ['/saved-jobs', '/profile', '/applications', '/jobseeker-kyc']) {
    test(`on the job seeker page ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    });
  }

  test('on /job/{id} goes to /login', async ({ page, request }) => {
    const res = await request.get('/api/jobs');
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { jobs?: { _id: string }[] } | { _id: string }[];
    const jobs = Array.isArray(body) ? body : (body.jobs ?? []);
    expect(jobs.length).toBeGreaterThan(0);

    await page.goto(`/job/${jobs[0]!._id}`);
    await expect(page).toHaveURL('/login');
  });

  test('on an unknown path goes to /', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL('/');
    await page.goto('/pricing');
    await expect(page).toHaveURL('/');
  });

  test('may see every public page', async ({ page }) => {
    for (const path of ['/', '/login', '/signup/jobseeker', '/signup/employer', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });
});

test.describe('a job seeker with the identity check', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.seekerWithKyc);
    await expect(page).toHaveURL('/find-jobs');
  });

  test('on an employer page goes to /find-jobs', async ({ page }) => {
    for (const path of [
      '/employer-dashboard',
      '/post-job',
      '/manage-jobs',
      '/applicants',
      '/company-profile',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/find-jobs');
    }
  });

  test('on /jobseeker-kyc goes to /find-jobs', async ({ page }) => {
    await page.goto('/jobseeker-kyc');
    await expect(page).toHaveURL('/find-jobs');
  });

  test('on a public page goes to /find-jobs, / included', async ({ page }) => {
    for (const path of ['/login', '/signup/jobseeker', '/forgot-password', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL('/find-jobs');
    }
  });

  test('reaches the job seeker pages', async ({ page }) => {
    for (const path of ['/saved-jobs', '/profile', '/applications']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });
});

test.describe('a job seeker without the identity check', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.seekerWithoutKyc);
    await expect(page).toHaveURL('/jobseeker-kyc');
  });

  test('on a job seeker page goes to /jobseeker-kyc', async ({ page }) => {
    for (const path of ['/find-jobs', '/saved-jobs', '/profile', '/applications', '/job/any-id']) {
      await page.goto(path);
      await expect(page).toHaveURL('/jobseeker-kyc');
    }
  });

  test('on /login goes to /jobseeker-kyc but stays on /', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/jobseeker-kyc');
    await page.goto('/');
    await expect(page).toHaveURL('/');
    // The landing page shows the signed-in user menu, not Login.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Arjun', exact: true })).toBeVisible();
  });

  test('on an employer page goes to /find-jobs and from there to /jobseeker-kyc', async ({ page }) => {
    await page.goto('/employer-dashboard');
    await expect(page).toHaveURL('/jobseeker-kyc');
  });
});

test.describe('an employer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.employer);
    await expect(page).toHaveURL('/employer-dashboard');
  });

  test('on a job seeker page goes to /employer-dashboard', async ({ page }) => {
    const jobSeekerPages = [
      '/find-jobs',
      '/saved-jobs',
      '/profile',
      '/applications',
      '/jobseeker-kyc',
      '/job/x',
    ];
    for (const path of jobSeekerPages) {
      await page.goto(path);
      await expect(page).toHaveURL('/employer-dashboard');
    }
  });

  test('on a public page goes to /employer-dashboard', async ({ page }) => {
    for (const path of ['/login', '/signup/employer', '/forgot-password', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL('/employer-dashboard');
    }
  });

  test('reaches every employer page', async ({ page }) => {
    for (const path of ['/post-job', '/manage-jobs', '/company-profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });
});
