import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  seekerWithKyc: 'priya.sharma@example.com',
  seekerWithoutKyc: 'arjun.mehta@example.com',
  employer: 'talent@acme-robotics.com',
  otherEmployer: 'hiring@brightpath.io',
} as const;

/** A fresh address for a test that signs up; the domain is a company's, so employers can use it. */
export function uniqueEmail(prefix: string, domain = 'e2e-corp.com'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@${domain}`;
}

/** Signs in through the login screen and waits until the app has moved on from it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).first().fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await page
    .getByRole('button', { name: /sign in|log in|login/i })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}
