import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jobMessages,
  jobSearchText,
  SAVED_JOBS_MAX,
  savedJobsFullNotice,
  savedJobsText,
  type SavedJobRecord,
} from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const me = { 'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true }))] as [number, unknown] };
const record = (id: string, title: string): SavedJobRecord => ({
  _id: `saved-${id}`,
  savedAt: '2026-03-06T12:00:00.000Z',
  job: makeJob({ _id: id, title, isSaved: true }),
});

beforeEach(() => localStorage.setItem('token', 'access-token'));
afterEach(() => localStorage.clear());

describe('/saved-jobs (docs/product.md 2.14)', { timeout: 20_000 }, () => {
  it('lists the saved jobs; a card opens the job; unsaving removes it with the toast', async () => {
    let records = [record('job-1', 'Data Scientist'), record('job-2', 'UX Designer')];
    const api = mockApi({
      ...me,
      'GET /api/save-jobs/my': () => [200, records],
      'DELETE /api/save-jobs/job-1': () => {
        records = records.filter((r) => r.job._id !== 'job-1');
        return [200, { success: true }];
      },
    });
    const user = userEvent.setup();
    renderApp('/saved-jobs');

    expect(await screen.findByRole('heading', { name: 'Saved Jobs' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('job-card')).toHaveLength(2);
    expect(screen.getByText('2 saved jobs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data Scientist' })).toHaveAttribute('href', '/job/job-1');

    await user.click(screen.getAllByRole('button', { name: 'Remove from saved jobs' })[0]!);
    expect(await screen.findByText(jobMessages.unsaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/save-jobs/job-1')).toHaveLength(1);
  });

  it('says when the list is full: as many saved jobs as one may keep', async () => {
    const full = Array.from({ length: SAVED_JOBS_MAX }, (_, i) => record(`job-${i}`, `Role ${i}`));
    mockApi({ ...me, 'GET /api/save-jobs/my': [200, full] });
    renderApp('/saved-jobs');
    expect(await screen.findByText(savedJobsFullNotice(SAVED_JOBS_MAX))).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card')).toHaveLength(SAVED_JOBS_MAX);
  });

  it('has no such line below the cap', async () => {
    mockApi({ ...me, 'GET /api/save-jobs/my': [200, [record('job-1', 'Data Scientist')]] });
    renderApp('/saved-jobs');
    expect(await screen.findByTestId('job-card')).toBeInTheDocument();
    expect(screen.queryByText(savedJobsFullNotice(SAVED_JOBS_MAX))).not.toBeInTheDocument();
  });

  it('switches between grid and list', async () => {
    mockApi({ ...me, 'GET /api/save-jobs/my': [200, [record('job-1', 'Data Scientist')]] });
    const user = userEvent.setup();
    renderApp('/saved-jobs');
    expect(await screen.findByTestId('job-card')).toHaveAttribute('data-view', 'grid');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByTestId('job-card')).toHaveAttribute('data-view', 'list');
  });

  it('shows the empty state with Browse Jobs', async () => {
    mockApi({ ...me, 'GET /api/save-jobs/my': [200, []], 'GET /api/jobs': [200, { jobs: [], total: 0 }] });
    const user = userEvent.setup();
    const { router } = renderApp('/saved-jobs');
    expect(await screen.findByText("You haven't saved any jobs yet")).toBeInTheDocument();
    expect(screen.getByText('Start saving jobs that interest you to view them later.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Jobs' }));
    expect(router.state.location.pathname).toBe('/find-jobs');
  });

  it('says the saved jobs could not load, and Try again loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const api = mockApi({
      ...me,
      'GET /api/save-jobs/my': () =>
        fail ? [403, { message: 'No' }] : [200, [record('job-1', 'Data Scientist')]],
    });
    const user = userEvent.setup();
    renderApp('/saved-jobs');
    expect(await screen.findByRole('heading', { name: savedJobsText.loadFailedTitle })).toBeInTheDocument();
    expect(screen.getByText(savedJobsText.loadFailedText)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: jobSearchText.tryAgain }));
    expect(await screen.findByTestId('job-card')).toBeInTheDocument();
    expect(screen.queryByText(savedJobsText.loadFailedTitle)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/save-jobs/my')).toHaveLength(2);
  });

  it('goes back in history with Back', async () => {
    mockApi({ ...me, 'GET /api/save-jobs/my': [200, []], 'GET /api/jobs': [200, { jobs: [], total: 0 }] });
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs?q=data');
    await screen.findByRole('heading', { name: 'Find Your Dream Job' });
    await router.navigate('/saved-jobs');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=data'));
    expect(router.state.location.pathname).toBe('/find-jobs');
  });
});
