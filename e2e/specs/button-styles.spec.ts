import { expect, test, type Locator, type Page } from '@playwright/test';
import { profileText } from '@hireloop/shared';
import { DEMO, signIn } from '../support/accounts';
import { screenshotBoth } from '../support/screens';

/** The colour an element with `className` gets on this page, to compare a control's colour with. */
async function colourOf(page: Page, className: string): Promise<string> {
  return page.evaluate((cls) => {
    const probe = document.createElement('span');
    probe.className = cls;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, className);
}

const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

test("a profile entry's Delete button is red in both themes, not the grey of a plain ghost button", async ({
  page,
}) => {
  await signIn(page, DEMO.seekerWithKyc);
  await page.goto('/profile');
  const employment = page.locator('#employment');
  await employment
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const remove = employment.getByRole('button', { name: profileText.delete, exact: true });
  await expect(remove).toBeVisible();
  await remove.scrollIntoViewIfNeeded();

  expect(await colour(remove)).toBe(await colourOf(page, 'text-rose-600'));
  expect(await colour(remove)).not.toBe(await colourOf(page, 'text-slate-600'));
  await screenshotBoth(page, 'profile-entry-delete');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The button's colour transition runs for a moment after the theme changes: wait for its end.
  const darkRose = await colourOf(page, 'dark:text-rose-400');
  await expect.poll(() => colour(remove)).toBe(darkRose);
  await screenshotBoth(page, 'profile-entry-delete-dark');
});
