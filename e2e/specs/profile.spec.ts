import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { profileMessages, profileText } from '@hireloop/shared';
import { signIn, uniqueEmail } from '../support/accounts';
import { loadedWidth } from '../support/images';
import { completeIdentityCheck } from '../support/api-accounts';
import { waitForOtp } from '../support/mail';
import { screenshotBoth } from '../support/screens';

const PASSWORD = 'Profile@2024';
const NAME = 'Meera Iyer';

/** A new job seeker made through the API, with the identity check done. */
async function createJobSeeker(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('profile');
  expect((await request.post('/api/auth/send-otp', { data: { email } })).ok()).toBe(true);
  const otp = await waitForOtp(email);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(verified.ok()).toBe(true);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const registered = await request.post('/api/auth/register', {
    data: { email, name: NAME, password: PASSWORD, role: 'jobseeker', verificationToken },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  await completeIdentityCheck(request, token, NAME);
  return email;
}

/** Small real files made for the test: a PNG picture, a one-page PDF and some wrong ones. */
async function makeFixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hireloop-profile-'));
  const avatar = path.join(dir, 'avatar.png');
  await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .toFile(avatar);

  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Meera Iyer - Resume', { x: 50, y: 780, size: 24, font });
  page.drawText('Senior Frontend Engineer. TypeScript, React, Node.js.', { x: 50, y: 740, size: 12, font });
  const resume = path.join(dir, 'meera-iyer-resume.pdf');
  writeFileSync(resume, await pdf.save());

  const text = path.join(dir, 'notes.txt');
  writeFileSync(text, 'not a resume');
  return { avatar, resume, text };
}

/** Runs `action` and waits for the profile save it causes to succeed. */
async function savingProfile(page: Page, action: () => Promise<void>) {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PUT',
  );
  await action();
  expect((await saved).status()).toBe(200);
}

