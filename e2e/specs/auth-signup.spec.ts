import { expect, test, type Page } from '@playwright/test';
import { authMessages, authText, REDIRECT_AFTER_SIGNUP_MS, validationMessages } from '@hireloop/shared';
import { DEMO, uniqueEmail } from '../support/accounts';
import { TEST_PASSWORD } from '../support/api-accounts';
import { mailCount, waitForOtp } from '../support/mail';
import { watchRedirect } from '../support/redirect-timing';

/** Sends the code, reads it from the real mail and verifies it (docs/product.md section 4, sign-up flow). */
async function verifyEmailWithCode(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: /^(Company )?Email Address$/ }).fill(email);
  await page.getByRole('button', { name: authText.sendOtp }).click();
  const otpBox = page.getByLabel('Verification Code (OTP)');
  await expect(otpBox).toBeVisible();
  // The address is locked while the code is out, and Resend waits for its countdown.
  await expect(page.getByRole('textbox', { name: /^(Company )?Email Address$/ })).toBeDisabled();
  await expect(page.getByText(/Resend OTP in \d+s/)).toBeVisible();

  await otpBox.fill(await waitForOtp(email));
  await page.getByRole('button', { name: authText.verifyOtp, exact: true }).click();
  await expect(page.getByRole('button', { name: authText.otpVerified })).toBeDisabled();
}

async function acceptTermsAndPassword(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
}

test('a job seeker signs up with the mailed code and lands on the identity check', async ({ page }) => {
  const email = uniqueEmail('seeker');
  const redirect = await watchRedirect(page, authMessages.jobSeekerCreatedTitle, '/signup/jobseeker');
  await page.goto('/signup/jobseeker');
  await expect(page.getByRole('heading', { name: authText.jobSeekerSignupTitle })).toBeVisible();
  await expect(page.getByText(authText.signupMarketingTitle)).toBeVisible();

  await page.getByLabel('Full Name').fill('Nova Seeker');
  await verifyEmailWithCode(page, email);
  await acceptTermsAndPassword(page);
  await page.getByRole('button', { name: authText.createJobSeekerAccount }).click();

  await expect(page.getByRole('heading', { name: authMessages.jobSeekerCreatedTitle })).toBeVisible();
  await expect(page.getByText(authMessages.jobSeekerCreatedText)).toBeVisible();
  await expect(page.getByText(authMessages.redirectingToJobSearch)).toBeVisible();

  await expect(page).toHaveURL('/jobseeker-kyc');
  expect(await redirect.delayMs()).toBeGreaterThanOrEqual(REDIRECT_AFTER_SIGNUP_MS - 50);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // Reloading keeps the new session: the guard still holds the user on the identity check.
  await page.reload();
  await expect(page).toHaveURL('/jobseeker-kyc');
});

test('an employer signs up with a company e-mail and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('boss');
  const redirect = await watchRedirect(page, 'Employer Account Created!', '/signup/employer');
  await page.goto('/signup/employer');
  await expect(page.getByRole('heading', { name: authText.employerSignupTitle })).toBeVisible();

  await page.getByLabel('Full Name').fill('Bea Boss');
  await page.getByLabel('Company Name').fill('E2E Corp');
  await verifyEmailWithCode(page, email);
  await acceptTermsAndPassword(page);
  await page.getByRole('button', { name: authText.createEmployerAccount }).click();

  await expect(page.getByRole('heading', { name: 'Employer Account Created!' })).toBeVisible();
  await expect(page).toHaveURL('/employer-dashboard');
  expect(await redirect.delayMs()).toBeGreaterThanOrEqual(REDIRECT_AFTER_SIGNUP_MS - 50);
  await expect(page.getByRole('navigation', { name: 'Employer' })).toBeVisible();
});

test('the job seeker form shows each validation message only after a submit attempt', async ({ page }) => {
  await page.goto('/signup/jobseeker');
  const submit = page.getByRole('button', { name: authText.createJobSeekerAccount });
  const alert = page.getByRole('alert');
  await expect(alert).toHaveCount(0);

  await submit.click();
  await expect(alert).toHaveText(validationMessages.fullNameRequired);
  // Any edit hides the message until the next attempt.
  await page.getByLabel('Full Name').fill('Val Idation');
  await expect(alert).toHaveCount(0);

  await submit.click();
  await expect(alert).toHaveText(validationMessages.signupEmailRequired);
  await page.getByRole('textbox', { name: /^(Company )?Email Address$/ }).fill(uniqueEmail('val'));
  await submit.click();
  await expect(alert).toHaveText(validationMessages.signupPasswordRequired);

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('short');
  await submit.click();
  await expect(alert).toHaveText(validationMessages.passwordMin8);
  await password.fill('alllowercase1');
  await submit.click();
  await expect(alert).toHaveText(validationMessages.passwordUppercase);
  await password.fill('NoDigitsHere');
  await submit.click();
  await expect(alert).toHaveText(validationMessages.passwordNumber);

  await password.fill(TEST_PASSWORD);
  await submit.click();
  await expect(alert).toHaveText(validationMessages.acceptTerms);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await submit.click();
  await expect(alert).toHaveText(validationMessages.verifyOtpFirst);
  await expect(page).toHaveURL('/signup/jobseeker');
});

test('the employer form asks for the full name, then the company name', async ({ page }) => {
  await page.goto('/signup/employer');
  const submit = page.getByRole('button', { name: authText.createEmployerAccount });
  const alert = page.getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText(validationMessages.fullNameRequired);
  await page.getByLabel('Full Name').fill('Fay Freemail');
  await submit.click();
  await expect(alert).toHaveText(validationMessages.companyNameRequired);
  await expect(page).toHaveURL('/signup/employer');
});

test('an existing account on sign-up is sent to sign in and gets no code', async ({ page }) => {
  const before = mailCount(DEMO.seekerWithKyc);
  await page.goto('/signup/jobseeker');
  await page.getByRole('textbox', { name: /^(Company )?Email Address$/ }).fill(DEMO.seekerWithKyc);
  await page.getByRole('button', { name: authText.sendOtp }).click();

  await expect(page.getByText(authMessages.accountExists)).toBeVisible();
  await expect(page.getByLabel('Verification Code (OTP)')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL('/login');
  expect(mailCount(DEMO.seekerWithKyc)).toBe(before);
});

test('a wrong code is refused with the spec message', async ({ page }) => {
  const email = uniqueEmail('wrongcode');
  await page.goto('/signup/jobseeker');
  await page.getByRole('textbox', { name: /^(Company )?Email Address$/ }).fill(email);
  await page.getByRole('button', { name: authText.sendOtp }).click();
  const otpBox = page.getByLabel('Verification Code (OTP)');
  const code = await waitForOtp(email);
  const wrong = code === '000000' ? '111111' : '000000';

  await otpBox.fill('123');
  await page.getByRole('button', { name: authText.verifyOtp, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(validationMessages.otpLength);

  await otpBox.fill(wrong);
  await page.getByRole('button', { name: authText.verifyOtp, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.verifyOtpFailed);
  await expect(page.getByRole('button', { name: authText.verifyOtp, exact: true })).toBeEnabled();
});
