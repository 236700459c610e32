import { expect, test, type Locator, type Page } from '@playwright/test';
import { COMING_SOON_TOPICS, comingSoonText } from '@hireloop/shared';
import { screenshotBoth } from '../support/screens';

/**
 * Every header menu and footer link of the public site leads somewhere: a screen of the app, the
 * sign-in that guards it, or the coming-soon page; none bounces back to / (issue 15, A11).
 */

const MENUS = ['For Job Seekers', 'For Employers', 'Resources'];

interface Walk {
  /** Opens what holds the links (a menu, the mobile menu, nothing for the footer). */
  open: (page: Page) => Promise<Locator>;
}

async function linkNames(page: Page, walk: Walk): Promise<string[]> {
  await page.goto('/');
  const holder = await walk.open(page);
  // The phone menu's code loads on demand: wait for its links before reading them.
  await expect(holder.getByRole('link').first()).toBeVisible();
  return holder.getByRole('link').allInnerTexts();
}

/** Follows each link of the holder from a fresh landing page, and checks where it ends. */
async function walkLinks(page: Page, walk: Walk): Promise<string[]> {
  const names = (await linkNames(page, walk)).map((n) => n.split('\n')[0]!.trim());
  expect(names.length).toBeGreaterThan(0);
  const landings: string[] = [];
  for (const name of names) {
    await page.goto('/');
    const holder = await walk.open(page);
    const link = holder.getByRole('link', { name, exact: false }).first();
    const href = (await link.getAttribute('href')) ?? '';
    // Read by tag: behind the open phone menu the page is hidden from the accessibility tree.
    const landingHeading = await page.locator('h1').first().innerText();
    await link.click();
    await expect(page, `${name} (${href}) leaves the landing page`).not.toHaveURL(/\/$/);
    // The address changes before the next screen's code has loaded, and a guarded screen sends a
    // visitor on to sign in only then: the landing page's heading stays until a screen replaces it.
    await expect(page.locator('h1').first()).not.toHaveText(landingHeading);
    await page.waitForLoadState('networkidle');
    const url = new URL(page.url());
    expect(url.pathname, `${name} (${href}) does not bounce back to /`).not.toBe('/');
    if (url.pathname === '/coming-soon') {
      const what = url.searchParams.get('what') as keyof typeof COMING_SOON_TOPICS;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMING_SOON_TOPICS[what].title);
    } else {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    landings.push(`${name} -> ${url.pathname}${url.search}`);
  }
  return landings;
}

const menu = (name: string): Walk => ({
  open: async (page) => {
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    return page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  },
});

const footer: Walk = {
  open: async (page) => page.getByRole('navigation', { name: 'Footer' }),
};

const mobileMenu: Walk = {
  open: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' });
  },
};

test('every header menu link at 1280 px leads to a page, none back to /', async ({ page }) => {
  test.setTimeout(180_000);
  const landings: string[] = [];
  for (const name of MENUS) landings.push(...(await walkLinks(page, menu(name))));
  // Six links and the call to action in each menu.
  expect(landings).toHaveLength(21);
  expect(landings).toContain('Remote Jobs -> /find-jobs?type=Remote');
  expect(landings).toContain('Get Started -> /signup/employer');
  expect(landings).toContain('Job Alerts -> /login');
});

test('every footer link leads to a page, none back to /', async ({ page }) => {
  test.setTimeout(180_000);
  const landings = await walkLinks(page, footer);
  expect(landings).toHaveLength(25);
  for (const expected of [
    'Create Profile -> /signup/jobseeker',
    'Upload Resume -> /signup/jobseeker',
    'Privacy Policy -> /privacy',
    'Terms of Service -> /terms',
    'Cookie Policy -> /privacy',
  ]) {
    expect(landings).toContain(expected);
  }
});

test('every link of the 375 px mobile menu leads to a page, none back to /', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const landings = await walkLinks(page, mobileMenu);
  expect(landings).toHaveLength(21);
  expect(landings).toContain('Remote Jobs -> /find-jobs?type=Remote');
});

test('the coming-soon page says what is coming and leads on to job search or home', async ({ page }) => {
  await page.goto('/coming-soon?what=featured-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMING_SOON_TOPICS['featured-jobs'].title);
  await expect(page.getByText(COMING_SOON_TOPICS['featured-jobs'].text)).toBeVisible();
  await screenshotBoth(page, 'flows-coming-soon');
  await page.getByRole('link', { name: comingSoonText.searchJobs }).click();
  await expect(page).toHaveURL('/find-jobs');

  // An unknown topic gets the general text, never the raw value.
  await page.goto('/coming-soon?what=%3Cb%3Ehi%3C%2Fb%3E');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(comingSoonText.fallbackTitle);
  await page.getByRole('main').getByRole('link', { name: comingSoonText.backHome }).click();
  await expect(page).toHaveURL('/');
});
