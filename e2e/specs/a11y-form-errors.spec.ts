import { expect, test, type Locator } from '@playwright/test';
import { jobSearchText } from '@hireloop/shared';
import { screenshotBoth } from '../support/screens';

/**
 * Errors are announced: a field with an error is aria-invalid and described by the error text;
 * a form-level error is an alert.
 */

async function expectDescribedError(box: Locator, text: string | RegExp): Promise<void> {
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(text);
}

test('login: empty fields and a wrong password are announced', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectDescribedError(page.getByLabel('Email Address'), /.+/);
  await expectDescribedError(page.getByRole('textbox', { name: 'Password' }), /.+/);
  await screenshotBoth(page, 'form-errors-login');

  await page.getByLabel('Email Address').fill('priya.sharma@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('job seeker sign-up: a refused field is described by the error line, which is an alert', async ({
  page,
}) => {
  await page.goto('/signup/jobseeker');
  await page.getByRole('button', { name: /create.*account/i }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  const message = (await alert.textContent())!.trim();
  await expectDescribedError(page.locator('[aria-invalid="true"]').first(), message);
  await screenshotBoth(page, 'form-errors-signup-jobseeker');
});

test('find jobs: a salary range the wrong way round is announced at the maximum', async ({ page }) => {
  await page.goto('/find-jobs');
  const filters = page.getByRole('complementary', { name: jobSearchText.filters });
  await filters.getByLabel(jobSearchText.minSalary).fill('90000');
  await filters.getByLabel(jobSearchText.minSalary).press('Enter');
  await filters.getByLabel(jobSearchText.maxSalary).fill('10000');
  await filters.getByLabel(jobSearchText.maxSalary).press('Enter');
  const alert = filters.getByRole('alert');
  await expect(alert).toBeVisible();
  await expectDescribedError(
    filters.getByLabel(jobSearchText.maxSalary),
    (await alert.textContent())!.trim(),
  );
});
