import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import {
  companyProfileText,
  jobMessages,
  profileMessages,
  profileText,
  RESUME_MAX_BYTES,
} from '@hireloop/shared';
import { signIn } from '../support/accounts';
import { createAccount, type TestAccount } from '../support/api-accounts';
import { screenshotBoth } from '../support/screens';
import { auth } from '../support/fixtures';

const NOT_A_FILE = Buffer.from('just some notes, not a document or a picture\n');

async function onePagePdf(line: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(line, { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

const logoPng = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .png()
    .toBuffer();

async function uploadResume(request: APIRequestContext, seeker: TestAccount) {
  const res = await request.post('/api/user/resume', {
    headers: auth(seeker.token),
    multipart: {
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await onePagePdf(seeker.name) },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function postJob(request: APIRequestContext, employer: TestAccount, title: string): Promise<string> {
  const res = await request.post('/api/jobs', {
    headers: auth(employer.token),
    data: {
      title,
      location: 'Bengaluru',
      description: 'Build and run the robots that sort parcels in our warehouses, with a small team.',
      requirements: 'Experience with embedded C and Python; robotics a plus.',
      salaryMin: 60000,
      salaryMax: 80000,
      companyName: 'E2E Corp',
      experienceMin: 2,
      experienceMax: 5,
      openings: 1,
      keySkills: ['Python', 'C'],
      type: 'Full-Time',
      category: 'Engineering',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { job: { _id: string } }).job._id;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test('deleting the resume asks first: Cancel keeps it, Delete removes it', async ({ page, request }) => {
  const seeker = await createAccount(request, { kyc: true, name: 'Neha Kapoor' });
  await uploadResume(request, seeker);
  await signIn(page, seeker.email, seeker.password);
  await page.goto('/profile');
  const fileCard = page.getByTestId('resume-file-card');
  await expect(fileCard).toContainText('cv.pdf');

  await fileCard.getByRole('button', { name: profileText.delete }).click();
  const dialog = page.getByRole('alertdialog', { name: profileText.resumeDeleteTitle });
  await expect(dialog).toContainText(profileText.resumeDeleteWarning('cv.pdf'));
  await screenshotBoth(page, 'flows-profile-resume-delete-confirm');
  await dialog.getByRole('button', { name: profileText.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(fileCard).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('resume-file-card')).toContainText('cv.pdf');

  await page.getByTestId('resume-file-card').getByRole('button', { name: profileText.delete }).click();
  await dialog.getByRole('button', { name: profileText.resumeDeleteConfirm }).click();
  await expect(toast(page, profileMessages.resumeDeleted)).toBeVisible();
  await expect(page.getByTestId('resume-dropzone')).toBeVisible();
});

test('a skill differing only in case is refused, in the form and by the API', async ({ page, request }) => {
  const seeker = await createAccount(request, { kyc: true });
  const saved = await request.put('/api/user/profile', {
    headers: auth(seeker.token),
    data: { skills: ['React'] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await signIn(page, seeker.email, seeker.password);
  await page.goto('/profile');
  const skills = page.locator('#skills');
  await skills.getByLabel(profileText.addSkill).fill('react');
  await expect(skills.getByRole('alert')).toHaveText(profileMessages.duplicateSkill);
  await expect(skills.getByRole('button', { name: profileText.add, exact: true })).toBeDisabled();
  await screenshotBoth(page, 'flows-profile-skill-duplicate');

  const refused = await request.put('/api/user/profile', {
    headers: auth(seeker.token),
    data: { skills: ['React', 'react'] },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(profileMessages.duplicateSkill);
});

test('refused uploads say why, in the server words, for the resume and the avatar', async ({
  page,
  request,
}) => {
  const seeker = await createAccount(request, { kyc: true });
  await signIn(page, seeker.email, seeker.password);
  await page.goto('/profile');
  const resume = page.locator('#resume');

  // A text file renamed .pdf passes the browser's check; the real server reads its bytes.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/resume'));
  await page.getByTestId('resume-input').setInputFiles({
    name: 'my-cv.pdf',
    mimeType: 'application/pdf',
    buffer: NOT_A_FILE,
  });
  expect((await answered).status()).toBe(415);
  await expect(resume.getByRole('alert')).toHaveText(profileMessages.resumeNotPdf);
  await expect(toast(page, profileMessages.resumeUploadFailed)).toBeVisible();
  await screenshotBoth(page, 'flows-profile-resume-not-pdf');

  // Past the spec's 10 MB: the spec's message.
  await page.getByTestId('resume-input').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20),
  });
  await expect(resume.getByRole('alert')).toHaveText(profileMessages.resumeTooLarge);

  // A text file named .png as the avatar.
  const avatarAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/upload-image'));
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: NOT_A_FILE });
  expect((await avatarAnswer).status()).toBe(415);
  await expect(toast(page, profileMessages.avatarUploadFailed)).toContainText(profileMessages.imageNotValid);
  await screenshotBoth(page, 'flows-profile-avatar-not-image');
});

test('the company logo: a refused file says why; an uploaded logo shows on My Applications', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, { role: 'employer', name: 'Ravi Menon' });
  await signIn(page, employer.email, employer.password);
  await page.goto('/company-profile');
  await page.getByRole('button', { name: companyProfileText.editProfile }).click();
  const answered = page.waitForResponse((r) => r.url().includes('/api/auth/upload-image'));
  await page.getByTestId('company-logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: NOT_A_FILE,
  });
  expect((await answered).status()).toBe(415);
  await expect(page.getByRole('alert')).toHaveText(profileMessages.imageNotValid);
  await screenshotBoth(page, 'flows-company-logo-not-image');

  // A real logo, saved through the API as the company screen does, then an application to its job.
  const uploaded = await request.post('/api/auth/upload-image', {
    headers: auth(employer.token),
    multipart: { image: { name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
  const profile = await request.put('/api/user/profile', {
    headers: auth(employer.token),
    data: { name: employer.name, companyName: 'E2E Corp', companyLogo: imageUrl },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const jobId = await postJob(request, employer, 'Robotics Engineer');

  const seeker = await createAccount(request, { kyc: true });
  await uploadResume(request, seeker);
  const applied = await request.post(`/api/applications/${jobId}`, { headers: auth(seeker.token) });
  expect(applied.status(), await applied.text()).toBe(201);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, seeker.email, seeker.password);
  await page.goto('/applications');
  const card = page.getByRole('article', { name: 'Robotics Engineer' });
  await expect(card.getByRole('img', { name: 'E2E Corp logo' })).toHaveAttribute('src', imageUrl);
  await screenshotBoth(page, 'flows-applications-logo');

  // The job page: the company name is plain text (not a link look-alike), 'Posted' is read once.
  await card.getByRole('link', { name: 'Robotics Engineer' }).click();
  await expect(page.getByTestId('job-company')).toHaveText('E2E Corp');
  await expect(page.getByTestId('job-company').locator('xpath=ancestor::a')).toHaveCount(0);
  await expect(page.locator('li', { hasText: /^\s*Posted\s/ })).not.toContainText('Posted:');
  await screenshotBoth(page, 'flows-job-detail');
});

test('a failed job search shows its error without "Showing 0 jobs"', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/jobs',
    (route) => route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await page.goto('/find-jobs');
  await expect(page.getByRole('heading', { name: jobMessages.fetchFailed })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Showing \d+ jobs?$/)).toHaveCount(0);
  await screenshotBoth(page, 'flows-find-jobs-error');
});

test('a new employer is welcomed, then counts read "1 Applicant"; the job page reads cleanly', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, { role: 'employer', name: 'Ravi Menon' });
  await signIn(page, employer.email, employer.password);
  await page.goto('/employer-dashboard');
  await expect(page.getByText(/^Welcome, Ravi\./)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await screenshotBoth(page, 'flows-new-employer-dashboard');

  const jobId = await postJob(request, employer, 'Warehouse Robotics Technician');
  const seeker = await createAccount(request, { kyc: true });
  await uploadResume(request, seeker);
  expect((await request.post(`/api/applications/${jobId}`, { headers: auth(seeker.token) })).status()).toBe(
    201,
  );

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/manage-jobs');
  const card = page.getByRole('listitem', { name: 'Warehouse Robotics Technician' });
  await expect(card).toContainText(/(?<!\d)1\s*Applicant(?!s)/);
  await screenshotBoth(page, 'flows-manage-jobs-cards');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/employer-dashboard');
  await expect(page.getByText(/^Welcome back, Ravi\./)).toBeVisible();
});
