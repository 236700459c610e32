import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  APPLICANTS_PAGE_SIZE,
  applicantsShownLabel,
  applicantsText,
  applicationMessages,
  myApplicationsText,
  type ApplicantsPage,
} from '@hireloop/shared';
import { applyTo, seekerWithResume } from '../support/applicants';
import { signIn, uniqueEmail } from '../support/accounts';
import { createAccount, TEST_PASSWORD, type TestAccount } from '../support/api-accounts';
import { mailCount, waitForMail, waitForOtp } from '../support/mail';
import { screenshotBoth } from '../support/screens';
import { auth, frontendEngineerProfile, postJob as postJobAs } from '../support/fixtures';

const JOB_TITLE = 'Senior React Developer';

/** A new employer of 'Ranked Co', signed up through the API with the code from the real SMTP server. */
async function createEmployer(request: APIRequestContext, name: string): Promise<TestAccount> {
  const email = uniqueEmail('emp');
  const sent = await request.post('/api/auth/send-otp', { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await waitForOtp(email);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const res = await request.post('/api/auth/register', {
    data: {
      email,
      name,
      password: TEST_PASSWORD,
      role: 'employer',
      companyName: 'Ranked Co',
      verificationToken,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { email, password: TEST_PASSWORD, name, role: 'employer', token };
}

async function postJob(request: APIRequestContext, employer: TestAccount, title: string): Promise<string> {
  return postJobAs(request, employer.token, title, { companyName: 'Ranked Co' });
}

const weakProfile = {
  title: 'Accountant',
  headline: 'Accountant with a strong eye for detail',
  experience: '2 Years',
  location: 'Kolkata',
  skills: ['Tally', 'Excel', 'GST filing'],
  employment: [
    {
      title: 'Accountant',
      company: 'Sen & Co',
      startDate: '2023-06',
      endDate: '',
      isCurrentJob: true,
      description: 'Monthly closing, GST returns and vendor reconciliations.',
    },
  ],
};

/** A new job seeker with the identity check done, a profile and a PDF resume, who applies to `jobId`. */
async function applicant(
  request: APIRequestContext,
  jobId: string,
  name: string,
  profile: Record<string, unknown>,
  resumeLine: string,
): Promise<TestAccount> {
  const seeker = await seekerWithResume(request, {
    name,
    profile,
    resumeLine,
    resumeFileName: `${name.split(' ')[0]}-resume.pdf`,
  });
  await applyTo(request, seeker, jobId);
  return seeker;
}

test('the employer ranks applicants, previews a resume and moves one to Interview; the job seeker sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const employer = await createEmployer(request, 'Rhea Kapoor');
  const jobId = await postJob(request, employer, JOB_TITLE);
  const weak = await applicant(request, jobId, 'Kabir Shah', weakProfile, 'Accountant. Tally, Excel, GST.');
  const strong = await applicant(
    request,
    jobId,
    'Meera Iyer',
    frontendEngineerProfile,
    'Senior frontend engineer. React, TypeScript, Node.js.',
  );

  await signIn(page, employer.email, employer.password);
  await page.goto('/manage-jobs');
  await page.getByRole('button', { name: `2 applicants for ${JOB_TITLE}` }).click();
  await expect(page).toHaveURL(/\/applicants$/);

  const group = page.getByRole('region', { name: JOB_TITLE });
  await expect(group.getByText('2 applicants')).toBeVisible();
  const cards = group.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('aria-label', strong.name);
  await expect(cards.nth(1)).toHaveAttribute('aria-label', weak.name);
  const strongBar = cards.nth(0).getByRole('meter', { name: applicantsText.matchScore });
  expect(['green', 'yellow']).toContain(await strongBar.getAttribute('data-colour'));
  const strongScore = Number(await strongBar.getAttribute('aria-valuenow'));
  const weakScore = Number(await cards.nth(1).getByRole('meter').getAttribute('aria-valuenow'));
  expect(strongScore).toBeGreaterThan(weakScore);
  await expect(cards.nth(0).getByText(/key skills/)).toBeVisible();
  await expect(cards.nth(0).getByText('Applied', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'applicants-list');

  // Preview Resume: the PDF in a frame, by a view link whose last segment is the file's name (the
  // title the browser's PDF viewer shows).
  await cards.nth(0).getByRole('button', { name: applicantsText.previewResume }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.locator('iframe')).toBeVisible();
  await expect(preview.locator('iframe')).toHaveAttribute(
    'src',
    /^\/api\/user\/resume\/view\/Meera-resume\.pdf\?token=[\w.-]+$/,
  );
  await expect(preview.getByText('Meera-resume.pdf')).toBeVisible();
  await page.waitForTimeout(1000);
  await screenshotBoth(page, 'applicants-resume-preview');
  await preview.getByRole('button', { name: applicantsText.closeDialog }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // View Profile and Update Status.
  await cards.nth(0).getByRole('button', { name: applicantsText.viewProfile }).click();
  const profile = page.getByRole('dialog');
  for (const heading of [
    applicantsText.applicantDetails,
    applicantsText.appliedPosition,
    applicantsText.summary,
    applicantsText.workExperience,
    applicantsText.education,
    applicantsText.projects,
    applicantsText.skills,
    applicantsText.matchBreakdown,
  ]) {
    await expect(profile.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(profile.getByText(strong.email)).toBeVisible();
  await expect(profile.getByText('Feb 2022 - Present')).toBeVisible();
  await expect(profile.getByText('Pixel Labs')).toBeVisible();
  await screenshotBoth(page, 'applicants-profile-modal');
  await profile.getByRole('heading', { name: applicantsText.projects }).scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'applicants-profile-modal-more');

  const mailsBefore = mailCount(strong.email);
  await profile.getByLabel(applicantsText.updateStatus).selectOption('Interview');
  await expect(page.getByText(applicationMessages.statusUpdated)).toBeVisible();
  await expect(profile.getByLabel(applicantsText.updateStatus)).toHaveValue('Interview');
  await profile.getByRole('button', { name: applicantsText.closeDialog }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards.nth(0).getByText('Interview', { exact: true })).toBeVisible();

  const mail = await waitForMail(strong.email, mailsBefore + 1);
  // Long headers are folded onto continuation lines; unfold before reading the subject.
  const subject = mail.replace(/\r?\n[ \t]+/g, ' ').match(/^Subject: (.*)$/m)?.[1];
  expect(subject).toContain('Interview');

  // The job seeker's side.
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const seekerPage = await seekerContext.newPage();
  await signIn(seekerPage, strong.email, strong.password);
  await seekerPage.getByRole('link', { name: 'Applications' }).first().click();
  await expect(seekerPage).toHaveURL(/\/applications$/);
  const card = seekerPage.getByRole('article', { name: JOB_TITLE });
  await expect(card.getByText('Interview', { exact: true })).toBeVisible();
  await expect(card.getByText('Ranked Co')).toBeVisible();
  await expect(card.getByText(/^Match \d+%$/)).toBeVisible();
  const history = card.getByRole('list', { name: myApplicationsText.history });
  await expect(history.getByText(myApplicationsText.youApplied)).toBeVisible();
  await expect(history.getByText('Applied → Interview')).toBeVisible();
  await screenshotBoth(seekerPage, 'applications-list');
  await card.getByRole('link', { name: JOB_TITLE }).click();
  await expect(seekerPage).toHaveURL(new RegExp(`/job/${jobId}$`));
  await seekerContext.close();
});

test('a long list loads page by page, and the status filter asks the server', async ({ page, request }) => {
  test.setTimeout(300_000);
  const employer = await createEmployer(request, 'Nina Rao');
  const title = 'Data Platform Engineer';
  const jobId = await postJob(request, employer, title);
  const count = APPLICANTS_PAGE_SIZE + 2;
  // A few at a time: each is a real sign-up, identity check, resume upload and application.
  for (let k = 0; k < count; k += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, count - k) }, (_, i) =>
        applicant(request, jobId, `Applicant ${k + i + 1}`, weakProfile, 'Accountant. Tally, Excel.'),
      ),
    );
  }
  const listed = await request.get(`/api/applications/job/${jobId}/page?limit=1`, {
    headers: auth(employer.token),
  });
  const [top] = ((await listed.json()) as ApplicantsPage).applications;
  const moved = await request.put(`/api/applications/${top!._id}/status`, {
    headers: auth(employer.token),
    data: { status: 'Interview' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  await signIn(page, employer.email, employer.password);
  await page.goto('/manage-jobs');
  await page.getByRole('button', { name: `${count} applicants for ${title}` }).click();
  const group = page.getByRole('region', { name: title });
  await expect(group.getByText(`${count} applicants`)).toBeVisible();
  const cards = group.getByRole('article');
  await expect(cards).toHaveCount(APPLICANTS_PAGE_SIZE);
  await expect(group.getByText(applicantsShownLabel(APPLICANTS_PAGE_SIZE, count))).toBeVisible();
  const filter = group.getByRole('group', { name: applicantsText.statusFilter });
  await expect(filter.getByRole('button')).toHaveText([`All${count}`, `Applied${count - 1}`, 'Interview1']);
  await screenshotBoth(page, 'applicants-paged');

  await group.getByRole('button', { name: applicantsText.loadMore }).click();
  await expect(cards).toHaveCount(count);
  await expect(group.getByText(applicantsShownLabel(count, count))).toBeVisible();
  await expect(group.getByRole('button', { name: applicantsText.loadMore })).toHaveCount(0);
  await expect(cards.last().getByLabel(`${applicantsText.rank} ${count}`)).toBeVisible();

  await filter.getByRole('button', { name: /Interview/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('aria-label', top!.applicant.name);
  await expect(filter.getByRole('button', { name: /Interview/ })).toHaveAttribute('aria-pressed', 'true');
  await screenshotBoth(page, 'applicants-filtered');
});

test('empty states: a job nobody applied to, and a job seeker with no applications', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const employer = await createEmployer(request, 'Owen Das');
  await postJob(request, employer, 'Platform Engineer');

  await signIn(page, employer.email, employer.password);
  await page.goto('/applicants');
  await expect(page).toHaveURL(/\/manage-jobs$/);
  await page.getByRole('button', { name: '0 applicants for Platform Engineer' }).click();
  await expect(page).toHaveURL(/\/applicants$/);
  await expect(page.getByText(applicationMessages.noApplications)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Platform Engineer' })).toBeVisible();
  await screenshotBoth(page, 'applicants-empty');

  const seeker = await createAccount(request, { role: 'jobseeker', kyc: true, name: 'Tara Singh' });
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const seekerPage = await seekerContext.newPage();
  await signIn(seekerPage, seeker.email, seeker.password);
  await seekerPage.goto('/applications');
  await expect(seekerPage.getByText(myApplicationsText.emptyTitle)).toBeVisible();
  await seekerPage.getByRole('main').getByRole('link', { name: myApplicationsText.findJobs }).click();
  await expect(seekerPage).toHaveURL(/\/find-jobs/);
  await seekerPage.goBack();
  await expect(seekerPage.getByText(myApplicationsText.emptyTitle)).toBeVisible();
  await screenshotBoth(seekerPage, 'applications-empty');
  await seekerContext.close();
});
