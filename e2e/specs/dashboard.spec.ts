import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { companyProfileText, dashboardText, profileMessages } from '@hireloop/shared';
import { applyTo, seekerWithResume } from '../support/applicants';
import { DEMO, signIn, uniqueEmail } from '../support/accounts';
import { createAccount, type TestAccount } from '../support/api-accounts';
import { SCREENSHOT_DIR } from '../support/env';
import { loadedWidth } from '../support/images';
import { screenshotBoth } from '../support/screens';
import { auth, postJob as postJobAs } from '../support/fixtures';

async function postJob(request: APIRequestContext, employer: TestAccount, title: string): Promise<string> {
  return postJobAs(request, employer.token, title, {
    location: 'Bangalore',
    description: `We are hiring a ${title} to build our next robots.`,
    requirements: 'Three years of hands-on experience.',
    experienceMin: 2,
    keySkills: ['TypeScript', 'Robotics'],
  });
}

/** A new job seeker with the identity check done and a resume, who applies to `jobId`. */
async function applicantFor(request: APIRequestContext, jobId: string, name: string): Promise<string> {
  const seeker = await seekerWithResume(request, {
    name,
    resumeLine: 'Robotics engineer. TypeScript, ROS, embedded C.',
  });
  return applyTo(request, seeker, jobId);
}

const statValue = (page: Page, label: string) =>
  page
    .getByRole('group', { name: label })
    .getByTestId(`stat-${label.toLowerCase().replace(/\s+/g, '-')}-value`);

test('a new employer sees the empty dashboard, then the counts move when someone applies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await createAccount(request, {
    role: 'employer',
    email: uniqueEmail('emp'),
    name: 'Nisha Rao',
  });

  await signIn(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  await expect(page.getByRole('heading', { name: dashboardText.emptyTitle })).toBeVisible();
  await expect(statValue(page, dashboardText.activeJobs)).toHaveText('0');
  await expect(statValue(page, dashboardText.totalApplicants)).toHaveText('0');
  await expect(page.getByRole('group', { name: dashboardText.hired })).toContainText('0%');
  await screenshotBoth(page, 'dashboard-empty');

  const jobId = await postJob(request, employer, 'Robotics Engineer');
  await applicantFor(request, jobId, 'Kiran Desai');

  await page.reload();
  await expect(statValue(page, dashboardText.activeJobs)).toHaveText('1');
  await expect(statValue(page, dashboardText.totalApplicants)).toHaveText('1');
  await expect(statValue(page, dashboardText.hired)).toHaveText('0');
  await expect(page.getByRole('heading', { name: dashboardText.emptyTitle })).toHaveCount(0);
  const recentJobs = page.getByRole('region', { name: dashboardText.recentJobPosts });
  await expect(recentJobs.getByText('Robotics Engineer')).toBeVisible();
  await expect(recentJobs.getByText('1 applicant')).toBeVisible();
  const recent = page.getByRole('region', { name: dashboardText.recentApplications });
  await expect(recent.getByText('Kiran Desai')).toBeVisible();
  await expect(recent.getByText('Robotics Engineer')).toBeVisible();
  await expect(recent.getByText(/a few seconds ago|a minute ago/)).toBeVisible();

  // A fuller picture: two more jobs, more applicants, and one of them hired.
  const secondJob = await postJob(request, employer, 'Firmware Developer');
  await postJob(request, employer, 'QA Lead');
  const hire = await applicantFor(request, secondJob, 'Ananya Bose');
  await applicantFor(request, jobId, 'Farhan Ali');
  const hired = await request.put(`/api/applications/${hire}/status`, {
    headers: auth(employer.token),
    data: { status: 'Hired' },
  });
  expect(hired.ok(), await hired.text()).toBe(true);

  await page.reload();
  await expect(statValue(page, dashboardText.activeJobs)).toHaveText('3');
  await expect(statValue(page, dashboardText.totalApplicants)).toHaveText('3');
  await expect(statValue(page, dashboardText.hired)).toHaveText('1');
  await expect(
    page.getByRole('region', { name: dashboardText.recentApplications }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByTestId('chart-bar')).toHaveCount(1);
  await expect(page.getByTestId('status-row')).toHaveCount(2);

  await screenshotBoth(page, 'dashboard-new-employer');

  await page
    .getByRole('region', { name: dashboardText.quickActions })
    .getByRole('link', { name: /Company Settings/ })
    .click();
  await expect(page).toHaveURL(/\/company-profile$/);
  await page.goBack();
  await expect(statValue(page, dashboardText.hired)).toHaveText('1');
});

