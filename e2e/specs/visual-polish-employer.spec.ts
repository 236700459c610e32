import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { applicantsText, manageJobsText, navText } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { useWidth } from '../support/a11y';
import { createAccount } from '../support/api-accounts';
import { screenshotBoth } from '../support/screens';
import { auth, frontendEngineerProfile, postJob, resumePdf } from '../support/fixtures';

/**
 * The employer's screens look finished: the manage-jobs actions line up, counts read right, the
 * applicants list gives a title its room, the applicant profile fills both its columns, a resume
 * preview names its file, and the account menu is a real menu.
 */

const LONG_TITLE = 'Senior Frontend Engineer, Design Systems';

/** A job seeker with a profile and a PDF resume named `fileName`, who applies to `jobId`. */
async function applicant(request: APIRequestContext, jobId: string, name: string, fileName: string) {
  const seeker = await createAccount(request, { kyc: true, name });
  const saved = await request.put('/api/user/profile', {
    headers: auth(seeker.token),
    data: { ...frontendEngineerProfile, name, title: LONG_TITLE },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const resume = await request.post('/api/user/resume', {
    headers: auth(seeker.token),
    multipart: {
      resume: {
        name: fileName,
        mimeType: 'application/pdf',
        buffer: await resumePdf(name, 'Frontend engineer. React, TypeScript, Node.js.'),
      },
    },
  });
  expect(resume.ok(), await resume.text()).toBe(true);
  const applied = await request.post(`/api/applications/${jobId}`, { headers: auth(seeker.token) });
  expect(applied.status(), await applied.text()).toBe(201);
  return seeker;
}

/** The left edge of each element, rounded to a tenth of a pixel. */
async function lefts(locators: Locator[]): Promise<number[]> {
  const xs: number[] = [];
  for (const locator of locators) {
    await expect(locator).toBeVisible();
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    xs.push(Math.round(box!.x * 10) / 10);
  }
  return xs;
}

/** The title in the toolbar of Chromium's PDF viewer, once it shows one. */
async function pdfViewerTitle(page: Page): Promise<string | null> {
  const viewer = page.frames().find((f) => f.url().startsWith('chrome-extension://'));
  if (!viewer) return null;
  return viewer
    .evaluate(() => {
      const toolbar = document.querySelector('pdf-viewer')?.shadowRoot?.querySelector('viewer-toolbar');
      return toolbar?.shadowRoot?.querySelector('#title')?.textContent?.trim() || null;
    })
    .catch(() => null);
}

async function openApplicantsOf(page: Page, title: string) {
  await page.goto('/manage-jobs');
  await page.getByRole('button', { name: new RegExp(`^\\d+ applicants? for ${title}$`) }).click();
  await expect(page).toHaveURL(/\/applicants$/);
  return page.getByRole('region', { name: title });
}

test('manage jobs: the edit and delete icons line up on Close and Activate rows, and one applicant is "1 Applicant"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await createAccount(request, { role: 'employer', name: 'Ada Align' });
  const titles = ['Platform Engineer', 'Data Analyst', 'QA Lead'];
  const ids: string[] = [];
  for (const title of titles) ids.push(await postJob(request, employer.token, title));
  const closed = await request.patch(`/api/jobs/${ids[1]}/toggle-close`, { headers: auth(employer.token) });
  expect(closed.ok(), await closed.text()).toBe(true);
  await applicant(request, ids[0]!, 'Uma Single', 'uma-resume.pdf');

  await signIn(page, employer.email, employer.password);
  await page.goto('/manage-jobs');
  for (const width of [1280, 375] as const) {
    await useWidth(page, width);
    await expect(page.getByRole('button', { name: manageJobsText.activate, exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: manageJobsText.close, exact: true })).toHaveCount(2);
    const edits = titles.map((t) => page.getByRole('button', { name: `Edit ${t}`, exact: true }));
    const deletes = titles.map((t) => page.getByRole('button', { name: `Delete ${t}`, exact: true }));
    const editXs = await lefts(edits);
    const deleteXs = await lefts(deletes);
    expect(new Set(editXs).size, `edit icons at ${editXs.join(', ')} (${width} px)`).toBe(1);
    expect(new Set(deleteXs).size, `delete icons at ${deleteXs.join(', ')} (${width} px)`).toBe(1);
  }

  // The cards of narrow screens say how many applicants in words that agree with the number.
  const single = page.getByRole('listitem', { name: titles[0] });
  await expect(single.getByText('Applicant', { exact: true })).toBeVisible();
  await expect(single.getByText('Applicants', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('listitem', { name: titles[1] }).getByText('Applicants', { exact: true }),
  ).toBeVisible();
  await useWidth(page, 1280);
  await screenshotBoth(page, 'employer-polish-manage-jobs');
});

test('applicants: a long title shows whole at 1280 px, and the profile fills both of its columns', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await createAccount(request, { role: 'employer', name: 'Rhea Room' });
  const jobTitle = 'Frontend Platform Lead';
  const jobId = await postJob(request, employer.token, jobTitle);
  const seeker = await applicant(request, jobId, 'Meera Long', 'Meera Long CV.pdf');

  await signIn(page, employer.email, employer.password);
  await useWidth(page, 1280);
  const group = await openApplicantsOf(page, jobTitle);
  const card = group.getByRole('article', { name: seeker.name });
  const title = card.getByText(LONG_TITLE, { exact: true });
  await expect(title).toBeVisible();
  const fits = await title.evaluate((el) => ({
    wide: el.scrollWidth <= el.clientWidth,
    tall: el.scrollHeight <= el.clientHeight,
  }));
  expect(fits, 'the whole title shows, neither cut nor clamped').toEqual({ wide: true, tall: true });
  await screenshotBoth(page, 'employer-polish-applicants-list');

  // The profile: the sections fill two columns of about the same height at 1280 px.
  await card.getByRole('button', { name: applicantsText.viewProfile }).click();
  const profile = page.getByRole('dialog', { name: applicantsText.profileTitle });
  await expect(profile.getByText('Pixel Labs')).toBeVisible();
  await expect(profile.locator('[aria-busy="true"]')).toHaveCount(0);
  const columns = await profile.locator('section').evaluateAll((sections) => {
    const byLeft = new Map<number, { top: number; bottom: number }>();
    for (const section of sections) {
      const r = section.getBoundingClientRect();
      const left = Math.round(r.left);
      const column = byLeft.get(left) ?? { top: r.top, bottom: r.bottom };
      byLeft.set(left, { top: Math.min(column.top, r.top), bottom: Math.max(column.bottom, r.bottom) });
    }
    return [...byLeft.values()].map((c) => Math.round(c.bottom - c.top));
  });
  expect(columns, 'two columns').toHaveLength(2);
  const [a, b] = columns as [number, number];
  expect(Math.min(a, b) / Math.max(a, b), `column heights ${a} and ${b}`).toBeGreaterThan(0.8);
  await screenshotBoth(page, 'employer-polish-applicant-profile');
});

test("the resume preview's frame opens a link named after the file, without the bearer token", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await createAccount(request, { role: 'employer', name: 'Vik Viewer' });
  const jobTitle = 'Design Systems Engineer';
  const jobId = await postJob(request, employer.token, jobTitle);
  const seeker = await applicant(request, jobId, 'Nila Named', 'Nila Named CV.pdf');

  await signIn(page, employer.email, employer.password);
  const group = await openApplicantsOf(page, jobTitle);
  const viewLoad = page.waitForResponse((r) => r.url().includes('/api/user/resume/view/'));
  await group
    .getByRole('article', { name: seeker.name })
    .getByRole('button', { name: applicantsText.previewResume })
    .click();
  const preview = page.getByRole('dialog');
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^\/api\/user\/resume\/view\/Nila%20Named%20CV\.pdf\?token=[\w.-]+$/,
  );
  const view = await viewLoad;
  expect(view.status()).toBe(200);
  expect(view.request().headers()['authorization']).toBeUndefined();
  expect(view.headers()['content-type']).toBe('application/pdf');
  // The link is for this login only: another browser without it gets nothing.
  const src = await frame.getAttribute('src');
  const stranger = await request.get(src!.replace(/token=.*$/, 'token=x.y.z'));
  expect(stranger.status()).toBe(404);
  // Chromium's PDF viewer titles its toolbar with the last segment of the URL: the file's name.
  await expect.poll(() => pdfViewerTitle(page), { timeout: 15_000 }).toBe('Nila Named CV.pdf');
  await screenshotBoth(page, 'employer-polish-resume-preview');

  // The close button stays in reach beside the frame.
  await preview.getByRole('button', { name: applicantsText.closeDialog }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the account menu is a menu: arrow keys, Home and End move through its items, Escape returns to the button', async ({
  page,
}) => {
  await signIn(page, DEMO.seekerWithKyc);
  await page.goto('/saved-jobs');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([navText.viewProfile, navText.settings, navText.signOut]);
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // A press on an item follows it and closes the menu.
  await trigger.click();
  await menu.getByRole('menuitem', { name: navText.viewProfile }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await screenshotBoth(page, 'employer-polish-profile-after-menu');
});
