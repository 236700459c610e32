import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_TOPICS } from '@hireloop/shared';
import { routeTable, type RouteSpec } from '@/app/route-table';
import { ACCOUNT_LINKS, footerColumns, getMenuCta, HEADER_MENUS, SIGN_UP_LINKS } from './site-links';

const toRoute = (spec: RouteSpec): RouteObject => ({
  path: spec.path,
  children: spec.children?.map(toRoute),
});
const routes = routeTable.map(toRoute);

/** The route-table pattern a link opens; '*' is the fallback that sends the visitor to /. */
function patternOf(href: string): string | undefined {
  const { pathname } = new URL(href, 'http://localhost');
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

const headerLinks = [
  ...HEADER_MENUS.flatMap((menu) => menu.links),
  ...HEADER_MENUS.flatMap((menu) => [getMenuCta(menu.id, false), getMenuCta(menu.id, true)]),
  ...SIGN_UP_LINKS,
  ...ACCOUNT_LINKS,
];
const footerLinks = [false, true].flatMap((seeker) => footerColumns(seeker).flatMap((c) => c.links));

describe('header and footer links (issue 15, A11)', () => {
  it.each([...headerLinks, ...footerLinks].map((link) => [link.label, link.to]))(
    '%s (%s) opens a page of the route table, not the fallback to /',
    (_, to) => {
      expect(patternOf(to)).toBeDefined();
      expect(patternOf(to)).not.toBe('*');
    },
  );

  it('sends every link that is not built yet to the coming-soon page with a known topic', () => {
    for (const { to } of [...headerLinks, ...footerLinks]) {
      const url = new URL(to, 'http://localhost');
      if (url.pathname !== '/coming-soon') continue;
      expect(Object.keys(COMING_SOON_TOPICS)).toContain(url.searchParams.get('what'));
    }
  });

  it('leads to the real destinations where one exists', () => {
    const link = (label: string) => [...headerLinks, ...footerLinks].find((l) => l.label === label)?.to;
    expect(link('Remote Jobs')).toBe('/find-jobs?type=Remote');
    expect(getMenuCta('employers', false).to).toBe('/signup/employer');
    expect(getMenuCta('employers', true).to).toBe('/employer-dashboard');
    expect(link('Privacy Policy')).toBe('/privacy');
    expect(link('Terms of Service')).toBe('/terms');
    expect(link('Cookie Policy')).toBe('/privacy#cookies');
    expect(link('Job Alerts')).toBe('/alerts');
    const seekerColumn = (seeker: boolean) => footerColumns(seeker)[0]!.links.map((l) => l.to);
    expect(seekerColumn(false)).toEqual(expect.arrayContaining(['/signup/jobseeker']));
    expect(seekerColumn(true)).toEqual(expect.arrayContaining(['/profile']));
  });

  it('keeps the labels of docs/product.md 2.4 and 2.5', () => {
    expect(HEADER_MENUS.map((m) => m.links.map((l) => l.label))).toEqual([
      ['Find Jobs', 'Remote Jobs', 'Featured Jobs', 'Job Alerts', 'Saved Jobs', 'Applications'],
      [
        'Post a Job',
        'Find Candidates',
        'Employer Dashboard',
        'Company Profile',
        'Recruitment Tools',
        'Analytics',
      ],
      ['Blog', 'Resume Templates', 'Interview Tips', 'Salary Guide', 'Career Tools', 'Help Center'],
    ]);
    expect(footerColumns(false).map((c) => c.links.map((l) => l.label))).toEqual([
      ['Find Jobs', 'Create Profile', 'Upload Resume', 'Job Alerts', 'Career Advice'],
      ['Post a Job', 'Find Candidates', 'Employer Dashboard', 'Pricing', 'Success Stories'],
      ['Blog', 'Resume Templates', 'Interview Tips', 'Salary Guide', 'Reports'],
      ['About Us', 'Contact', 'Privacy Policy', 'Terms of Service', 'Cookie Policy'],
      ['Help Center', 'FAQs', 'Support', 'Live Chat', 'Community Forum'],
    ]);
  });
});
