import { expect, test } from '@playwright/test';
import {
  accountSettingsText,
  apiPaths,
  jobAlertMessages,
  jobAlertsText as text,
  jobSearchText,
} from '@hireloop/shared';
import { signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { auth, postJob } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { screenshotBoth } from '../support/screens';

/**
 * Job alerts as a new job seeker uses them (docs/product.md 2.25): save a search on Find Jobs, see
 * and edit it on /alerts, get the mail of a job posted afterwards through the real SMTP server,
 * and unsubscribe from the mail's link without signing in. The e2e server's alert "day" is 20 s
 * (global-setup), so the daily alert is due within the test.
 */
test('save a search as an alert, get the new job by e-mail, unsubscribe signed out', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const seeker = await createAccount(request, { kyc: true, name: 'Alex Alert' });
  await signIn(page, seeker.email, seeker.password);

  await page.goto('/find-jobs');
  await page.getByLabel(jobSearchText.keywordLabel).fill('kotlin');
  await page.getByLabel(jobSearchText.locationLabel).fill('Pune');
  await page.getByLabel(jobSearchText.keywordLabel).press('Enter');
  await expect(page).toHaveURL(/q=kotlin/);

  await expect(page.getByRole('button', { name: text.create })).toBeVisible();
  await screenshotBoth(page, 'job-alerts-find-jobs');
  await page.getByRole('button', { name: text.create }).click();
  const dialog = page.getByRole('dialog', { name: text.createTitle });
  await expect(dialog.getByText('kotlin · Pune')).toBeVisible();
  await screenshotBoth(page, 'job-alerts-create');
  await dialog.getByText(text.frequency.daily).click();
  await dialog.getByRole('button', { name: text.create }).click();
  const created = page.getByRole('dialog', { name: jobAlertMessages.created });
  await expect(created.getByText(`kotlin · ${text.frequency.daily}`)).toBeVisible();
  await created.getByRole('link', { name: text.manageAlerts }).click();

  await expect(page).toHaveURL('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await page.getByRole('button', { name: `${text.edit} kotlin` }).click();
  const edit = page.getByRole('dialog', { name: text.editTitle });
  await edit.getByLabel(text.nameLabel).fill('Kotlin in Pune');
  await edit.getByRole('button', { name: text.save }).click();
  const card = page.getByRole('article', { name: 'Kotlin in Pune' });
  await expect(card).toBeVisible();
  await expect(card.getByText('kotlin · Pune')).toBeVisible();
  await expect(card.getByText(text.neverSent)).toBeVisible();
  await screenshotBoth(page, 'job-alerts-list');

  // An employer posts a matching job after the alert was saved, and one that does not match.
  const employer = await createAccount(request, { role: 'employer' });
  const jobId = await postJob(request, employer.token, 'Kotlin Android Engineer', {
    location: 'Pune',
    keySkills: ['Kotlin', 'Android'],
  });
  await postJob(request, employer.token, 'Kotlin Android Engineer', {
    location: 'Chennai',
    keySkills: ['Kotlin'],
  });

  // The first mail was the sign-up code; the second is the alert.
  const mail = await waitForMail(seeker.email, 2, 90_000);
  expect(mail).toContain('Kotlin Android Engineer');
  expect(mail).toContain(`/job/${jobId}`);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = mail.match(/https?:\/\/[^\s/]+\/alerts\/unsubscribe\?token=[\w.-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.reload();
  await expect(card.getByText(text.neverSent)).toBeHidden();

  // Signed out, in another browser: the link shows the alert and unsubscribes on the click.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByText(text.unsubscribeIntro('Kotlin in Pune'))).toBeVisible();
  await screenshotBoth(visitor, 'job-alerts-unsubscribe');
  await visitor.getByRole('button', { name: text.unsubscribe }).click();
  await expect(visitor.getByRole('heading', { name: text.unsubscribedTitle })).toBeVisible();
  await screenshotBoth(visitor, 'job-alerts-unsubscribed');
  // The same link again: still fine.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: text.unsubscribedTitle })).toBeVisible();
  // A tampered link says so.
  await visitor.goto(`${link!.slice(0, -3)}abc`);
  await expect(visitor.getByText(jobAlertMessages.badUnsubscribeLink)).toBeVisible();
  await visitorContext.close();

  await page.reload();
  await expect(card.getByText(text.mailsOff)).toBeVisible();
});

test('with job alert e-mails off in the settings, /alerts says so and leads there', async ({
  page,
  request,
}) => {
  const seeker = await createAccount(request, { kyc: true });
  const created = await request.post(apiPaths.alerts.create, {
    headers: auth(seeker.token),
    data: { name: 'Kotlin in Pune', frequency: 'weekly', search: { keyword: 'kotlin', location: 'Pune' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await signIn(page, seeker.email, seeker.password);

  await page.goto('/settings');
  const alertMails = page.getByRole('switch', { name: accountSettingsText.jobAlertMails });
  // The switch shows its new state while the save is on its way; a full navigation before the
  // save answers can cancel it, so wait for the answer, not for the switch.
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith(apiPaths.account.updatePreferences) && r.request().method() !== 'GET',
    );
  const off = saved();
  await alertMails.click();
  expect((await off).ok()).toBe(true);
  await expect(alertMails).toHaveAttribute('aria-checked', 'false');

  await page.goto('/alerts');
  await expect(page.getByRole('article', { name: 'Kotlin in Pune' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: text.preferenceOff });
  await expect(notice).toBeVisible();
  await screenshotBoth(page, 'job-alerts-mails-off');
  await notice.getByRole('link', { name: text.settings }).click();
  await expect(page).toHaveURL('/settings');
  const on = saved();
  await alertMails.click();
  expect((await on).ok()).toBe(true);
  await expect(alertMails).toHaveAttribute('aria-checked', 'true');

  await page.goBack();
  await expect(page.getByRole('article', { name: 'Kotlin in Pune' })).toBeVisible();
  await expect(page.getByText(text.preferenceOff)).toBeHidden();
});

test('a visitor following Job Alerts signs in first', async ({ page }) => {
  await page.goto('/alerts');
  await expect(page).toHaveURL('/login');
});
