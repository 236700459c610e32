import { expect, test, type Page } from '@playwright/test';
import { authMessages, authText, REDIRECT_AFTER_LOGIN_MS, validationMessages } from '@hireloop/shared';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { watchRedirect } from '../support/redirect-timing';

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const targets = [
  { who: 'an employer', email: DEMO.employer, target: '/employer-dashboard' },
  { who: 'a job seeker with the identity check', email: DEMO.seekerWithKyc, target: '/find-jobs' },
  { who: 'a job seeker without it', email: DEMO.seekerWithoutKyc, target: '/jobseeker-kyc' },
];

for (const { who, email, target } of targets) {
  test(`sign-in shows 'Welcome Back!' and then sends ${who} to ${target}`, async ({ page }) => {
    const redirect = await watchRedirect(page, authMessages.welcomeBack, '/login');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: authText.signInTitle })).toBeVisible();
    await submitLogin(page, email, DEMO_PASSWORD);

    await expect(page.getByRole('heading', { name: authMessages.welcomeBack, exact: true })).toBeVisible();
    await expect(page).toHaveURL(target);
    expect(await redirect.delayMs()).toBeGreaterThanOrEqual(REDIRECT_AFTER_LOGIN_MS - 50);
  });
}

test('the sign-in form validates before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(validationMessages.emailRequired)).toBeVisible();
  await expect(page.getByText(validationMessages.passwordRequired)).toBeVisible();

  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(validationMessages.emailInvalid)).toBeVisible();
  await expect(page.getByText(validationMessages.passwordMin6)).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('Secret123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test("'Create one here' reveals the two sign-up choices", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: authText.jobSeeker })).toHaveCount(0);
  await page.getByRole('button', { name: authText.createOneHere }).click();
  await expect(page.getByRole('link', { name: authText.employer })).toHaveAttribute(
    'href',
    '/signup/employer',
  );
  await page.getByRole('link', { name: authText.jobSeeker }).click();
  await expect(page).toHaveURL('/signup/jobseeker');
});

test("the sign-in page's links lead to the password reset and back home", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: authText.forgotPasswordLink }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByRole('link', { name: authText.backToHome }).click();
  await expect(page).toHaveURL('/');
});
