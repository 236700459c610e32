import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { authMessages, authText, navText } from '@hireloop/shared';
import { DEMO, signIn, uniqueEmail } from '../support/accounts';
import { createAccount, TEST_PASSWORD } from '../support/api-accounts';
import { SCREENSHOT_DIR } from '../support/env';
import { waitForOtp, waitForResetLink } from '../support/mail';
import { screenshotBoth } from '../support/screens';

/**
 * Screenshots of every public screen and of the two signed-in shells, at 1280 px and 375 px, for
 * people to look at (.tmp/screenshots). Each test also checks the screen is the one it claims.
 */

const HEIGHT = { 1280: 800, 375: 812 } as const;

/** One viewport-sized screenshot at one width, for states that only exist at that width (open menus). */
async function screenshotAt(page: Page, name: string, width: 1280 | 375): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
}

async function useWidth(page: Page, width: 1280 | 375): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT[width] });
}

/**
 * Clicks `submit` with the page's timers stopped, then lets the page's time run in small steps
 * until `screen` shows. A success screen that redirects after a delay so stays up while it is
 * photographed; `release` lets time flow again and the redirect happen. Needs `page.clock.install()`
 * before the page loaded.
 */
async function holdScreenAfter(page: Page, submit: Locator, screen: Locator) {
  const now = await page.evaluate(() => Date.now());
  // Safely ahead of the page's clock, which keeps running while this call travels; the page is
  // idle here, so jumping ahead fires nothing that matters.
  await page.clock.pauseAt(now + 5_000);
  await submit.click();
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(screen).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 20_000 });
  return { release: () => page.clock.resume() };
}

test.describe('landing', () => {
  test('the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'HireLoop home' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await screenshotBoth(page, 'landing');
  });

  test('the landing page in the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await screenshotBoth(page, 'landing-dark');
  });

  test('the header menus open at 1280 px', async ({ page }) => {
    await useWidth(page, 1280);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, name] of [
      ['For Job Seekers', 'landing-menu-jobseekers'],
      ['For Employers', 'landing-menu-employers'],
      ['Resources', 'landing-menu-resources'],
    ] as const) {
      const trigger = nav.getByRole('button', { name: label });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await screenshotAt(page, name, 1280);
      await page.keyboard.press('Escape');
      await page.mouse.move(0, 700);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }

    const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign Up' });
    await signUp.click();
    await expect(page.getByRole('link', { name: /Employer/ }).first()).toBeVisible();
    await screenshotAt(page, 'landing-menu-signup', 1280);
  });

  test('the mobile menu at 375 px', async ({ page }) => {
    await useWidth(page, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await screenshotAt(page, 'landing-mobile-menu', 375);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('sign-in', () => {
  test('the sign-in page, its sign-up choices and its errors', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: authText.signInTitle })).toBeVisible();
    await screenshotBoth(page, 'login');

    await page.getByRole('button', { name: authText.createOneHere }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await screenshotBoth(page, 'login-errors');
  });

  test('the sign-in page in the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: authText.signInTitle })).toBeVisible();
    await screenshotBoth(page, 'login-dark');
  });

  test("the 'Welcome Back!' screen", async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(DEMO.seekerWithKyc);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
    const held = await holdScreenAfter(
      page,
      page.getByRole('button', { name: 'Sign In' }),
      page.getByRole('heading', { name: authMessages.welcomeBack, exact: true }),
    );
    await screenshotBoth(page, 'login-welcome-back');
    await held.release();
    await expect(page).toHaveURL('/find-jobs');
  });
});

