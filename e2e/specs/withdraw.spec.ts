import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  applicantsLabel,
  applicantsText,
  applicationMessages,
  applyText,
  myApplicationsText,
  withdrawConfirmText,
  type Application,
} from '@hireloop/shared';
import { signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { seekerWithResume } from '../support/applicants';
import { screenshotBoth } from '../support/screens';
import { auth, frontendEngineerProfile, postJob } from '../support/fixtures';

/**
 * Applying through the confirmation (the resume that will be sent, a note to the employer),
 * withdrawing, and applying again; the employer sees the note and the withdrawn state
 * (docs/decisions/0020-withdraw-and-apply-note.md).
 */

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

const FIRST_NOTE = 'I rebuilt a design system in React and TypeScript used by 40 engineers.';
const SECOND_NOTE = 'Back again: my notice period is now two weeks.';

test('a job seeker applies with a note, withdraws, applies again; the employer sees the note and Withdrawn', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Frontend Platform Engineer ${randomBytes(3).toString('hex')}`;
  const employer = await createAccount(request, { role: 'employer', name: 'Wanda Hiring' });
  const jobId = await postJob(request, employer.token, title);
  const seeker = await seekerWithResume(request, {
    name: 'Rohan Kapoor',
    profile: frontendEngineerProfile,
    resumeLine: 'Frontend engineer. React, TypeScript, design systems.',
    resumeFileName: 'rohan-kapoor-resume.pdf',
  });

  // Apply: the confirmation names the resume and takes a note.
  await signIn(page, seeker.email, seeker.password);
  await page.goto(`/job/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: applyText.applyNow }).click();
  const confirm = page.getByRole('dialog', { name: applyText.confirmTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(title);
  await expect(confirm.getByTestId('apply-resume')).toHaveText('rohan-kapoor-resume.pdf');
  await confirm.getByLabel(applyText.noteLabel).fill(FIRST_NOTE);
  await expect(confirm).toContainText(`${FIRST_NOTE.length} / 500`);
  await screenshotBoth(page, 'withdraw-apply-confirm');
  await confirm.getByRole('button', { name: applyText.confirmApply }).click();
  await expect(toast(page, applicationMessages.applied)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(
    page.getByRole('article').locator('header').getByText('Applied', { exact: true }),
  ).toBeVisible();

  // Withdraw from My Applications, after a confirmation.
  await page.goto('/applications');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(FIRST_NOTE);
  await card.getByRole('button', { name: myApplicationsText.withdraw }).click();
  const ask = page.getByRole('alertdialog', { name: myApplicationsText.withdrawTitle });
  await expect(ask).toContainText(withdrawConfirmText(title, 'E2E Corp'));
  await screenshotBoth(page, 'withdraw-confirm');
  await ask.getByRole('button', { name: myApplicationsText.confirmWithdraw }).click();
  await expect(toast(page, applicationMessages.withdrawn)).toBeVisible();
  await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: myApplicationsText.history })).toContainText(
    'Applied → Withdrawn',
  );
  await expect(card.getByRole('button', { name: myApplicationsText.withdraw })).toHaveCount(0);
  await screenshotBoth(page, 'withdraw-applications-withdrawn');

  // The employer: out of the ranked list, under Withdrawn, without Update Status; no change accepted.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await signIn(employerPage, employer.email, employer.password);
  await employerPage.goto('/manage-jobs');
  await employerPage.getByRole('button', { name: `${applicantsLabel(0)} for ${title}` }).click();
  await expect(employerPage).toHaveURL(/\/applicants$/);
  const filter = employerPage.getByRole('group', { name: applicantsText.statusFilter });
  await filter.getByRole('button', { name: /Withdrawn/ }).click();
  const applicant = employerPage.getByRole('article', { name: seeker.name });
  await expect(applicant.getByText('Withdrawn', { exact: true })).toBeVisible();
  await applicant.getByRole('button', { name: applicantsText.viewProfile }).click();
  const modal = employerPage.getByRole('dialog');
  await expect(modal.getByTestId('withdrawn-notice')).toContainText(applicantsText.withdrawnHint);
  await expect(modal.getByLabel(applicantsText.updateStatus)).toHaveCount(0);
  await expect(modal.getByTestId('applicant-note')).toContainText(FIRST_NOTE);
  await screenshotBoth(employerPage, 'withdraw-employer-profile');
  await modal.getByRole('button', { name: applicantsText.closeDialog }).first().click();

  const [mine] = (await (
    await request.get('/api/applications/my', { headers: auth(seeker.token) })
  ).json()) as Application[];
  const refused = await request.put(`/api/applications/${mine!._id}/status`, {
    headers: auth(employer.token),
    data: { status: 'Interview' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: applicationMessages.withdrawnByApplicant });

  // Apply again from the card, while the job is open.
  await card.getByRole('link', { name: myApplicationsText.applyAgain }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}$`));
  await page.getByRole('button', { name: applyText.applyNow }).click();
  await expect(confirm.getByTestId('apply-resume')).toHaveText('rohan-kapoor-resume.pdf');
  await confirm.getByLabel(applyText.noteLabel).fill(SECOND_NOTE);
  await confirm.getByRole('button', { name: applyText.confirmApply }).click();
  await expect(toast(page, applicationMessages.applied)).toBeVisible();
  await page.goto('/applications');
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: myApplicationsText.history })).toContainText(
    'Withdrawn → Applied',
  );
  await expect(card).toContainText(SECOND_NOTE);

  // The employer sees the application back in the list, with the new note and Update Status.
  await employerPage.goto('/manage-jobs');
  await employerPage.getByRole('button', { name: `${applicantsLabel(1)} for ${title}` }).click();
  const back = employerPage.getByRole('article', { name: seeker.name });
  await expect(back.getByText('Applied', { exact: true })).toBeVisible();
  await back.getByRole('button', { name: applicantsText.viewProfile }).click();
  await expect(modal.getByTestId('applicant-note')).toContainText(SECOND_NOTE);
  await expect(modal.getByLabel(applicantsText.updateStatus)).toBeVisible();
  await employerContext.close();
});
