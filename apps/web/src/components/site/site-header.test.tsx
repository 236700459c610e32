import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';
import { hrefsIn, mockSession, renderWithRouter, signedInAs } from '@/test/site';

vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));

/** docs/product.md 2.4's menu items, each where it leads now (issue 15, A11). */
const SPEC_MENU_LINKS = [
  '/find-jobs',
  '/find-jobs?type=Remote',
  '/coming-soon?what=featured-jobs',
  '/alerts',
  '/saved-jobs',
  '/applications',
  '/post-job',
  '/coming-soon?what=find-candidates',
  '/employer-dashboard',
  '/company-profile',
  '/coming-soon?what=recruitment-tools',
  '/coming-soon?what=analytics',
  '/coming-soon?what=blog',
  '/coming-soon?what=resume-templates',
  '/coming-soon?what=interview-tips',
  '/coming-soon?what=salary-guide',
  '/coming-soon?what=career-tools',
  '/coming-soon?what=help',
];

const MENUS = ['For Job Seekers', 'For Employers', 'Resources'];

/** A desktop-wide window: every min-width query matches. */
const wideScreenMatchMedia = ((query: string) => ({
  matches: query.includes('min-width'),
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

async function openMenu(user: ReturnType<typeof renderWithRouter>['user'], name: string) {
  // The account menu's code loads apart from the header's: a stand-in button takes the press, and
  // the menu opens when its code arrives.
  await user.click(await screen.findByRole('button', { name }));
  const trigger = await waitFor(() => {
    const opened = screen.getByRole('button', { name });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    return opened;
  });
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`menu ${name} did not open`);
  return panel;
}

describe('SiteHeader', () => {
  it('links to home from the logo', () => {
    mockSession();
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'HireLoop home' })).toHaveAttribute('href', '/');
  });

  it('offers Login and a Sign Up dropdown when logged out', async () => {
    mockSession();
    const { user } = renderWithRouter(<SiteHeader />);

    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const panel = await openMenu(user, 'Sign Up');
    expect(within(panel).getByRole('link', { name: /Job Seeker/ })).toHaveAttribute(
      'href',
      '/signup/jobseeker',
    );
    expect(within(panel).getByRole('link', { name: /Employer/ })).toHaveAttribute('href', '/signup/employer');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows nothing to sign in with while the session is loading', () => {
    mockSession({ status: 'loading' });
    renderWithRouter(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows the first word of the full name and the account menu when logged in', async () => {
    const session = signedInAs({ fullName: 'Jane Q. Doe', name: 'Jane Q. Doe' });
    const { user, location } = renderWithRouter(<SiteHeader />, { route: '/somewhere' });

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    const panel = await openMenu(user, 'Jane');
    expect(screen.getByRole('button', { name: 'Jane' })).not.toHaveTextContent('Doe');
    expect(within(panel).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(panel).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(panel).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(within(panel).getByRole('menuitem', { name: 'Logout' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/somewhere');
  });

  it('has exactly the spec menu links, spread over three menus', async () => {
    mockSession();
    const { user } = renderWithRouter(<SiteHeader />);
    const links: string[] = [];
    for (const name of MENUS) {
      const panel = await openMenu(user, name);
      links.push(...hrefsIn(panel));
    }
    const ctas = ['/find-jobs', '/signup/employer', '/coming-soon?what=resources'];
    expect(new Set(links)).toEqual(new Set([...SPEC_MENU_LINKS, ...ctas]));
  });

  it('points the menu buttons at the spec targets, Get Started by role', async () => {
    mockSession();
    const { user, unmount } = renderWithRouter(<SiteHeader />);
    expect(
      within(await openMenu(user, 'For Job Seekers')).getByRole('link', { name: 'Start Job Search' }),
    ).toHaveAttribute('href', '/find-jobs');
    expect(
      within(await openMenu(user, 'For Employers')).getByRole('link', { name: 'Get Started' }),
    ).toHaveAttribute('href', '/signup/employer');
    expect(
      within(await openMenu(user, 'Resources')).getByRole('link', { name: 'Explore Resources' }),
    ).toHaveAttribute('href', '/coming-soon?what=resources');
    unmount();

    // Roles are compared case-insensitively.
    signedInAs({ role: 'Employer' as 'employer' });
    const second = renderWithRouter(<SiteHeader />);
    const employers = await openMenu(second.user, 'For Employers');
    expect(within(employers).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/employer-dashboard',
    );
  });

  it('keeps Get Started on the sign-up page for a signed-in job seeker', async () => {
    signedInAs({ role: 'jobseeker' });
    const { user } = renderWithRouter(<SiteHeader />);
    const panel = await openMenu(user, 'For Employers');
    expect(within(panel).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup/employer',
    );
  });

  it('closes an open menu with Escape and gives focus back to its button', async () => {
    mockSession();
    const { user } = renderWithRouter(<SiteHeader />);
    await openMenu(user, 'For Job Seekers');
    expect(screen.getByRole('link', { name: /Remote Jobs/ })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const trigger = screen.getByRole('button', { name: 'For Job Seekers' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Remote Jobs/ })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes the Sign Up and user menus with Escape', async () => {
    mockSession();
    const { user, unmount } = renderWithRouter(<SiteHeader />);
    await openMenu(user, 'Sign Up');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: /Job Seeker/ })).not.toBeInTheDocument();
    unmount();

    signedInAs();
    const second = renderWithRouter(<SiteHeader />);
    await openMenu(second.user, 'Jane');
    await second.user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('closes an open menu on a click outside it', async () => {
    mockSession();
    const { user } = renderWithRouter(<SiteHeader />);
    await openMenu(user, 'Resources');
    await user.click(document.body);
    expect(screen.queryByRole('link', { name: /Salary Guide/ })).not.toBeInTheDocument();
  });

  it('opens one menu at a time', async () => {
    mockSession();
    const { user } = renderWithRouter(<SiteHeader />);
    await openMenu(user, 'For Job Seekers');
    await openMenu(user, 'For Employers');
    expect(screen.getByRole('button', { name: 'For Job Seekers' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a menu on hover and closes it when the pointer leaves', async () => {
    // Hover menus apply from 768 px up (docs/product.md 2.4): the test window claims to be that wide.
    const original = window.matchMedia;
    window.matchMedia = wideScreenMatchMedia;
    try {
      mockSession();
      const { user } = renderWithRouter(<SiteHeader />);
      const trigger = screen.getByRole('button', { name: 'For Employers' });

      await user.hover(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // A click right after hovering keeps the menu open rather than toggling it shut.
      await user.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');

      await user.unhover(trigger);
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    } finally {
      window.matchMedia = original;
    }
  });

  it('opens a menu from the keyboard and moves into it with the arrow keys', async () => {
    mockSession();
    const { user } = renderWithRouter(<SiteHeader />);
    screen.getByRole('button', { name: 'For Job Seekers' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Find Jobs/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Remote Jobs/ })).toHaveFocus();
  });

  it('closes a menu after one of its links is followed', async () => {
    mockSession();
    const { user, location } = renderWithRouter(<SiteHeader />);
    const panel = await openMenu(user, 'Resources');
    await user.click(within(panel).getByRole('link', { name: /Salary Guide/ }));
    expect(location()).toBe('/coming-soon?what=salary-guide');
    expect(screen.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('mobile menu', () => {
    it('slides in with every menu link and the sign-in choices, and closes with Escape', async () => {
      mockSession();
      const { user } = renderWithRouter(<SiteHeader />);
      const hamburger = screen.getByRole('button', { name: 'Open menu' });
      await user.click(hamburger);

      // The drawer's code loads on demand, so it is waited for.
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      const links = hrefsIn(dialog);
      for (const href of SPEC_MENU_LINKS) expect(links).toContain(href);
      expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(within(dialog).getByRole('link', { name: 'Job Seeker' })).toHaveAttribute(
        'href',
        '/signup/jobseeker',
      );
      expect(within(dialog).getByRole('link', { name: 'Employer' })).toHaveAttribute(
        'href',
        '/signup/employer',
      );
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(hamburger).toHaveFocus());
    });

    it('closes with its close button and after following a link', async () => {
      mockSession();
      const { user, location } = renderWithRouter(<SiteHeader />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(await screen.findByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Remote Jobs' }));
      expect(location()).toBe('/find-jobs?type=Remote');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('offers the account links and Logout when logged in', async () => {
      const session = signedInAs();
      const { user } = renderWithRouter(<SiteHeader />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(within(dialog).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
      expect(session.logout).toHaveBeenCalledTimes(1);
    });
  });
});
