import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@hireloop/shared';
import { useSession } from '@/lib/session';
import { makeUser } from '@/test/fixtures';
import { EmployerLayout } from './employer-layout';
import { TopNav } from './top-nav';

vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));

const logout = vi.fn();
function signIn(user: User | null) {
  vi.mocked(useSession).mockReturnValue({
    status: user ? 'authenticated' : 'anonymous',
    user,
    login: vi.fn(),
    logout,
    refreshUser: vi.fn(),
    setUser: vi.fn(),
  });
}

function renderWith(element: React.ReactNode, path = '/find-jobs') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => logout.mockReset());

describe('top navigation (docs/product.md 2.11)', () => {
  it('gives job seekers their items, the search box (but on Find Jobs, which has its own) and saved jobs', async () => {
    signIn(makeUser({ kycCompleted: true }));
    const user = userEvent.setup();
    const router = renderWith(<TopNav />, '/applications');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Find Jobs');
    expect(nav).toHaveTextContent('Applications');
    expect(screen.getByRole('link', { name: 'HireLoop home' })).toHaveAttribute('href', '/find-jobs');
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('href', '/saved-jobs');

    const search = screen.getByPlaceholderText('Search jobs...');
    await user.type(search, '   {Enter}');
    expect(router.state.location.pathname).toBe('/applications');
    await user.type(search, ' react dev {Enter}');
    expect(router.state.location.pathname).toBe('/find-jobs');
    expect(router.state.location.search).toBe('?search=react+dev');
    expect(screen.queryByPlaceholderText('Search jobs...')).not.toBeInTheDocument();
  });

  it('gives employers Dashboard, Post Job, Manage Jobs and Candidates', () => {
    signIn(makeUser({ role: 'employer' }));
    renderWith(<TopNav />);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/dashboard', '/post-job', '/manage-jobs', '/candidates']));
    expect(screen.queryByPlaceholderText('Search jobs...')).not.toBeInTheDocument();
  });

  it('shows Login and Sign Up when signed out', () => {
    signIn(null);
    renderWith(<TopNav />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('opens the avatar menu with the account details and closes it on an outside click', async () => {
    signIn(makeUser({ role: 'employer', name: 'Ravi Mehta', fullName: 'Ravi Mehta', email: 'ravi@acme.io' }));
    const user = userEvent.setup();
    renderWith(<TopNav />);
    expect(screen.getByText('RM')).toBeInTheDocument();

    // The menu's code loads apart from the bar's; a press on the stand-in opens it when it arrives.
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(await screen.findByText('ravi@acme.io')).toBeInTheDocument();
    expect(screen.getByText('Employer')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/company-profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(document.body);
    expect(screen.queryByText('ravi@acme.io')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('links a job seeker profile to /profile', async () => {
    signIn(makeUser());
    const user = userEvent.setup();
    renderWith(<TopNav />);
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(await screen.findByText('Job Seeker')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});

describe('employer layout (docs/product.md 2.17)', () => {
  it('has the sidebar entries, a drawer for small screens and a Logout entry', async () => {
    signIn(makeUser({ role: 'employer' }));
    const user = userEvent.setup();
    renderWith(<EmployerLayout />, '/manage-jobs');
    const sidebar = screen.getByRole('navigation', { name: 'Employer' });
    expect(sidebar).toHaveTextContent('Dashboard');
    expect(sidebar).toHaveTextContent('Company Profile');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Employer menu' });
    expect(drawer).toHaveTextContent('Post Job');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
