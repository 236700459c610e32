import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  jobMessages,
  jobSearchText,
  jobSortLabels,
  POPULAR_SEARCHES,
  postedWithinLabels,
  workModeLabels,
  type Job,
  type JobSearchResult,
} from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { SCREENSHOT_DIR } from '../support/env';

/** Search that finds what people mean (issue 12): shortcuts, examples, sort and the new filters. */

const cards = (page: Page) => page.getByTestId('job-card');
const jobsCount = (page: Page) => page.getByTestId('jobs-count');
const sidebar = (page: Page) => page.getByRole('complementary', { name: jobSearchText.filters });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: jobSearchText.sortBy });

async function apiSearch(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<JobSearchResult> {
  const res = await request.get('/api/jobs', { params: { pageSize: '100', ...query } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as JobSearchResult;
}

const textOf = (job: Job) =>
  [job.title, job.keySkills.join(' '), job.description, job.requirements, job.category].join(' ');

/** The first card's job page, to compare an order with the API's. */
async function firstCardPath(page: Page): Promise<string | null> {
  return cards(page).first().getByRole('link').first().getAttribute('href');
}

/** The screen in the light and the dark theme; the whole page, or what the window shows (an overlay). */
async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-dark.png`), fullPage });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test.describe('the landing page', () => {
  test('each popular search lands on a list of jobs', async ({ page }) => {
    for (const label of POPULAR_SEARCHES) {
      await page.goto('/');
      await page.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`/find-jobs?${new URLSearchParams({ q: label }).toString()}`);
      await expect(cards(page).first(), label).toBeVisible();
      await expect(page.getByText(jobMessages.noJobsTitle)).toHaveCount(0);
    }
  });
});

test.describe('keywords as people type them', () => {
  test('Node.js typed in the keyword box finds the Node.js jobs', async ({ page, request }) => {
    await page.goto('/find-jobs');
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel(jobSearchText.keywordLabel).fill('Node.js');
    await page.getByRole('button', { name: jobSearchText.searchJobs }).click();
    await expect(page).toHaveURL('/find-jobs?q=Node.js');
    const found = await apiSearch(request, { keyword: 'Node.js' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.matched).toBe('all');
    for (const job of found.jobs) expect(textOf(job)).toMatch(/node/i);
    await expect(jobsCount(page)).toHaveText(`Showing ${found.total} jobs`);
    await expect(cards(page).first()).toContainText(/node/i);
  });

  for (const [query, meaning] of [
    ['node', /node/i],
    ['nodejs', /node/i],
    ['sde', /developer|engineer/i],
    ['software', /developer|engineer|software/i],
    ['golang', /\bgo\b|golang/i],
    ['ml', /machine learning|\bml\b/i],
    ['react.js', /react/i],
    // Front-end work: the frontend titles and the React, JavaScript and CSS jobs.
    ['front-end', /front[- ]?end|react|javascript|css/i],
    ['front end', /front[- ]?end|react|javascript|css/i],
  ] as const) {
    test(`${query} finds jobs that mean it`, async ({ page, request }) => {
      const found = await apiSearch(request, { keyword: query });
      expect(found.total).toBeGreaterThan(0);
      expect(found.jobs.filter((job) => meaning.test(textOf(job))).length).toBeGreaterThan(0);
      expect(meaning.test(textOf(found.jobs[0]!))).toBe(true);
      await page.goto(`/find-jobs?q=${encodeURIComponent(query)}`);
      await expect(jobsCount(page)).toHaveText(`Showing ${found.total} jobs`);
      await expect(cards(page).first()).toBeVisible();
    });
  }

  test('C++ is searched for, not dropped', async ({ page, request }) => {
    const all = await apiSearch(request, {});
    const found = await apiSearch(request, { keyword: 'C++' });
    expect(found.total).toBeLessThan(all.total);
    for (const job of found.jobs) expect(textOf(job)).toMatch(/c\+\+/i);
    await page.goto('/find-jobs?q=C%2B%2B');
    await expect(jobsCount(page)).toHaveText(`Showing ${found.total} jobs`);
  });

  test('"Remote Jobs" typed as keywords finds the remote jobs', async ({ page, request }) => {
    const found = await apiSearch(request, { keyword: 'Remote Jobs' });
    expect(found.total).toBeGreaterThan(0);
    for (const job of found.jobs) expect(`${job.type} ${job.location}`).toMatch(/remote/i);
    await page.goto('/find-jobs?q=Remote+Jobs');
    await expect(jobsCount(page)).toHaveText(`Showing ${found.total} jobs`);
  });
});

test.describe('places by any of their names', () => {
  test('Bengaluru finds what Bangalore finds', async ({ page, request }) => {
    const bangalore = await apiSearch(request, { location: 'Bangalore' });
    expect(bangalore.total).toBeGreaterThan(1);
    await page.goto('/find-jobs');
    await page.getByLabel(jobSearchText.locationLabel).fill('Bengaluru');
    await page.getByRole('button', { name: jobSearchText.searchJobs }).click();
    await expect(page).toHaveURL('/find-jobs?location=Bengaluru');
    await expect(jobsCount(page)).toHaveText(`Showing ${bangalore.total} jobs`);
  });

  for (const [alias, name] of [
    ['Bombay', 'Mumbai'],
    ['New Delhi', 'Delhi'],
  ] as const) {
    test(`${alias} finds what ${name} finds`, async ({ page, request }) => {
      const known = await apiSearch(request, { location: name });
      expect(known.total).toBeGreaterThan(0);
      await page.goto(`/find-jobs?location=${encodeURIComponent(alias)}`);
      await expect(jobsCount(page)).toHaveText(`Showing ${known.total} jobs`);
    });
  }

  test('Gurugram finds the Gurgaon jobs, and several places go together', async ({ page, request }) => {
    const gurgaon = await apiSearch(request, { location: 'Gurgaon' });
    expect(gurgaon.total).toBeGreaterThan(0);
    const gurugram = await apiSearch(request, { location: 'Gurugram' });
    expect(gurugram.total).toBe(gurgaon.total);
    await page.goto('/find-jobs?location=Gurugram');
    await expect(jobsCount(page)).toHaveText(`Showing ${gurgaon.total} jobs`);
    for (const card of await cards(page).all()) await expect(card).toContainText(/gurgaon|gurugram/i);

    const pune = await apiSearch(request, { location: 'Pune' });
    await page.goto('/find-jobs?location=Gurugram%2C+Pune');
    await expect(jobsCount(page)).toHaveText(`Showing ${gurgaon.total + pune.total} jobs`);
  });
});

test.describe('sort and the new filters', () => {
  test('on a wide screen: sort, date posted, work mode, experience; back restores them', async ({
    page,
    request,
  }) => {
    test.slow(); // a long story of searches; the machine may be shared
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/find-jobs?q=engineer');
    await expect(cards(page).first()).toBeVisible();
    await expect(sortSelect(page)).toHaveValue('relevance');
    await expect(sortSelect(page).getByRole('option')).toHaveText([
      jobSortLabels.relevance,
      jobSortLabels.newest,
      jobSortLabels.salary,
    ]);

    for (const sort of ['newest', 'salary'] as const) {
      await sortSelect(page).selectOption({ label: jobSortLabels[sort] });
      await expect(page).toHaveURL(`/find-jobs?q=engineer&sort=${sort}`);
      const sorted = await apiSearch(request, { keyword: 'engineer', sort, pageSize: '20' });
      await expect.poll(() => firstCardPath(page)).toBe(`/job/${sorted.jobs[0]!._id}`);
    }
    const bySalary = await apiSearch(request, { keyword: 'engineer', sort: 'salary', pageSize: '20' });
    const maxima = bySalary.jobs.map((job) => job.salaryMax);
    expect(maxima).toEqual([...maxima].sort((a, b) => b - a));

    const filters = sidebar(page);
    await filters.getByRole('radio', { name: postedWithinLabels['30'] }).check();
    await expect(page).toHaveURL('/find-jobs?q=engineer&posted=30&sort=salary');
    const recent = await apiSearch(request, { keyword: 'engineer', posted: '30' });
    await expect(jobsCount(page)).toHaveText(`Showing ${recent.total} jobs`);

    await filters
      .getByRole('group', { name: jobSearchText.workMode })
      .getByRole('checkbox', { name: workModeLabels.remote })
      .check();
    await expect(page).toHaveURL('/find-jobs?q=engineer&posted=30&workMode=remote&sort=salary');
    const remote = await apiSearch(request, { keyword: 'engineer', posted: '30', workMode: 'remote' });
    expect(remote.total).toBeGreaterThan(0);
    await expect(jobsCount(page)).toHaveText(`Showing ${remote.total} jobs`);
    for (const card of await cards(page).all()) await expect(card).toContainText(/remote/i);

    await filters.getByLabel(jobSearchText.experienceYears).fill('5');
    await filters.getByLabel(jobSearchText.experienceYears).press('Enter');
    await expect(page).toHaveURL('/find-jobs?q=engineer&experience=5&posted=30&workMode=remote&sort=salary');
    const seasoned = await apiSearch(request, {
      keyword: 'engineer',
      experience: '5',
      posted: '30',
      workMode: 'remote',
    });
    await expect(jobsCount(page)).toHaveText(`Showing ${seasoned.total} jobs`);
    for (const job of seasoned.jobs) {
      expect(job.experienceMin).toBeLessThanOrEqual(5);
      expect(job.experienceMax).toBeGreaterThanOrEqual(5);
    }

    await page.goBack();
    await expect(page).toHaveURL('/find-jobs?q=engineer&posted=30&workMode=remote&sort=salary');
    await expect(filters.getByLabel(jobSearchText.experienceYears)).toHaveValue('');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/find-jobs?q=engineer&sort=salary');
    await expect(filters.getByRole('radio', { name: postedWithinLabels.any })).toBeChecked();
    await page.goForward();
    await expect(filters.getByRole('radio', { name: postedWithinLabels['30'] })).toBeChecked();

    await filters.getByRole('button', { name: jobSearchText.clearAll }).click();
    await expect(page).toHaveURL('/find-jobs');
    await expect(sortSelect(page)).toHaveValue('relevance');
  });

  test('on a small screen, in the slide-over', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/find-jobs');
    await expect(cards(page).first()).toBeVisible();
    await expect(sortSelect(page)).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: jobSearchText.filters });
    await dialog.getByRole('radio', { name: postedWithinLabels['30'] }).check();
    await dialog
      .getByRole('group', { name: jobSearchText.workMode })
      .getByRole('checkbox', { name: workModeLabels.onsite })
      .check();
    await expect(page).toHaveURL('/find-jobs?posted=30&workMode=onsite');
    const onsite = await apiSearch(request, { posted: '30', workMode: 'onsite' });
    expect(onsite.total).toBeGreaterThan(0);
    await shoot(page, 'search-meaning-slide-over-375', false);
    await dialog.getByRole('button', { name: `Show ${onsite.total} jobs` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters 2$/ })).toBeVisible();
    await expect(jobsCount(page)).toHaveText(`Showing ${onsite.total} jobs`);
    for (const card of await cards(page).all()) await expect(card).not.toContainText(/remote/i);

    await sortSelect(page).selectOption({ label: jobSortLabels.newest });
    await expect(page).toHaveURL('/find-jobs?posted=30&workMode=onsite&sort=newest');
    const newest = await apiSearch(request, {
      posted: '30',
      workMode: 'onsite',
      sort: 'newest',
      pageSize: '20',
    });
    await expect.poll(() => firstCardPath(page)).toBe(`/job/${newest.jobs[0]!._id}`);
  });

  test('a signed-in job seeker can sort by best match', async ({ page }) => {
    await signIn(page, DEMO.seekerWithKyc);
    await page.goto('/find-jobs');
    await expect(cards(page).first()).toBeVisible();
    await sortSelect(page).selectOption({ label: jobSortLabels.match });
    await expect(page).toHaveURL('/find-jobs?sort=match');
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('the salary filter', () => {
  test('refuses a minimum above the maximum, at the inputs and at the API', async ({ page, request }) => {
    await page.goto('/find-jobs');
    await expect(cards(page).first()).toBeVisible();
    const filters = sidebar(page);
    await filters.getByLabel(jobSearchText.minSalary).fill('100000');
    await filters.getByLabel(jobSearchText.minSalary).press('Enter');
    await expect(page).toHaveURL('/find-jobs?minSalary=100000');
    await filters.getByLabel(jobSearchText.maxSalary).fill('50000');
    await filters.getByLabel(jobSearchText.maxSalary).press('Enter');
    await expect(filters.getByRole('alert')).toHaveText(jobMessages.salaryOrder);
    await expect(filters.getByLabel(jobSearchText.maxSalary)).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(800);
    await expect(page).toHaveURL('/find-jobs?minSalary=100000');

    const res = await request.get('/api/jobs', { params: { minSalary: '100000', maxSalary: '50000' } });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(jobMessages.salaryOrder);
  });
});

test.describe('a search that finds little', () => {
  test('says when the jobs match only some of the words', async ({ page, request }) => {
    const query = 'react developer underwater';
    const found = await apiSearch(request, { keyword: query });
    expect(found.matched).toBe('partial');
    expect(found.total).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/find-jobs?q=${encodeURIComponent(query)}`);
    const notice = page.getByRole('status', { name: jobSearchText.searchNotice });
    await expect(notice).toContainText(jobSearchText.partialMatches);
    await expect(cards(page).first()).toBeVisible();
    await shoot(page, 'search-meaning-partial-1280');
  });

  test('offers the spelling it probably meant and related searches, and runs them', async ({
    page,
    request,
  }) => {
    const found = await apiSearch(request, { keyword: 'kotln firebase' });
    expect(found.didYouMean).toBe('kotlin firebase');
    expect(found.related.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/find-jobs?q=kotln+firebase');
    const notice = page.getByRole('status', { name: jobSearchText.searchNotice });
    const related = notice.getByRole('list', { name: jobSearchText.relatedSearches });
    await expect(related.getByRole('link')).toHaveText(found.related);
    await shoot(page, 'search-meaning-did-you-mean-1280');

    await notice.getByRole('link', { name: 'kotlin firebase' }).click();
    await expect(page).toHaveURL('/find-jobs?q=kotlin+firebase');
    await expect(page.getByLabel(jobSearchText.keywordLabel)).toHaveValue('kotlin firebase');
    await expect(cards(page).first()).toBeVisible();

    await page.goBack();
    await notice.getByRole('link', { name: found.related[0]!, exact: true }).click();
    await expect(page.getByLabel(jobSearchText.keywordLabel)).toHaveValue(found.related[0]!);
    await expect(cards(page).first()).toBeVisible();
  });
});
