import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  formatExperienceRange,
  formatYearlyRange,
  jobMessages,
  jobSearchText,
  savedJobsText,
  SEARCH_DEBOUNCE_MS,
  type Job,
  type JobSearchResult,
} from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { SCREENSHOT_DIR } from '../support/env';
import { screenshotBoth } from '../support/screens';

/** The job seeker's job screens: search (docs/product.md 2.12), job detail (2.13) and saved jobs (2.14). */

const cards = (page: Page) => page.getByTestId('job-card');
const jobsCount = (page: Page) => page.getByTestId('jobs-count');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

async function apiSearch(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<JobSearchResult> {
  const res = await request.get('/api/jobs', { params: query });
  expect(res.ok()).toBe(true);
  return (await res.json()) as JobSearchResult;
}

/** The /job/{id} path a card links to. */
async function jobPathOf(card: Locator): Promise<string> {
  const href = await card.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/job\//);
  return href!;
}

const cardFor = (page: Page, jobPath: string) =>
  cards(page).filter({ has: page.locator(`a[href="${jobPath}"]`) });

test.describe('a visitor', () => {
  test('searches from the landing hero, filters by type with the debounce, reloads and goes back', async ({
    page,
    request,
  }) => {
    test.slow(); // a long story of searches; the machine may be shared
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Search jobs' });
    await hero.getByLabel('Job title, keywords or company').fill('react');
    await hero.getByLabel('Location').fill('Bangalore');
    await hero.getByRole('button', { name: 'Search Jobs' }).click();

    await expect(page).toHaveURL('/find-jobs?q=react&location=Bangalore');
    await expect(page.getByRole('heading', { name: jobSearchText.title })).toBeVisible();
    await expect(page.getByLabel(jobSearchText.keywordLabel)).toHaveValue('react');
    await expect(page.getByLabel(jobSearchText.locationLabel)).toHaveValue('Bangalore');
    const matching = await apiSearch(request, { keyword: 'react', location: 'Bangalore' });
    expect(matching.total).toBeGreaterThan(0);
    await expect(jobsCount(page)).toHaveText(`Showing ${matching.total} jobs`);
    await expect(cards(page)).toHaveCount(matching.jobs.length);
    for (const card of await cards(page).all()) {
      // The city under either of its names (issue 12: Bengaluru and Bangalore are one place).
      await expect(card).toContainText(/Bangalore|Bengaluru/);
      await expect(card).toContainText(/react/i);
    }
    // Visitors see no save buttons (docs/product.md 2.12 and section 6).
    await expect(page.getByRole('button', { name: jobSearchText.saveJob })).toHaveCount(0);

    // Ticking a type searches 500 ms later, through the URL.
    const fullTime = sidebar(page).getByRole('checkbox', { name: /^Full-Time/ });
    const filtered = await apiSearch(request, { keyword: 'react', location: 'Bangalore', type: 'Full-Time' });
    const ticked = Date.now();
    await fullTime.check();
    await expect(page).not.toHaveURL(/type=/);
    await page.waitForURL(/type=Full-Time/);
    expect(Date.now() - ticked).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    await expect(page).toHaveURL('/find-jobs?q=react&location=Bangalore&type=Full-Time');
    await expect(jobsCount(page)).toHaveText(`Showing ${filtered.total} jobs`);

    await page.reload();
    await expect(sidebar(page).getByRole('checkbox', { name: /^Full-Time/ })).toBeChecked();
    await expect(page.getByLabel(jobSearchText.keywordLabel)).toHaveValue('react');
    await expect(jobsCount(page)).toHaveText(`Showing ${filtered.total} jobs`);

    await page.goBack();
    await expect(page).toHaveURL('/find-jobs?q=react&location=Bangalore');
    await expect(sidebar(page).getByRole('checkbox', { name: /^Full-Time/ })).not.toBeChecked();
    await expect(jobsCount(page)).toHaveText(`Showing ${matching.total} jobs`);
  });

  test('changes several filters and the count follows; an empty result offers Clear All Filters', async ({
    page,
    request,
  }) => {
    test.slow(); // a long story of searches; the machine may be shared
    await page.goto('/find-jobs?q=react');
    const react = await apiSearch(request, { keyword: 'react' });
    await expect(jobsCount(page)).toHaveText(`Showing ${react.total} jobs`);
    // Facet counts next to each type.
    for (const [type, n] of Object.entries(react.facets.type)) {
      await expect(
        sidebar(page).getByRole('checkbox', { name: new RegExp(`^${type} \\(${n}\\)$`) }),
      ).toBeVisible();
    }

    await sidebar(page)
      .getByRole('checkbox', { name: /^Contract/ })
      .check();
    await sidebar(page)
      .getByRole('checkbox', { name: /^Part-Time/ })
      .check();
    await expect(page).toHaveURL('/find-jobs?q=react&type=Part-Time%2CContract');
    const both = await apiSearch(request, { keyword: 'react', type: 'Part-Time,Contract' });
    await expect(jobsCount(page)).toHaveText(`Showing ${both.total} jobs`);
    for (const card of await cards(page).all()) await expect(card).toContainText(/Part-Time|Contract/);

    // Salary: whole numbers on blur, summary in dollars.
    const min = sidebar(page).getByLabel(jobSearchText.minSalary);
    await min.fill('150000.7');
    await min.blur();
    await expect(min).toHaveValue('150000');
    await expect(sidebar(page).getByTestId('salary-summary')).toHaveText('From $150,000');
    await expect(page).toHaveURL(/minSalary=150000/);
    const paid = await apiSearch(request, {
      keyword: 'react',
      type: 'Part-Time,Contract',
      minSalary: '150000',
    });
    await expect(jobsCount(page)).toHaveText(`Showing ${paid.total} jobs`);

    // Nothing matches: the empty state, and Clear All Filters resets everything.
    await page.goto('/find-jobs?q=zzzzqqqxx');
    await expect(page.getByText(jobMessages.noJobsTitle)).toBeVisible();
    await expect(page.getByText(jobMessages.noJobsText)).toBeVisible();
    await expect(jobsCount(page)).toHaveText('Showing 0 jobs');
    await screenshotBoth(page, 'find-jobs-empty');
    await page.getByRole('button', { name: jobSearchText.clearAllFilters }).click();
    await expect(page).toHaveURL('/find-jobs');
    const all = await apiSearch(request, {});
    await expect(jobsCount(page)).toHaveText(`Showing ${all.total} jobs`);
  });

  test('a typo search finds React jobs, typed into the search header', async ({ page }) => {
    await page.goto('/find-jobs');
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel(jobSearchText.keywordLabel).fill('reactjs developr');
    await expect(page).toHaveURL('/find-jobs?q=reactjs+developr');
    await expect(cards(page).first()).toContainText(/React/);
    await expect(cards(page).first().getByRole('heading')).toContainText(/React/);
  });

  test('the top bar and the landing page parameters are read as the keyword', async ({ page }) => {
    await page.goto('/find-jobs?search=product+manager');
    await expect(page.getByLabel(jobSearchText.keywordLabel)).toHaveValue('product manager');
    await expect(cards(page).first()).toContainText(/Product Manager/i);
    await page.goto('/find-jobs?keyword=designer&location=Pune');
    await expect(page.getByLabel(jobSearchText.keywordLabel)).toHaveValue('designer');
    await expect(page.getByLabel(jobSearchText.locationLabel)).toHaveValue('Pune');
  });

  test('loads more jobs on scroll, and with the Load more button', async ({ page, request }) => {
    test.slow(); // a long story of searches; the machine may be shared
    const all = await apiSearch(request, {});
    expect(all.total).toBeGreaterThan(60);
    await page.goto('/find-jobs');
    await expect(cards(page)).toHaveCount(20);
    await screenshotBoth(page, 'find-jobs-visitor');
    await cards(page).nth(19).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(40);
    await expect(jobsCount(page)).toHaveText(`Showing ${all.total} jobs`);

    // Without IntersectionObserver the button is the way to more.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await page.reload();
    await expect(cards(page)).toHaveCount(20);
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(800);
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: jobSearchText.loadMore }).click();
    await expect(cards(page)).toHaveCount(40);
    await page.getByRole('button', { name: jobSearchText.loadMore }).click();
    await expect(cards(page)).toHaveCount(60);
  });

  test('opens the filters slide-over on a small screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/find-jobs');
    await expect(cards(page).first()).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: jobSearchText.filters });
    await expect(dialog).toBeVisible();
    // The job type Remote, not the work mode of the same name.
    await dialog
      .getByRole('group', { name: jobSearchText.jobType })
      .getByRole('checkbox', { name: /^Remote/ })
      .check();
    await expect(page).toHaveURL('/find-jobs?type=Remote');
    // Each section folds away and opens again.
    const category = dialog.getByRole('button', { name: /^Category/ });
    await category.click();
    await expect(dialog.getByRole('checkbox', { name: /^Engineering/ })).toBeHidden();
    await category.click();
    await expect(dialog.getByRole('checkbox', { name: /^Engineering/ })).toBeVisible();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'find-jobs-filters-375.png') });
    const remote = await apiSearch(request, { type: 'Remote' });
    await dialog.getByRole('button', { name: `Show ${remote.total} jobs` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters 1$/ })).toBeVisible();
    for (const card of await cards(page).all()) await expect(card).toContainText('Remote');
  });

  test('cannot open a job: the detail page sends them to /login', async ({ page }) => {
    await page.goto('/find-jobs');
    await cards(page).first().getByRole('heading').click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('the demo job seeker', () => {
  test('saves a job from the list, finds it in Saved Jobs and removes it there', async ({ page }) => {
    test.slow(); // a long story of searches; the machine may be shared
    await signIn(page, DEMO.seekerWithKyc);
    await expect(page).toHaveURL('/find-jobs');
    await expect(cards(page).first()).toBeVisible();
    await screenshotBoth(page, 'find-jobs-grid');
    await page.getByRole('button', { name: jobSearchText.listView }).click();
    await expect(cards(page).first()).toHaveAttribute('data-view', 'list');
    await screenshotBoth(page, 'find-jobs-list');
    await page.getByRole('button', { name: jobSearchText.gridView }).click();

    const unsaved = cards(page).filter({ has: page.getByRole('button', { name: jobSearchText.saveJob }) });
    const jobPath = await jobPathOf(unsaved.first());
    const card = cardFor(page, jobPath);
    const title = (await card.getByRole('heading').textContent())!.trim();

    await card.getByRole('button', { name: jobSearchText.saveJob }).click();
    await expect(page.getByText(jobMessages.saved)).toBeVisible();
    await expect(card.getByRole('button', { name: jobSearchText.unsaveJob })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('link', { name: 'Saved jobs' }).click();
    await expect(page).toHaveURL('/saved-jobs');
    await expect(page.getByRole('heading', { name: savedJobsText.title })).toBeVisible();
    const savedCard = cardFor(page, jobPath);
    await expect(savedCard).toContainText(title);
    await screenshotBoth(page, 'saved-jobs');
    await page.getByRole('button', { name: jobSearchText.listView }).click();
    await screenshotBoth(page, 'saved-jobs-list');

    await savedCard.getByRole('button', { name: jobSearchText.unsaveJob }).click();
    await expect(page.getByText(jobMessages.unsaved)).toBeVisible();
    await expect(savedCard).toHaveCount(0);

    // Back goes to the search it came from, where the job shows as not saved.
    await page.getByRole('button', { name: savedJobsText.back }).click();
    await expect(page).toHaveURL('/find-jobs');
    await expect(cardFor(page, jobPath).getByRole('button', { name: jobSearchText.saveJob })).toBeVisible();
  });

  test('opens a job from its card and sees every field of the detail', async ({ page, request }) => {
    await signIn(page, DEMO.seekerWithKyc);
    await expect(cards(page).first()).toBeVisible();
    const jobPath = await jobPathOf(cards(page).first());
    await cards(page).first().getByRole('heading').click();
    await expect(page).toHaveURL(jobPath);

    const res = await request.get(`/api${jobPath.replace('/job/', '/jobs/')}`);
    const job = (await res.json()) as Job;
    // The job itself, not the cards of similar jobs under it.
    const article = page.getByRole('article', { name: job.title, exact: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByTestId('job-company')).toHaveText(job.company.companyName);
    for (const text of [job.location, job.industry, job.department, job.employmentType]) {
      await expect(article.getByRole('listitem').filter({ hasText: text }).first()).toBeVisible();
    }
    await expect(article).toContainText(/Posted \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}/);
    await expect(page.getByTestId('job-compensation')).toHaveText(
      formatYearlyRange(job.salaryMin, job.salaryMax),
    );
    await expect(article.getByText('Competitive')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Experience Required' })).toBeVisible();
    await expect(page.getByTestId('job-experience')).toHaveText(
      formatExperienceRange(job.experienceMin, job.experienceMax),
    );
    await expect(page.getByRole('heading', { name: 'About This Role' })).toBeVisible();
    await expect(article).toContainText(job.description);
    await expect(page.getByRole('heading', { name: "What We're Looking For" })).toBeVisible();
    const lines = job.requirements.split('\n').filter((l) => l.trim());
    for (const line of lines) {
      await expect(article.getByRole('listitem').filter({ hasText: line.trim() }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Key Skills' })).toBeVisible();
    for (const skill of job.keySkills) {
      await expect(
        article.getByRole('list', { name: 'Key Skills' }).getByText(skill, { exact: true }),
      ).toBeVisible();
    }
    const saveButton = new RegExp(`^(${jobSearchText.saveJob}|${jobSearchText.unsaveJob})$`);
    await expect(article.getByRole('button', { name: saveButton })).toBeVisible();
    await screenshotBoth(page, 'job-detail');

    await page.getByRole('button', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL('/find-jobs');
  });

  test('sees a friendly not-found state for a job that does not exist', async ({ page }) => {
    await signIn(page, DEMO.seekerWithKyc);
    await page.goto('/job/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    await screenshotBoth(page, 'job-detail-not-found');
    await page.getByRole('link', { name: 'Back to Find Jobs' }).click();
    await expect(page).toHaveURL('/find-jobs');
  });
});

test('a new job seeker sees the empty saved-jobs state and browses jobs from it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { kyc: true, name: 'Nisha Verma' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/find-jobs');
  await page.goto('/saved-jobs');
  await expect(page.getByText(savedJobsText.emptyTitle)).toBeVisible();
  await expect(page.getByText(savedJobsText.emptyText)).toBeVisible();
  await screenshotBoth(page, 'saved-jobs-empty');
  await page.getByRole('link', { name: savedJobsText.browseJobs }).click();
  await expect(page).toHaveURL('/find-jobs');
  await expect(cards(page).first()).toBeVisible();
});
