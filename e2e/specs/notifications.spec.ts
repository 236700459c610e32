import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  applicantsText,
  applicationMessages,
  notificationBellLabel,
  notificationsText,
} from '@hireloop/shared';
import { signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { applyTo, seekerWithResume } from '../support/applicants';
import { frontendEngineerProfile, postJob } from '../support/fixtures';
import { screenshotBoth } from '../support/screens';

/**
 * The bell (docs/decisions/0024-notifications.md): the employer hears of a new application, the
 * job seeker of a status change, live, while their pages are open; My Applications shows the new
 * status without a reload.
 */
test('a status change reaches the job seeker live: the bell counts it and My Applications shows it without a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Design Systems Engineer ${randomBytes(3).toString('hex')}`;
  const employer = await createAccount(request, { role: 'employer', name: 'Nadia Hiring' });
  const jobId = await postJob(request, employer.token, title);
  const seeker = await seekerWithResume(request, {
    name: 'Kiran Desai',
    profile: frontendEngineerProfile,
    resumeLine: 'Frontend engineer. React, TypeScript, design systems.',
    resumeFileName: 'kiran-desai-resume.pdf',
  });
  await applyTo(request, seeker, jobId);

  // The job seeker has My Applications open.
  await signIn(page, seeker.email, seeker.password);
  await page.goto('/applications');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: notificationBellLabel(0), exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The employer, in a browser of their own, was told of the application and moves it to Interview.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await signIn(employerPage, employer.email, employer.password);
  const employerBell = employerPage.getByRole('button', { name: notificationBellLabel(1), exact: true });
  await expect(employerBell).toBeVisible();
  await employerBell.click();
  const employerMenu = employerPage.getByRole('menu');
  const newApplication = employerMenu.getByRole('menuitem', {
    name: new RegExp(`New application from ${seeker.name} for ${title}`),
  });
  await expect(newApplication).toBeVisible();
  await screenshotBoth(employerPage, 'notifications-employer');
  await newApplication.click();
  await expect(employerPage).toHaveURL(/\/applicants$/);
  await expect(
    employerPage.getByRole('button', { name: notificationBellLabel(0), exact: true }),
  ).toBeVisible();
  const applicant = employerPage.getByRole('article', { name: seeker.name });
  await applicant.getByRole('button', { name: applicantsText.viewProfile }).click();
  const modal = employerPage.getByRole('dialog');
  await modal.getByLabel(applicantsText.updateStatus).selectOption('Interview');
  await expect(employerPage.getByText(applicationMessages.statusUpdated)).toBeVisible();

  // The job seeker's page changes by itself.
  const seekerBell = page.getByRole('button', { name: notificationBellLabel(1), exact: true });
  await expect(seekerBell).toBeVisible();
  await expect(card.getByText('Interview', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await seekerBell.click();
  const menu = page.getByRole('menu');
  await expect(
    menu.getByRole('menuitem', { name: new RegExp(`Your application for ${title} moved to Interview`) }),
  ).toContainText('a few seconds ago');
  await screenshotBoth(page, 'notifications-seeker');
  await menu.getByRole('menuitem', { name: notificationsText.markAllRead }).click();
  await expect(page.getByRole('button', { name: notificationBellLabel(0), exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Read stays read.
  await page.reload();
  await expect(page.getByRole('button', { name: notificationBellLabel(0), exact: true })).toBeVisible();
  await expect(card.getByText('Interview', { exact: true })).toBeVisible();
  await employerContext.close();
});

test('on a phone the site header (legal and coming-soon pages) shows a signed-in user the bell too', async ({
  page,
  request,
}) => {
  const seeker = await createAccount(request, { kyc: true });
  await signIn(page, seeker.email, seeker.password);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/privacy');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: notificationBellLabel(0), exact: true });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('menu').getByText(notificationsText.empty)).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/notifications-site-header-375.png' });
  await page.keyboard.press('Escape');
  // The account's links stay in the phone menu: the header has no room for its menu. From 768 px
  // the header shows both.
  const accountMenu = page.getByRole('banner').getByRole('button', { name: /Jamie/ });
  await expect(accountMenu).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(accountMenu).toBeVisible();
  await expect(bell).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/notifications-site-header-1280.png' });
});
