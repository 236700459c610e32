import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardText, type DashboardOverview, type Job } from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { stubMatchMedia } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const employer = makeUser({
  _id: 'emp-1',
  role: 'employer',
  name: 'Meera Iyer',
  fullName: 'Meera Iyer',
  companyName: 'Acme Robotics',
});

const emptyDays = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 1 : 0,
}));

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

function overview(partial: Partial<DashboardOverview['data']> = {}, counts = {}): DashboardOverview {
  return {
    success: true,
    counts: {
      totalActiveJobs: 0,
      totalApplications: 0,
      totalHired: 0,
      trends: { activeJobs: 0, totalApplicants: 0, totalHired: 0 },
      ...counts,
    },
    data: {
      recentJobs: [],
      recentApplications: [],
      applicationsPerDay: emptyDays,
      statusByJob: [],
      ...partial,
    },
  };
}

const job = (id: string, title: string, extra: Partial<Job> = {}) =>
  ({
    _id: id,
    title,
    location: 'Bangalore',
    createdAt: hoursAgo(48),
    isClosed: false,
    applicationCount: 2,
    ...extra,
  }) as Job & { applicationCount: number };

function signedIn(body: DashboardOverview | [number, unknown]) {
  localStorage.setItem('token', 'access-token');
  return mockApi({
    'GET /api/auth/me': [200, { success: true, user: employer, ...employer }],
    'GET /api/analytics/overview': Array.isArray(body) ? body : [200, body],
  });
}

beforeEach(() => {
  localStorage.clear();
  stubMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('employer dashboard (docs/product.md 2.18)', () => {
  it('shows the three counts with trends, the 3 recent jobs and applications, and the quick actions', async () => {
    signedIn(
      overview(
        {
          recentJobs: [
            job('j1', 'Robotics Engineer'),
            job('j2', 'Firmware Developer', { isClosed: true, applicationCount: 1 }),
            job('j3', 'QA Lead', { applicationCount: 0 }),
          ],
          recentApplications: [
            {
              _id: 'a1',
              status: 'Interview',
              createdAt: hoursAgo(30),
              updatedAt: hoursAgo(3),
              applicant: { _id: 'u1', name: 'Priya Sharma', avatar: null },
              job: { _id: 'j1', title: 'Robotics Engineer' },
            },
          ],
        },
        {
          totalActiveJobs: 2,
          totalApplications: 3,
          totalHired: 1,
          trends: { activeJobs: 50, totalApplicants: -25, totalHired: 0 },
        },
      ),
    );
    renderApp('/employer-dashboard');

    const active = await screen.findByRole('group', { name: dashboardText.activeJobs });
    expect(within(active).getByText('2')).toBeInTheDocument();
    expect(within(active).getByText('+50%')).toBeInTheDocument();
    const applicants = screen.getByRole('group', { name: dashboardText.totalApplicants });
    expect(within(applicants).getByText('3')).toBeInTheDocument();
    expect(within(applicants).getByText('−25%')).toBeInTheDocument();
    const hired = screen.getByRole('group', { name: dashboardText.hired });
    expect(within(hired).getByText('0%')).toBeInTheDocument();

    const jobs = screen.getByRole('region', { name: dashboardText.recentJobPosts });
    expect(within(jobs).getAllByRole('listitem')).toHaveLength(3);
    expect(within(jobs).getByText('Firmware Developer')).toBeInTheDocument();
    expect(within(jobs).getByText('Closed')).toBeInTheDocument();
    expect(within(jobs).getAllByText('2 days ago')).toHaveLength(3);
    expect(within(jobs).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/manage-jobs');

    const recent = screen.getByRole('region', { name: dashboardText.recentApplications });
    expect(within(recent).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(recent).getByText('Robotics Engineer')).toBeInTheDocument();
    expect(within(recent).getByText('3 hours ago')).toBeInTheDocument();

    const actions = screen.getByRole('region', { name: dashboardText.quickActions });
    expect(within(actions).getByRole('link', { name: new RegExp(dashboardText.postNewJob) })).toHaveAttribute(
      'href',
      '/post-job',
    );
    expect(
      within(actions).getByRole('link', { name: new RegExp(dashboardText.reviewApplications) }),
    ).toHaveAttribute('href', '/manage-jobs');
    expect(
      within(actions).getByRole('link', { name: new RegExp(dashboardText.companySettings) }),
    ).toHaveAttribute('href', '/company-profile');
    expect(screen.getByText(dashboardText.applicationsChart)).toBeInTheDocument();
    expect(screen.getByText(dashboardText.statusChartEmpty)).toBeInTheDocument();
    // An employer with jobs has been here before.
    expect(screen.getByText(/^Welcome back, Meera\./)).toBeInTheDocument();
  });

  it('invites a new employer to post the first job', async () => {
    signedIn(overview());
    const user = userEvent.setup();
    const { router } = renderApp('/employer-dashboard');
    expect(await screen.findByRole('heading', { name: dashboardText.emptyTitle })).toBeInTheDocument();
    // No jobs yet: a first greeting, not 'Welcome back'.
    expect(screen.getByText(/^Welcome, Meera\./)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: dashboardText.recentJobPosts })).not.toBeInTheDocument();
    expect(screen.queryByText(dashboardText.applicationsChart)).not.toBeInTheDocument();
    const invite = screen.getByRole('region', { name: dashboardText.emptyTitle });
    await user.click(within(invite).getByRole('link', { name: dashboardText.postNewJob }));
    expect(router.state.location.pathname).toBe('/post-job');
  });

  it('logs a failed load without a toast and offers a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const toastError = vi.spyOn(toast, 'error');
    const api = signedIn([403, { message: 'You do not have permission to do this.' }]);
    const user = userEvent.setup();
    renderApp('/employer-dashboard');
    expect(await screen.findByText(dashboardText.loadFailed)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Loading the dashboard failed', expect.anything());
    expect(toastError).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: dashboardText.retry }));
    expect(api.callsTo('GET', '/api/analytics/overview').length).toBeGreaterThanOrEqual(2);
  });
});
