import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@hireloop/shared';
import type * as sessionModule from '@/lib/session';
import { useSession, type Session } from '@/lib/session';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { loadedRoutes } from '@/test/routes';

vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof sessionModule>()),
  useSession: vi.fn(),
}));

function setSession(status: Session['status'], user: User | null = null) {
  vi.mocked(useSession).mockReturnValue({
    status,
    user,
    login: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(),
    setUser: vi.fn(),
  });
}

function renderAt(entry: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function expectPath(router: ReturnType<typeof renderAt>, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

const jobSeeker = (kycCompleted: boolean) => makeUser({ role: 'jobseeker', kycCompleted });
const employer = makeUser({ role: 'employer', name: 'Ravi Mehta', fullName: 'Ravi Mehta' });

beforeEach(() => setSession('anonymous'));

describe('route guards (docs/product.md 2.2)', () => {
  it('shows the loading spinner while the session loads', () => {
    setSession('loading');
    renderAt('/employer-dashboard');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends signed-out visitors of employer pages to /login and remembers where they came from', async () => {
    const router = renderAt('/manage-jobs');
    await expectPath(router, '/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/manage-jobs',
    );
  });

  it.each(['/job/42', '/saved-jobs', '/profile', '/jobseeker-kyc'])(
    'sends signed-out visitors of %s to /login',
    async (path) => {
      await expectPath(renderAt(path), '/login');
    },
  );

  it('lets signed-out visitors search jobs on /find-jobs (ADR 0004)', async () => {
    mockApi({
      'GET /api/jobs': [
        200,
        { jobs: [], total: 0, page: 1, pageSize: 20, facets: { type: {}, category: {} } },
      ],
    });
    const router = renderAt('/find-jobs');
    expect(await screen.findByRole('heading', { name: 'Find Your Dream Job' })).toBeInTheDocument();
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/find-jobs');
  });

  it('sends employers away from /find-jobs to /employer-dashboard', async () => {
    setSession('authenticated', employer);
    await expectPath(renderAt('/find-jobs'), '/employer-dashboard');
  });

  it('sends job seekers away from employer pages to /find-jobs', async () => {
    setSession('authenticated', jobSeeker(true));
    await expectPath(renderAt('/post-job'), '/find-jobs');
  });

  it('sends employers away from job seeker pages to /employer-dashboard', async () => {
    setSession('authenticated', employer);
    await expectPath(renderAt('/saved-jobs'), '/employer-dashboard');
  });

  it('sends job seekers without a completed identity check to /jobseeker-kyc', async () => {
    setSession('authenticated', jobSeeker(false));
    const router = renderAt('/find-jobs');
    await expectPath(router, '/jobseeker-kyc');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByText(/Asha Rao/).length).toBeGreaterThan(0);
  });

  it('sends job seekers with a completed check from /jobseeker-kyc to /find-jobs', async () => {
    setSession('authenticated', jobSeeker(true));
    await expectPath(renderAt('/jobseeker-kyc'), '/find-jobs');
  });

  it('redirects signed-in users away from public pages by role', async () => {
    setSession('authenticated', employer);
    await expectPath(renderAt('/'), '/employer-dashboard');

    setSession('authenticated', jobSeeker(true));
    await expectPath(renderAt('/signup/employer'), '/find-jobs');

    setSession('authenticated', jobSeeker(false));
    await expectPath(renderAt('/login'), '/jobseeker-kyc');
  });

  it('lets a job seeker without the check stay on the landing page', async () => {
    setSession('authenticated', jobSeeker(false));
    const router = renderAt('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/');
  });

  it('returns an employer who signs in to the remembered employer page, with its state', async () => {
    setSession('authenticated', employer);
    const from = { pathname: '/applicants', search: '', hash: '', state: { jobId: 'job-7' }, key: 'k' };
    const router = renderAt({ pathname: '/login', state: { from } });
    await expectPath(router, '/applicants');
    expect(router.state.location.state).toEqual({ jobId: 'job-7' });
  });

  it('ignores a remembered page that does not fit the role', async () => {
    setSession('authenticated', employer);
    const from = { pathname: '/find-jobs', search: '', hash: '', state: null, key: 'k' };
    await expectPath(renderAt({ pathname: '/login', state: { from } }), '/employer-dashboard');
  });

  it.each(['/job/42', '/saved-jobs', '/profile'])(
    'remembers %s when it sends a signed-out visitor to /login',
    async (path) => {
      const router = renderAt(path);
      await expectPath(router, '/login');
      expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(path);
    },
  );

  it('returns a job seeker who signs in to the remembered job', async () => {
    setSession('authenticated', jobSeeker(true));
    const from = { pathname: '/job/42', search: '?ref=share', hash: '', state: null, key: 'k' };
    const router = renderAt({ pathname: '/login', state: { from } });
    await expectPath(router, '/job/42');
    expect(router.state.location.search).toBe('?ref=share');
  });

  it('keeps the remembered job through the identity check and returns there after it', async () => {
    setSession('authenticated', jobSeeker(false));
    const from = { pathname: '/job/42', search: '', hash: '', state: null, key: 'k' };
    const router = renderAt({ pathname: '/signup/jobseeker', state: { from } });
    await expectPath(router, '/jobseeker-kyc');
    const kycState = router.state.location.state as { from: { pathname: string } };
    expect(kycState.from.pathname).toBe('/job/42');

    setSession('authenticated', jobSeeker(true));
    await expectPath(renderAt({ pathname: '/jobseeker-kyc', state: kycState }), '/job/42');
  });

  it('remembers the page when a job seeker without the check opens it', async () => {
    setSession('authenticated', jobSeeker(false));
    const router = renderAt('/saved-jobs');
    await expectPath(router, '/jobseeker-kyc');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/saved-jobs');
  });

  it.each([
    ['another origin', '//evil.example/job/1'],
    ['a backslash path', '/\\evil.example'],
    ['a full URL', 'https://evil.example/'],
    ["another group's page", '/employer-dashboard'],
    ['the identity check', '/jobseeker-kyc'],
  ])('never returns a job seeker to %s', async (_, pathname) => {
    setSession('authenticated', jobSeeker(true));
    const from = { pathname, search: '', hash: '', state: null, key: 'k' };
    await expectPath(renderAt({ pathname: '/login', state: { from } }), '/find-jobs');
  });

  it('sends /dashboard (the user menu) to the home of the role, and a visitor to /login', async () => {
    await expectPath(renderAt('/dashboard'), '/login');
    setSession('authenticated', employer);
    await expectPath(renderAt('/dashboard'), '/employer-dashboard');
    setSession('authenticated', jobSeeker(true));
    await expectPath(renderAt('/dashboard'), '/find-jobs');
  });

  it.each(['/terms', '/privacy', '/coming-soon'])(
    'shows %s to visitors and signed-in users alike',
    async (path) => {
      await expectPath(renderAt(path), path);
      setSession('authenticated', employer);
      const router = renderAt(path);
      expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('sends any other path to /', async () => {
    await expectPath(renderAt('/no/such/page'), '/');
  });

  it('shows the employer shell with its sidebar on employer pages', async () => {
    setSession('authenticated', employer);
    renderAt('/company-profile');
    expect(await screen.findByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Employer' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(nav).toHaveTextContent('Manage Jobs');
  });
});