test('the company profile round trip: a new name and logo show on the profile and on the jobs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await createAccount(request, {
    role: 'employer',
    email: uniqueEmail('emp'),
    name: 'Vikram Nair',
  });
  const jobId = await postJob(request, employer, 'Motion Planning Engineer');
  const dir = mkdtempSync(path.join(tmpdir(), 'hireloop-dashboard-'));
  const logo = path.join(dir, 'logo.png');
  await sharp({
    create: { width: 160, height: 160, channels: 4, background: { r: 124, g: 58, b: 237, alpha: 1 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="160" height="160"><circle cx="80" cy="80" r="48" fill="white"/><circle cx="80" cy="80" r="22" fill="#7c3aed"/></svg>',
        ),
      },
    ])
    .png()
    .toFile(logo);

  await signIn(page, employer.email, employer.password);
  await page.goto('/company-profile');
  await expect(page.getByTestId('company-name')).toHaveText('E2E Corp');
  await screenshotBoth(page, 'company-profile-view');

  await page.getByRole('button', { name: companyProfileText.editProfile }).click();
  await expect(page.getByLabel(companyProfileText.email)).toBeDisabled();
  await expect(page.getByLabel(companyProfileText.email)).toHaveValue(employer.email);

  // A wrong file type is refused in the browser.
  await page.getByTestId('company-logo-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText(profileMessages.imageWrongType)).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/auth/upload-image'));
  await page.getByTestId('company-logo-input').setInputFiles(logo);
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText(profileMessages.imageWrongType)).toHaveCount(0);
  await page.getByLabel(/^Company Name/).fill('Orbital Robotics');
  await page
    .getByLabel(companyProfileText.companyDescription)
    .fill('Orbital Robotics builds autonomous arms for warehouses.\nSmall team, big robots.');
  await expect(page.getByRole('img', { name: 'Orbital Robotics logo' })).toHaveAttribute(
    'src',
    /^\/uploads\/images\/.+\.webp$/,
  );
  await screenshotBoth(page, 'company-profile-edit');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: companyProfileText.save }).click();
  expect((await saved).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: profileMessages.companyProfileUpdated }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText('Orbital Robotics');
  const logoImage = page.getByRole('img', { name: 'Orbital Robotics logo' });
  await expect(logoImage).toBeVisible();
  const logoUrl = await logoImage.getAttribute('src');
  expect(logoUrl).toMatch(/^\/uploads\/images\/.+\.webp$/);
  // The picture really loads.
  expect(await loadedWidth(logoImage)).toBeGreaterThan(0);

  // The job carries the new company name and logo.
  const detail = await request.get(`/api/jobs/${jobId}`);
  expect(((await detail.json()) as { company: unknown }).company).toEqual({
    companyName: 'Orbital Robotics',
    companyLogo: logoUrl,
  });

  // After a reload the profile still shows what was saved.
  await page.reload();
  await expect(page.getByTestId('company-name')).toHaveText('Orbital Robotics');
  await expect(page.getByTestId('company-description')).toContainText('Small team, big robots.');
  await screenshotBoth(page, 'company-profile-saved');
});

test('the demo employer sees its jobs on the dashboard; the layout works at both widths', async ({
  page,
}) => {
  await signIn(page, DEMO.employer);
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  const active = statValue(page, dashboardText.activeJobs);
  await expect(active).not.toHaveText('0');
  await expect(
    page.getByRole('region', { name: dashboardText.recentJobPosts }).getByRole('listitem'),
  ).toHaveCount(3);
  await screenshotBoth(page, 'dashboard-demo');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-demo-dark-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // Top bar profile dropdown (docs/product.md 2.17): name, e-mail, logout.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(DEMO.employer).first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'employer-layout-menu-1280.png') });
  await page.keyboard.press('Escape');

  // Below 768 px the sidebar is a drawer.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('navigation', { name: 'Employer' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Employer menu' });
  await expect(drawer.getByRole('link', { name: 'Company Profile' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'employer-layout-drawer-375.png') });
  await drawer.getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/\/company-profile$/);
  await expect(drawer).toBeHidden();
});