const completion = (page: Page) => page.getByTestId('completion-percent');
const section = (page: Page, id: string) => page.locator(`#${id}`);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test('a new job seeker fills the whole profile from empty to 100%', async ({ page, request }) => {
  test.setTimeout(180_000);
  const files = await makeFixtures();
  const email = await createJobSeeker(request);
  const resumeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/resume') && r.method() === 'POST') resumeCalls.push(r.url());
  });

  await signIn(page, email, PASSWORD);
  await page.goto('/profile');

  // Empty profile: only the name and e-mail count (2 of 14).
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(completion(page)).toHaveText('14%');
  const quickLinks = page.getByRole('navigation', { name: profileText.quickLinks });
  await expect(quickLinks.getByRole('button', { name: /Resume\s*Add/ })).toBeVisible();
  await expect(quickLinks.getByRole('button', { name: /Employment\s*Add/ })).toBeVisible();
  await expect(quickLinks.getByRole('button', { name: /Education\s*Add/ })).toBeVisible();
  await expect(quickLinks.getByRole('button', { name: /Projects\s*Add/ })).toBeVisible();
  await expect(page.getByText(profileText.employmentEmptyTitle)).toBeVisible();
  await expect(page.getByText('Showcase Your Education')).toBeVisible();
  await expect(page.getByText('Build Your Portfolio')).toBeVisible();
  const sectionOrder = await page.locator('[role="region"][id]').evaluateAll((els) => els.map((e) => e.id));
  expect(sectionOrder).toEqual(['resume', 'headline', 'skills', 'employment', 'education', 'projects']);
  await screenshotBoth(page, 'profile-empty');

  // Quick links scroll to their section.
  await quickLinks.getByRole('button', { name: /Projects/ }).click();
  await expect(section(page, 'projects')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));

  // Header: inline editing with the name required and the e-mail read-only.
  await page.getByRole('button', { name: profileText.editProfile }).click();
  const header = page.getByRole('form', { name: profileText.editProfile });
  await expect(header.getByLabel(profileText.email)).toHaveAttribute('readonly', '');
  await expect(header.getByLabel(profileText.email)).toHaveValue(email);
  await header.getByLabel(profileText.fullName).fill('   ');
  await header.getByRole('button', { name: profileText.save }).click();
  await expect(header.getByText(profileMessages.nameRequired)).toBeVisible();
  await header.getByLabel(profileText.fullName).fill(NAME);
  await header.getByLabel(profileText.jobTitle).fill('Senior Frontend Engineer');
  await header.getByLabel(profileText.company).fill('Northwind Labs');
  await header.getByLabel(profileText.location).fill('Bengaluru, India');
  await header.getByLabel(profileText.phone).fill('+91 98765 43210');
  await header.getByLabel(profileText.experience).fill('6 Years 4 Months');
  await header.getByLabel(profileText.ctc).fill('32 LPA');
  await header.getByLabel(profileText.noticePeriod).fill('30 days');
  await screenshotBoth(page, 'profile-edit-header');
  await savingProfile(page, () => header.getByRole('button', { name: profileText.save }).click());
  await expect(toast(page, profileMessages.profileUpdated)).toBeVisible();
  await expect(page.getByText('Senior Frontend Engineer')).toBeVisible();
  await expect(page.getByText('32 LPA')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: profileText.saved })).toBeVisible();
  await expect(completion(page)).toHaveText('50%'); // + title, company, location, phone, experience

  // Avatar: the uploaded picture shows in the header and in the top bar.
  const avatarUpload = page.waitForResponse((r) => r.url().includes('/api/auth/upload-image'));
  await page.getByTestId('avatar-input').setInputFiles(files.avatar);
  expect((await avatarUpload).status()).toBe(200);
  await expect(toast(page, profileMessages.avatarUploaded)).toBeVisible();
  const navAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(navAvatar).toHaveAttribute('src', /^\/uploads\/images\/.+\.webp$/);
  expect(await loadedWidth(navAvatar)).toBeGreaterThan(0);
  await expect(completion(page)).toHaveText('57%');

  // Resume: wrong type and too large are refused before any upload.
  const resume = section(page, 'resume');
  await page.getByTestId('resume-input').setInputFiles(files.text);
  await expect(resume.getByText(profileMessages.resumeWrongType)).toBeVisible();
  await page.getByTestId('resume-input').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  await expect(resume.getByText(profileMessages.resumeTooLarge)).toBeVisible();
  expect(resumeCalls).toHaveLength(0);

  await page.getByTestId('resume-input').setInputFiles(files.resume);
  await expect(toast(page, profileMessages.resumeUploaded)).toBeVisible();
  const fileCard = page.getByTestId('resume-file-card');
  await expect(fileCard).toContainText('meera-iyer-resume.pdf');
  await expect(fileCard).toContainText(profileText.resumeComplete);
  await expect(fileCard).toContainText(/\d+ (B|KB) · /);
  await expect(fileCard).toContainText(profileText.resumeLastUpdated);
  await expect(quickLinks.getByRole('button', { name: /Resume\s*Update/ })).toBeVisible();
  expect(resumeCalls).toHaveLength(1);

  // Preview in a modal: a link signed for this login (asked with the token) opens the file in the
  // browser's PDF viewer, whose title is then the file's name (the link's last segment), not a UUID.
  const linkCall = page.waitForResponse((r) => r.url().endsWith('/view-link'));
  const viewLoad = page.waitForResponse((r) => r.url().includes('/api/user/resume/view/'));
  await fileCard.getByRole('button', { name: profileText.resumePreview }).click();
  const linkResponse = await linkCall;
  expect(linkResponse.status()).toBe(200);
  expect(linkResponse.request().headers()['authorization']).toMatch(/^Bearer /);
  const fileResponse = await viewLoad;
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.request().headers()['authorization']).toBeUndefined();
  expect(fileResponse.headers()['content-type']).toBe('application/pdf');
  const dialog = page.getByRole('dialog', { name: profileText.resumePreviewTitle });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /^\/api\/user\/resume\/view\/meera-iyer-resume\.pdf\?token=[\w.-]+$/,
  );
  await page.waitForTimeout(2000);
  await screenshotBoth(page, 'profile-resume-preview');

  // Download from the modal saves the file under its name.
  const downloadEvent = page.waitForEvent('download');
  await dialog.getByRole('button', { name: profileText.resumeDownload }).click();
  expect((await downloadEvent).suggestedFilename()).toBe('meera-iyer-resume.pdf');
  await dialog.getByRole('button', { name: profileText.closePreview }).click();
  await expect(dialog).toBeHidden();

  // Delete asks first, then returns to the upload area.
  await fileCard.getByRole('button', { name: profileText.delete }).click();
  await page
    .getByRole('alertdialog', { name: profileText.resumeDeleteTitle })
    .getByRole('button', { name: profileText.resumeDeleteConfirm })
    .click();
  await expect(toast(page, profileMessages.resumeDeleted)).toBeVisible();
  await expect(page.getByTestId('resume-dropzone')).toBeVisible();
  await expect(quickLinks.getByRole('button', { name: /Resume\s*Add/ })).toBeVisible();

  // Upload again, by dropping the file on the upload area.
  const pdfBytes = Array.from(readFileSync(files.resume));
  const dropped = page.waitForResponse((r) => r.url().endsWith('/api/user/resume'));
  await page.getByTestId('resume-dropzone').evaluate((zone, data) => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File([new Uint8Array(data)], 'meera-iyer-resume.pdf', { type: 'application/pdf' }),
    );
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, pdfBytes);
  expect((await dropped).status()).toBe(200);
  await expect(fileCard).toBeVisible();
  await expect(completion(page)).toHaveText('64%');

  // Headline: whitespace-only cannot be saved; the counter is guidance only.
  const headline = section(page, 'headline');
  await headline.getByRole('button', { name: profileText.add }).click();
  const headlineBox = headline.getByRole('textbox', { name: profileText.headline });
  await headlineBox.fill('   ');
  await expect(headline.getByRole('button', { name: profileText.save })).toBeDisabled();
  await expect(headline.getByText(profileMessages.headlineBlank)).toBeVisible();
  const headlineText = 'Frontend engineer who ships fast, accessible React apps for millions of users';
  await headlineBox.fill(headlineText);
  await expect(headline.getByTestId('headline-counter')).toHaveText(`${headlineText.length}/120`);
  await screenshotBoth(page, 'profile-edit-headline');
  await savingProfile(page, () => headline.getByRole('button', { name: profileText.save }).click());
  await expect(headline.getByText(headlineText)).toBeVisible();
  await expect(completion(page)).toHaveText('71%');

  // Skills: Enter adds, the Add button adds, duplicates and empty text are refused, removal saves.
  const skills = section(page, 'skills');
  const skillInput = skills.getByLabel(profileText.addSkill);
  await expect(skillInput).toHaveAttribute('maxlength', '30');
  await expect(skills.getByText(profileText.skillsTip)).toBeVisible();
  await expect(skills.getByRole('button', { name: profileText.add })).toBeDisabled();
  await skillInput.fill('TypeScript');
  await expect(skills.getByTestId('skill-counter')).toHaveText('10/30');
  await savingProfile(page, () => skillInput.press('Enter'));
  await expect(skillInput).toHaveValue('');
  for (const skill of ['React', 'Node.js', 'GraphQL', 'Accessibility']) {
    await skillInput.fill(skill);
    await savingProfile(page, () => skills.getByRole('button', { name: profileText.add }).click());
    await expect(skillInput).toHaveValue('');
  }
  await skillInput.fill('React');
  await expect(skills.getByText(profileMessages.duplicateSkill)).toBeVisible();
  await expect(skills.getByRole('button', { name: profileText.add })).toBeDisabled();
  await skillInput.fill('');
  await savingProfile(page, () => skills.getByRole('button', { name: 'Remove GraphQL' }).click());
  await expect(skills.getByRole('listitem')).toHaveText(['TypeScript', 'React', 'Node.js', 'Accessibility']);
  await expect(completion(page)).toHaveText('79%');

  // Employment: required fields, 'I currently work here', edit, delete.
  const employment = section(page, 'employment');
  await employment.getByRole('button', { name: profileText.addEmployment }).click();
  await employment.getByRole('button', { name: profileText.save }).click();
  await expect(employment.getByText(profileMessages.employmentTitleRequired)).toBeVisible();
  await expect(employment.getByText(profileMessages.employmentCompanyRequired)).toBeVisible();
  await expect(employment.getByText(profileMessages.startDateRequired)).toBeVisible();
  await expect(employment.getByText(profileMessages.endDateRequired)).toBeVisible();
  await employment.getByLabel(profileText.employmentTitleLabel).fill('Frontend Engineer');
  await employment.getByLabel(profileText.employmentCompanyLabel).fill('Northwind Labs');
  await employment.getByLabel(profileText.startDate).fill('2023-01');
  await employment.getByLabel(profileText.endDate).fill('2024-03');
  await employment.getByLabel(profileText.currentJob).check();
  await expect(employment.getByLabel(profileText.endDate)).toBeDisabled();
  await expect(employment.getByLabel(profileText.endDate)).toHaveValue('');
  await employment.getByLabel(/Description/).fill('Led the design system and the checkout rewrite.');
  await screenshotBoth(page, 'profile-edit-employment');
  await savingProfile(page, () => employment.getByRole('button', { name: profileText.save }).click());
  await expect(toast(page, profileMessages.updated)).toBeVisible();
  await expect(employment.getByText('Jan 2023 - Present')).toBeVisible();
  await expect(quickLinks.getByRole('button', { name: /Employment\s*Add/ })).toHaveCount(0);

  await employment.getByRole('button', { name: profileText.add }).click();
  await employment.getByLabel(profileText.employmentTitleLabel).fill('Software Engineer');
  await employment.getByLabel(profileText.employmentCompanyLabel).fill('Contoso');
  await employment.getByLabel(profileText.startDate).fill('2019-07');
  await employment.getByLabel(profileText.endDate).fill('2022-12');
  await savingProfile(page, () => employment.getByRole('button', { name: profileText.save }).click());
  await expect(employment.getByText('Jul 2019 - Dec 2022')).toBeVisible();

  await employment.getByRole('button', { name: 'Edit Frontend Engineer at Northwind Labs' }).click();
  await expect(employment.getByLabel(profileText.employmentTitleLabel)).toHaveValue('Frontend Engineer');
  await employment.getByLabel(profileText.employmentTitleLabel).fill('Senior Frontend Engineer');
  await savingProfile(page, () => employment.getByRole('button', { name: profileText.save }).click());
  await expect(employment.getByRole('heading', { name: 'Senior Frontend Engineer' })).toBeVisible();

  await savingProfile(page, () =>
    employment.getByRole('button', { name: 'Delete Software Engineer at Contoso' }).click(),
  );
  await expect(employment.getByText('Contoso')).toHaveCount(0);
  await expect(completion(page)).toHaveText('86%');

  // Education: 'I'm currently studying here', edit, delete from the form.
  const education = section(page, 'education');
  await education.getByRole('button', { name: profileText.addEducation }).click();
  await education.getByLabel(profileText.degreeLabel).fill('B.Tech in Computer Science');
  await education.getByLabel(profileText.institutionLabel).fill('IIT Madras');
  await education.getByLabel(profileText.startDate).fill('2015-07');
  await education.getByLabel(profileText.endDate).fill('2019-05');
  await education.getByLabel(/CGPA/).fill('8.7 / 10');
  await screenshotBoth(page, 'profile-edit-education');
  await savingProfile(page, () => education.getByRole('button', { name: profileText.save }).click());
  await expect(education.getByText('Jul 2015 - May 2019')).toBeVisible();

  await education.getByRole('button', { name: profileText.add }).click();
  await education.getByLabel(profileText.degreeLabel).fill('M.Sc. Data Science');
  await education.getByLabel(profileText.institutionLabel).fill('Open University');
  await education.getByLabel(profileText.startDate).fill('2024-01');
  await education.getByLabel(profileText.currentStudy).check();
  await expect(education.getByLabel(profileText.endDate)).toBeDisabled();
  await savingProfile(page, () => education.getByRole('button', { name: profileText.save }).click());
  await expect(education.getByText('Jan 2024 - Present')).toBeVisible();

  await education.getByRole('button', { name: 'Edit M.Sc. Data Science at Open University' }).click();
  await savingProfile(page, () =>
    education.getByRole('button', { name: profileText.delete, exact: true }).click(),
  );
  await expect(education.getByText('Open University')).toHaveCount(0);
  await expect(completion(page)).toHaveText('93%');

  // Projects: save disabled until the required fields hold; type badge, link, status, chips.
  const projects = section(page, 'projects');
  await projects.getByRole('button', { name: profileText.addProject }).click();
  const projectSave = projects.getByRole('button', { name: profileText.save });
  await expect(projectSave).toBeDisabled();
  await projects.getByLabel(profileText.projectNameLabel).fill('Shopfront');
  await projects.getByLabel(profileText.startDate).fill('2024-02');
  await projects.getByLabel(profileText.projectDescriptionLabel).fill('An open-source storefront.');
  await expect(projectSave).toBeDisabled(); // no end date yet
  await projects.getByLabel(profileText.currentProject).check();
  await expect(projects.getByLabel(profileText.endDate)).toBeDisabled();
  await expect(projectSave).toBeEnabled();
  await projects.getByLabel(/Your Role/).fill('Creator');
  await projects.getByLabel(/Technologies/).fill('React, Node.js, PostgreSQL');
  await projects.getByLabel(/Project Link/).fill('https://github.com/meera/shopfront');
  await screenshotBoth(page, 'profile-edit-project');
  await savingProfile(page, () => projectSave.click());
  await expect(projects.getByTestId('project-type')).toHaveText('Web Development');
  await expect(projects.getByText(profileText.inProgress)).toBeVisible();
  await expect(projects.getByText('Feb 2024 - Present')).toBeVisible();
  await expect(projects.getByRole('link', { name: /View project/ })).toHaveAttribute(
    'href',
    'https://github.com/meera/shopfront',
  );
  await expect(
    projects.getByRole('list', { name: profileText.technologiesLabel }).getByRole('listitem'),
  ).toHaveText(['React', 'Node.js', 'PostgreSQL']);

  await projects.getByRole('button', { name: profileText.add }).click();
  await projects.getByLabel(profileText.projectNameLabel).fill('Churn model');
  await projects.getByLabel(profileText.startDate).fill('2022-01');
  await projects.getByLabel(profileText.endDate).fill('2022-06');
  await projects.getByLabel(profileText.projectDescriptionLabel).fill('A machine learning model for churn.');
  await projects.getByLabel(/Project Link/).fill('not a url');
  await savingProfile(page, () => projects.getByRole('button', { name: profileText.save }).click());
  const churn = projects.getByRole('listitem').filter({ hasText: 'Churn model' });
  await expect(churn.getByTestId('project-type')).toHaveText('AI/ML');
  await expect(churn.getByText(profileText.completed)).toBeVisible();
  await expect(churn.getByText('Jan 2022 - Jun 2022')).toBeVisible();
  await expect(churn.getByRole('link')).toHaveCount(0);

  await projects.getByRole('button', { name: 'Edit Churn model' }).click();
  await projects.getByLabel(profileText.projectNameLabel).fill('Churn predictor');
  await savingProfile(page, () => projects.getByRole('button', { name: profileText.save }).click());
  await expect(projects.getByRole('heading', { name: 'Churn predictor' })).toBeVisible();
  await savingProfile(page, () => projects.getByRole('button', { name: 'Delete Churn predictor' }).click());
  await expect(projects.getByText('Churn predictor')).toHaveCount(0);

  // Everything filled: 100%, and it survives a reload.
  await expect(completion(page)).toHaveText('100%');
  await expect(page.getByText(profileText.completionDone)).toBeVisible();
  await page.reload();
  await expect(completion(page)).toHaveText('100%');
  await expect(page.getByTestId('resume-file-card')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toBeVisible();
  await screenshotBoth(page, 'profile-full');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await screenshotBoth(page, 'profile-full-dark');
});
