import { expect, test } from '@playwright/test';
import {
  authMessages,
  authText,
  REDIRECT_AFTER_RESET_MS,
  serverMessages,
  validationMessages,
} from '@hireloop/shared';
import { signIn, uniqueEmail } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { waitForResetLink } from '../support/mail';
import { watchRedirect } from '../support/redirect-timing';

const NEW_PASSWORD = 'Fresh@2025y';

test('forgot and reset password end to end with the mailed link', async ({ page, request }) => {
  const account = await createAccount(request);

  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: authText.checkYourEmail })).toBeVisible();
  await expect(page.getByText(serverMessages.forgotAccepted)).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(/spam/i)).toBeVisible();

  const link = new URL(await waitForResetLink(account.email, 2) /* #1 was the sign-up code */);
  const redirect = await watchRedirect(page, authMessages.resetSuccessTitle, link.pathname);
  await page.goto(link.href);
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { name: authMessages.resetSuccessTitle })).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await redirect.delayMs()).toBeGreaterThanOrEqual(REDIRECT_AFTER_RESET_MS - 50);

  // The old password no longer works, and the error is on the screen.
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.invalidCredentials);
  await expect(page).toHaveURL('/login');

  await signIn(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/jobseeker-kyc');

  // The link is single-use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname);
  await page.getByLabel('New Password').fill('Another@2026z');
  await page.getByLabel('Confirm Password').fill('Another@2026z');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.resetLinkInvalid);
});

test("'Try another email address' returns to the form", async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(validationMessages.emailRequired)).toBeVisible();
  await page.getByLabel('Email Address').fill('nobody-here');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(validationMessages.emailInvalid)).toBeVisible();

  // An unknown address gets the same answer as a known one.
  await page.getByLabel('Email Address').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: authText.checkYourEmail })).toBeVisible();
  await page.getByRole('button', { name: authText.tryAnotherEmail }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
});

test("/reset-password without a token shows 'Invalid Reset Link'", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: authMessages.invalidResetLinkTitle })).toBeVisible();
  await expect(page.getByText(authMessages.invalidResetLinkText)).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await page.getByRole('link', { name: /reset link/i }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('the reset form checks both passwords and refuses an unknown link', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(validationMessages.passwordRequired)).toBeVisible();
  await expect(page.getByText(validationMessages.confirmRequired)).toBeVisible();

  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(validationMessages.passwordsDoNotMatch)).toBeVisible();

  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await expect(page.getByText(validationMessages.passwordsDoNotMatch)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.resetLinkInvalid);

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('a deep link to /forgot-password survives a reload', async ({ page }) => {
  await page.goto('/forgot-password');
  const heading = page.getByRole('heading', { name: 'Forgot your password?' });
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL('/forgot-password');
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: authText.backToHome })).toHaveAttribute('href', '/');
});
