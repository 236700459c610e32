import { expect, test, type Page } from '@playwright/test';
import { accountMessages, accountSettingsText as text, serverMessages } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { screenshotBoth } from '../support/screens';

const NEW_PASSWORD = 'Changed@2026q';

async function openSettingsFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
}

async function signInFails(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.invalidCredentials);
  await expect(page).toHaveURL('/login');
}

test('change the password, then sign in with the new one only', async ({ page, request }) => {
  const account = await createAccount(request, { kyc: true });
  await signIn(page, account.email, account.password);
  await openSettingsFromMenu(page);

  const form = page.getByRole('region', { name: text.passwordTitle });
  await form.getByRole('textbox', { name: text.currentPassword, exact: true }).fill('Not-the@password1');
  await form.getByRole('textbox', { name: text.newPassword, exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('textbox', { name: text.confirmPassword, exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: text.changePassword }).click();
  await expect(form.getByRole('alert')).toHaveText(accountMessages.wrongCurrentPassword);

  await form.getByRole('textbox', { name: text.currentPassword, exact: true }).fill(account.password);
  await form.getByRole('button', { name: text.changePassword }).click();
  await expect(page.getByText(accountMessages.passwordChanged)).toBeVisible();
  await expect(form.getByRole('textbox', { name: text.currentPassword, exact: true })).toHaveValue('');
  // This login stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await signInFails(page, account.email, account.password);
  await signIn(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/find-jobs');
});

test('turn off application status e-mails; the choice is kept', async ({ page, request }) => {
  const account = await createAccount(request, { kyc: true });
  await signIn(page, account.email, account.password);
  await page.goto('/settings');
  const status = page.getByRole('switch', { name: text.statusMails });
  await expect(status).toHaveAttribute('aria-checked', 'true');
  await status.click();
  await expect(status).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(accountMessages.preferencesSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: text.statusMails })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: text.jobAlertMails })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('delete a freshly signed-up account: signed out, home page says so, sign-in fails', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account.email, account.password);
  await page.goto('/settings');
  await page.getByRole('button', { name: text.deleteAccount }).click();
  const dialog = page.getByRole('alertdialog', { name: text.deleteDialogTitle });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('textbox', { name: text.deletePassword, exact: true }).fill('Wrong@pass123');
  await dialog.getByRole('button', { name: text.deleteAccount }).click();
  await expect(dialog.getByRole('alert')).toHaveText(accountMessages.wrongDeletePassword);

  await dialog.getByRole('textbox', { name: text.deletePassword, exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: text.deleteAccount }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(accountMessages.accountDeleted)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signInFails(page, account.email, account.password);
});

test.describe('screenshots', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`settings and the delete dialog (${scheme})`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const account = await createAccount(request, { kyc: true, name: 'Jamie Seeker' });
      await signIn(page, account.email, account.password);
      await page.goto('/settings');
      await expect(page.getByRole('switch', { name: text.statusMails })).toBeVisible();
      await screenshotBoth(page, `account-settings-seeker-${scheme}`);

      await page.getByRole('button', { name: text.deleteAccount }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.waitForTimeout(300);
      await screenshotBoth(page, `account-settings-delete-dialog-${scheme}`);
    });
  }

  test('settings of an employer', async ({ page }) => {
    await signIn(page, DEMO.employer);
    await page.goto('/settings');
    await expect(page.getByText(text.employerEmailNote)).toBeVisible();
    await screenshotBoth(page, 'account-settings-employer-light');
  });
});
