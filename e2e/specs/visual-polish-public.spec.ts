import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  applyText,
  howItWorksText,
  jobSearchText,
  matchTotalNote,
  myApplicationsText,
  navText,
  savedJobsText,
  type Job,
  type JobSearchResult,
  type MatchResult,
} from '@hireloop/shared';
import { signIn, uniqueEmail } from '../support/accounts';
import { createAccount, type TestAccount } from '../support/api-accounts';
import { waitForApp } from '../support/app-ready';
import { SCREENSHOT_DIR } from '../support/env';
import { screenshotBoth } from '../support/screens';
import { auth } from '../support/fixtures';

/**
 * Layout and wording defects of the public and job seeker screens, each measured in the browser:
 * rows of tiles, text that must fit its box, what sits above or beside what.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

async function useWidth(page: Page, width: 1280 | 375) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
}

/** A screenshot of what is on screen at the current width, for people to look at. */
async function screenshotView(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
}

async function resumePdf(name: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(`${name} - Resume`, {
    x: 50,
    y: 780,
    size: 22,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

async function uploadResume(request: APIRequestContext, seeker: TestAccount) {
  const res = await request.post('/api/user/resume', {
    headers: auth(seeker.token),
    multipart: {
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await resumePdf(seeker.name) },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** An open demo job with a few key skills. */
async function openJob(request: APIRequestContext): Promise<Job> {
  const res = await request.get('/api/jobs', { params: { keyword: 'react', pageSize: 50 } });
  expect(res.ok()).toBe(true);
  const { jobs } = (await res.json()) as JobSearchResult;
  const job = jobs.find((j) => !j.isClosed && j.keySkills.length >= 4);
  expect(job, 'an open React job with key skills').toBeDefined();
  return job!;
}

test.describe('landing page', () => {
  test('at 375 px every row of stat tiles is filled, and no tile is alone on its row', async ({ page }) => {
    await useWidth(page, 375);
    await page.goto('/');
    const list = page.getByRole('region', { name: 'HireLoop in numbers' }).getByRole('list');
    const tiles = list.getByRole('listitem');
    await expect(tiles).toHaveCount(5);
    const strip = await box(list);
    const rows = new Map<number, Box[]>();
    for (const tile of await tiles.all()) {
      const b = await box(tile);
      const row = [...rows.keys()].find((y) => Math.abs(y - b.y) < 2) ?? b.y;
      rows.set(row, [...(rows.get(row) ?? []), b]);
    }
    expect(rows.size).toBeGreaterThan(1);
    for (const row of rows.values()) {
      row.sort((a, b) => a.x - b.x);
      expect(row.length, 'tiles on the row').toBeGreaterThanOrEqual(2);
      expect(row[0]!.x).toBeCloseTo(strip.x, 0);
      const last = row.at(-1)!;
      expect(last.x + last.width).toBeCloseTo(strip.x + strip.width, 0);
    }
    // Each figure fits its tile.
    for (const tile of await tiles.all()) {
      expect(await tile.evaluate((li) => li.scrollWidth <= li.clientWidth)).toBe(true);
    }
    await list.scrollIntoViewIfNeeded();
    await screenshotView(page, 'polish-landing-stats');
    await screenshotBoth(page, 'polish-landing');
  });

  test('How It Works walks through the steps of both sides, with no video placeholder', async ({ page }) => {
    for (const width of [1280, 375] as const) {
      await useWidth(page, width);
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('button', { name: 'How It Works' }).click();
      const dialog = page.getByRole('dialog', { name: howItWorksText.title });
      const steps = dialog.getByTestId('how-it-works-step');
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
        howItWorksText.jobSeekerSteps.map((step) => step.title),
      );
      await expect(steps.first()).toContainText(howItWorksText.jobSeekerSteps[0].text);
      await expect(dialog).not.toContainText(/coming soon/i);
      await expect(dialog.locator('video, iframe')).toHaveCount(0);
      await screenshotView(page, 'polish-how-it-works-seekers');

      await dialog.getByRole('tab', { name: howItWorksText.employersTab }).click();
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
        howItWorksText.employerSteps.map((step) => step.title),
      );
      await expect(dialog).not.toContainText(/coming soon/i);
      await screenshotView(page, 'polish-how-it-works-employers');

      await page.evaluate(() => document.documentElement.classList.add('dark'));
      await screenshotView(page, 'polish-how-it-works-employers-dark');
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
      await dialog.getByRole('button', { name: howItWorksText.close }).click();
      await expect(dialog).toHaveCount(0);
    }
  });
});

test.describe('find jobs', () => {
  /** How wide the keyword box's placeholder is drawn in the box's own font, and the box's content width. */
  const placeholderFit = (input: Locator) =>
    input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        placeholder: el.placeholder,
        text: context.measureText(el.placeholder).width,
        content: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });

  test('the keyword placeholder is shown whole at 375 px, and in full at 1280 px', async ({ page }) => {
    await useWidth(page, 375);
    await page.goto('/find-jobs');
    await waitForApp(page);
    const input = page.getByRole('searchbox', { name: jobSearchText.keywordLabel });
    await expect(input).toHaveAttribute('placeholder', /\S/);
    // The box's own font draws the whole placeholder inside the box (it may change once React runs).
    await expect
      .poll(async () => {
        const fit = await placeholderFit(input);
        return fit.text <= fit.content ? 'fits' : `"${fit.placeholder}" ${fit.text} px > ${fit.content} px`;
      })
      .toBe('fits');
    await screenshotView(page, 'polish-find-jobs-placeholder');

    await useWidth(page, 1280);
    await expect(input).toHaveAttribute('placeholder', jobSearchText.keywordPlaceholder);
    const wide = await placeholderFit(input);
    expect(wide.text).toBeLessThanOrEqual(wide.content);
    await screenshotView(page, 'polish-find-jobs-placeholder');
  });
});

test.describe('job seeker screens', () => {
  test('How you match: skills and factors stack without a hole, and the total is explained', async ({
    page,
    request,
  }) => {
    const job = await openJob(request);
    const [shown, evidenced, listedOnly] = job.keySkills;
    const seeker = await createAccount(request, { kyc: true, name: 'Leela Nair' });
    const profile = await request.put('/api/user/profile', {
      headers: auth(seeker.token),
      data: {
        title: job.title,
        headline: `${job.title} who ships accessible products`,
        experience: '4 Years',
        location: job.location,
        skills: [shown, evidenced, listedOnly],
        employment: [
          {
            title: job.title,
            company: 'Pixel Labs',
            startDate: '2021-06',
            endDate: '',
            isCurrentJob: true,
            description: `Built product features with ${shown} and ${evidenced}; reviewed code.`,
          },
        ],
      },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    const matchRes = await request.get(`/api/applications/match/${job._id}`, { headers: auth(seeker.token) });
    expect(matchRes.ok(), await matchRes.text()).toBe(true);
    const { breakdown } = (await matchRes.json()) as MatchResult;
    const note = matchTotalNote(breakdown);
    expect(note).not.toBeNull();

    await signIn(page, seeker.email, seeker.password);
    await useWidth(page, 1280);
    await page.goto(`/job/${job._id}`);
    const card = page.getByTestId('job-match');
    await expect(card.getByRole('list', { name: applyText.factors })).toBeVisible();
    await expect(card.getByTestId('match-total-note')).toHaveText(note!);

    const skills = await box(card.getByTestId('match-skills'));
    const factorsTitle = await box(card.getByRole('heading', { name: applyText.factors }));
    const factors = await box(card.getByRole('list', { name: applyText.factors }));
    const cardBox = await box(card);
    // The factors follow the chips at full width, not beside them with empty space below the chips.
    const skillsBottom = skills.y + skills.height;
    expect(factorsTitle.y).toBeGreaterThanOrEqual(skillsBottom);
    expect(factorsTitle.y - skillsBottom).toBeLessThan(40);
    expect(factors.width).toBeGreaterThan(cardBox.width * 0.8);
    await card.scrollIntoViewIfNeeded();
    await screenshotView(page, 'polish-job-match');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await screenshotView(page, 'polish-job-match-dark');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await screenshotBoth(page, 'polish-job-detail');
  });

  test('a job card at 375 px keeps Apply Now inside the card, in the grid and in the list', async ({
    page,
    request,
  }) => {
    const seeker = await createAccount(request, { kyc: true });
    await signIn(page, seeker.email, seeker.password);
    await useWidth(page, 375);
    await page.goto('/find-jobs');
    for (const view of [jobSearchText.gridView, jobSearchText.listView]) {
      await page.getByRole('button', { name: view }).click();
      const card = page.getByTestId('job-card').first();
      const apply = card.getByRole('button', { name: applyText.applyNow });
      await expect(apply).toBeVisible();
      const [outer, button] = [await box(card), await box(apply)];
      // The card's padding is 20 px: the button ends where the text does, not on the border.
      expect(button.x + button.width, view).toBeLessThanOrEqual(outer.x + outer.width - 16);
    }
    await screenshotView(page, 'polish-find-jobs-card-apply');
  });

  test('Saved jobs: the bookmark in the top bar shows it is the current page', async ({ page, request }) => {
    const seeker = await createAccount(request, { kyc: true });
    await signIn(page, seeker.email, seeker.password);
    await useWidth(page, 1280);
    await page.goto('/find-jobs');
    const bookmark = page.getByRole('link', { name: navText.savedJobs });
    await expect(bookmark).not.toHaveAttribute('aria-current');
    const idle = await bookmark.evaluate((el) => getComputedStyle(el).backgroundColor);

    await bookmark.click();
    await expect(page.getByRole('heading', { name: savedJobsText.title })).toBeVisible();
    await expect(bookmark).toHaveAttribute('aria-current', 'page');
    await page.mouse.move(0, 400);
    const active = await bookmark.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(active).not.toBe(idle);
    expect(active).not.toBe('rgba(0, 0, 0, 0)');
    await screenshotView(page, 'polish-saved-jobs-nav');
    await useWidth(page, 375);
    await screenshotView(page, 'polish-saved-jobs-nav');
  });

  test('My Applications at 1280 px: the history runs under the job across the card, beside a logo', async ({
    page,
    request,
  }) => {
    const job = await openJob(request);
    const seeker = await createAccount(request, { kyc: true });
    await uploadResume(request, seeker);
    const applied = await request.post(`/api/applications/${job._id}`, { headers: auth(seeker.token) });
    expect(applied.status(), await applied.text()).toBe(201);

    await signIn(page, seeker.email, seeker.password);
    await useWidth(page, 1280);
    await page.goto('/applications');
    const card = page.getByRole('article', { name: job.title });
    const history = card.getByTestId('application-history');
    await expect(history.getByText(myApplicationsText.youApplied)).toBeVisible();
    await expect(card.locator('img, [data-testid="company-logo-placeholder"]').first()).toBeVisible();

    const cardBox = await box(card);
    const title = await box(card.getByRole('heading', { level: 2 }));
    const historyBox = await box(history);
    // Under the job, across the card: no side column half empty beside a one-entry history.
    expect(historyBox.y).toBeGreaterThan(title.y + title.height);
    expect(historyBox.width).toBeGreaterThan(cardBox.width * 0.85);
    await screenshotBoth(page, 'polish-applications');
  });
});

test.describe('sign-up', () => {
  test('the job seeker form shows "code sent" above the resend line', async ({ page }) => {
    await useWidth(page, 1280);
    await page.goto('/signup/jobseeker');
    await page.getByLabel(/Email Address/).fill(uniqueEmail('polish'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const notice = page.getByRole('status').filter({ hasText: /sent/i });
    await expect(notice).toBeVisible();
    const resend = page.getByText(/Didn.t get the code\?/);
    const code = page.getByLabel(/Verification Code/);
    const noticeBox = await box(notice);
    expect(noticeBox.y).toBeGreaterThan((await box(code)).y);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual((await box(resend)).y);
    await screenshotBoth(page, 'polish-signup-otp-sent');
  });

  test('the employer sign-up has the job seeker layout: form and panel side by side from 1024 px', async ({
    page,
  }) => {
    await useWidth(page, 1280);
    await page.goto('/signup/employer');
    const form = page.locator('form');
    const card = page.locator('main div', { has: page.getByRole('heading', { level: 1 }) }).last();
    const panel = page.locator('main aside');
    await expect(form).toBeVisible();
    await expect(panel).toBeVisible();
    const wide = { card: await box(card), panel: await box(panel) };
    expect(wide.panel.x + wide.panel.width).toBeLessThanOrEqual(wide.card.x);
    expect(Math.abs(wide.panel.y - wide.card.y)).toBeLessThan(4);
    await screenshotView(page, 'polish-employer-signup');

    await useWidth(page, 375);
    const narrow = { card: await box(card), panel: await box(panel) };
    expect(narrow.card.y + narrow.card.height).toBeLessThanOrEqual(narrow.panel.y);
    expect(narrow.card.width).toBeCloseTo(narrow.panel.width, 0);
    await screenshotBoth(page, 'polish-employer-signup');
  });
});
