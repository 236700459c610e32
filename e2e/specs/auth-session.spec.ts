import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { navText } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { createAccount } from '../support/api-accounts';

const storedSession = (page: Page) =>
  page.evaluate(() => ['token', 'refreshToken', 'user'].map((key) => localStorage.getItem(key)));

/** After a logout: on /, nothing stored, the refresh token revoked, and a reload stays signed out. */
async function expectSignedOut(page: Page, request: APIRequestContext, refreshToken: string | null) {
  await expect(page).toHaveURL('/');
  expect(await storedSession(page)).toEqual([null, null, null]);
  expect(refreshToken).toBeTruthy();
  await expect
    .poll(async () => (await request.post('/api/auth/refresh', { data: { refreshToken } })).status())
    .toBe(401);

  await page.reload();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null, null]);
  await page.goto('/saved-jobs');
  await expect(page).toHaveURL('/login');
}

test('a job seeker signs out from the top bar avatar menu', async ({ page, request }) => {
  const account = await createAccount(request, { kyc: true, name: 'Tara Topbar' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/find-jobs');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(navText.roleJobSeeker, { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: navText.viewProfile })).toHaveAttribute('href', '/profile');
  await page.getByRole('menuitem', { name: navText.signOut }).click();

  await expectSignedOut(page, request, refreshToken);
});

test('an employer signs out from the sidebar', async ({ page, request }) => {
  const account = await createAccount(request, { role: 'employer' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/employer-dashboard');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));

  await page.getByRole('complementary').getByRole('button', { name: navText.logout }).click();

  await expectSignedOut(page, request, refreshToken);
});

test("an employer signs out from the top bar's profile dropdown", async ({ page, request }) => {
  const account = await createAccount(request, { role: 'employer', name: 'Dora Dropdown' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/employer-dashboard');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));

  const topBar = page.getByRole('banner');
  await topBar.getByRole('button', { name: 'Account menu' }).click();
  await expect(topBar.getByText(account.email)).toBeVisible();
  await expect(topBar.getByText(account.name)).toBeVisible();
  await topBar.getByRole('menuitem', { name: navText.logout }).click();

  await expectSignedOut(page, request, refreshToken);
});

test('a job seeker without the identity check may stay on / and signs out from the header', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { name: 'Hana Header' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/jobseeker-kyc');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));

  await page.goto('/');
  await expect(page).toHaveURL('/');
  // The user menu shows the first word of the full name (docs/product.md 2.4).
  const userMenu = page.getByRole('banner').getByRole('button', { name: 'Hana', exact: true });
  await userMenu.click();
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expectSignedOut(page, request, refreshToken);
});

test('the stored theme is applied: dark puts the dark class on <html>', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the theme toggle switches and remembers the theme', async ({ page }) => {
  await signIn(page, DEMO.seekerWithKyc);
  await expect(page).toHaveURL('/find-jobs');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});