test.describe('job seeker sign-up', () => {
  test('empty, with the code sent, and the success screen', async ({ page }) => {
    const email = uniqueEmail('shots');
    await page.clock.install();
    await page.goto('/signup/jobseeker');
    await expect(page.getByRole('heading', { name: authText.jobSeekerSignupTitle })).toBeVisible();
    await screenshotBoth(page, 'signup-jobseeker');

    await page.getByLabel('Full Name').fill('Shona Shots');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await page.getByRole('button', { name: authText.sendOtp }).click();
    const otpBox = page.getByLabel('Verification Code (OTP)');
    await expect(otpBox).toBeVisible();
    await screenshotBoth(page, 'signup-jobseeker-otp-sent');

    await otpBox.fill(await waitForOtp(email));
    await page.getByRole('button', { name: authText.verifyOtp, exact: true }).click();
    await expect(page.getByRole('button', { name: authText.otpVerified })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await screenshotBoth(page, 'signup-jobseeker-verified');

    const held = await holdScreenAfter(
      page,
      page.getByRole('button', { name: authText.createJobSeekerAccount }),
      page.getByRole('heading', { name: authMessages.jobSeekerCreatedTitle }),
    );
    await screenshotBoth(page, 'signup-jobseeker-success');
    await held.release();
    await expect(page).toHaveURL('/jobseeker-kyc');
  });

  test('with validation errors and an existing account', async ({ page }) => {
    await page.goto('/signup/jobseeker');
    await page.getByRole('button', { name: authText.createJobSeekerAccount }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await screenshotBoth(page, 'signup-jobseeker-errors');

    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(DEMO.seekerWithKyc);
    await page.getByRole('button', { name: authText.sendOtp }).click();
    await expect(page.getByText(authMessages.accountExists)).toBeVisible();
    await screenshotBoth(page, 'signup-jobseeker-account-exists');
  });
});

test.describe('employer sign-up', () => {
  test('empty, with errors, and the success screen', async ({ page }) => {
    const email = uniqueEmail('boss');
    await page.clock.install();
    await page.goto('/signup/employer');
    await expect(page.getByRole('heading', { name: authText.employerSignupTitle })).toBeVisible();
    await screenshotBoth(page, 'signup-employer');

    await page.getByRole('button', { name: authText.createEmployerAccount }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await screenshotBoth(page, 'signup-employer-errors');

    await page.getByLabel('Full Name').fill('Bo Shots');
    await page.getByLabel('Company Name').fill('Shots Inc');
    await page.getByRole('textbox', { name: 'Company Email Address', exact: true }).fill(email);
    await page.getByRole('button', { name: authText.sendOtp }).click();
    await page.getByLabel('Verification Code (OTP)').fill(await waitForOtp(email));
    await page.getByRole('button', { name: authText.verifyOtp, exact: true }).click();
    await expect(page.getByRole('button', { name: authText.otpVerified })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    const held = await holdScreenAfter(
      page,
      page.getByRole('button', { name: authText.createEmployerAccount }),
      page.getByRole('heading', { name: 'Employer Account Created!' }),
    );
    await screenshotBoth(page, 'signup-employer-success');
    await held.release();
    await expect(page).toHaveURL('/employer-dashboard');
  });
});

test.describe('password screens', () => {
  test("forgot password: the form and 'Check Your Email'", async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await screenshotBoth(page, 'forgot-password');

    await page.getByLabel('Email Address').fill(uniqueEmail('forgot-shots'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: authText.checkYourEmail })).toBeVisible();
    await screenshotBoth(page, 'forgot-password-sent');
  });

  test('reset password: the form with errors, the invalid link and the success screen', async ({
    page,
    request,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: authMessages.invalidResetLinkTitle })).toBeVisible();
    await screenshotBoth(page, 'reset-password-invalid');

    const account = await createAccount(request);
    const asked = await request.post('/api/auth/forgot-password', { data: { email: account.email } });
    expect(asked.ok()).toBe(true);
    const link = await waitForResetLink(account.email, 2); /* #1 was the sign-up code */

    await page.clock.install();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await screenshotBoth(page, 'reset-password');
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('other');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await screenshotBoth(page, 'reset-password-errors');

    await page.getByLabel('New Password').fill('Shots@2025q');
    await page.getByLabel('Confirm Password').fill('Shots@2025q');
    const held = await holdScreenAfter(
      page,
      page.getByRole('button', { name: 'Reset Password' }),
      page.getByRole('heading', { name: authMessages.resetSuccessTitle }),
    );
    await screenshotBoth(page, 'reset-password-success');
    await held.release();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('signed-in shells', () => {
  test('the job seeker top navigation with its avatar menu and mobile drawer', async ({ page }) => {
    await signIn(page, DEMO.seekerWithKyc);
    await expect(page).toHaveURL('/find-jobs');
    await screenshotBoth(page, 'shell-jobseeker');

    await useWidth(page, 1280);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: navText.signOut })).toBeVisible();
    await screenshotAt(page, 'shell-jobseeker-avatar-menu', 1280);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: navText.signOut })).toHaveCount(0);

    await useWidth(page, 375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main mobile' })).toBeVisible();
    await expect(page).toHaveURL('/find-jobs');
    await screenshotAt(page, 'shell-jobseeker-mobile-menu', 375);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: navText.signOut })).toBeVisible();
    await screenshotAt(page, 'shell-jobseeker-avatar-menu', 375);
  });

  test('the identity check frame of a job seeker without it', async ({ page }) => {
    await signIn(page, DEMO.seekerWithoutKyc);
    await expect(page).toHaveURL('/jobseeker-kyc');
    await screenshotBoth(page, 'shell-jobseeker-kyc');
  });

  test('the employer layout with its avatar menu and mobile drawer', async ({ page }) => {
    await signIn(page, DEMO.employer);
    await expect(page).toHaveURL('/employer-dashboard');
    await screenshotBoth(page, 'shell-employer');

    await useWidth(page, 1280);
    const topBar = page.getByRole('banner');
    await topBar.getByRole('button', { name: 'Account menu' }).click();
    await expect(topBar.getByRole('menuitem', { name: navText.logout })).toBeVisible();
    await screenshotAt(page, 'shell-employer-avatar-menu', 1280);
    await page.keyboard.press('Escape');
    await expect(topBar.getByRole('menuitem', { name: navText.logout })).toHaveCount(0);

    await useWidth(page, 375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Employer menu' });
    await expect(drawer.getByRole('link', { name: navText.manageJobs })).toBeVisible();
    await screenshotAt(page, 'shell-employer-mobile-drawer', 375);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toHaveCount(0);
    await topBar.getByRole('button', { name: 'Account menu' }).click();
    await screenshotAt(page, 'shell-employer-avatar-menu', 375);
  });

  test('the employer layout in the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signIn(page, DEMO.otherEmployer);
    await expect(page).toHaveURL('/employer-dashboard');
    await screenshotBoth(page, 'shell-employer-dark');
  });
});
