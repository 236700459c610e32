import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobDetailText, recentlyViewedText } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob, makeSearchResult } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const me = {
  'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true }))] as [number, unknown],
};
const viewed = { viewedAt: '2026-03-06T10:00:00.000Z' };

/** Replaces a navigator property for one test (jsdom has no share sheet and no clipboard). */
function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

beforeEach(() => localStorage.setItem('token', 'access-token'));
afterEach(() => {
  localStorage.clear();
  stubNavigator('share', undefined);
  stubNavigator('clipboard', undefined);
});

describe('jobs around a job', { timeout: 20_000 }, () => {
  it('shows the posted date in the spec format with how long ago', async () => {
    const job = makeJob({ _id: 'job-1', createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    mockApi({
      ...me,
      'GET /api/jobs/job-1': [200, job],
      'POST /api/jobs/job-1/view': [200, viewed],
    });
    renderApp('/job/job-1');
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent(/Posted \d{1,2}(st|nd|rd|th) \w{3} \d{4} · 3 days ago/);
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    mockApi({ ...me, 'GET /api/jobs/job-2': [200, makeJob({ _id: 'job-2' })] });
    renderApp('/job/job-2');
    fireEvent.click(await screen.findByRole('button', { name: jobDetailText.shareLabel }));
    expect((await screen.findByText(jobDetailText.linkCopied)).closest('[role="status"]')).not.toBeNull();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/job/job-2`);
  });

  it('uses the share sheet where there is one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    const job = makeJob({ _id: 'job-3', title: 'Pastry Chef' });
    mockApi({ ...me, 'GET /api/jobs/job-3': [200, job] });
    renderApp('/job/job-3');
    fireEvent.click(await screen.findByRole('button', { name: jobDetailText.shareLabel }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Pastry Chef',
        url: `${window.location.origin}/job/job-3`,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says so when the link cannot be copied', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    mockApi({ ...me, 'GET /api/jobs/job-4': [200, makeJob({ _id: 'job-4' })] });
    renderApp('/job/job-4');
    fireEvent.click(await screen.findByRole('button', { name: jobDetailText.shareLabel }));
    expect((await screen.findByText(jobDetailText.shareFailed)).closest('[role="status"]')).not.toBeNull();
  });

  it('shows similar jobs as cards under the job, and records the view of a job seeker', async () => {
    const similar = [makeJob({ _id: 'job-6', title: 'Frontend Engineer' }), makeJob({ _id: 'job-7' })];
    const api = mockApi({
      ...me,
      'GET /api/jobs/job-5': [200, makeJob({ _id: 'job-5' })],
      'GET /api/jobs/job-5/similar': [200, { jobs: similar }],
      'POST /api/jobs/job-5/view': [200, viewed],
    });
    renderApp('/job/job-5');
    const section = await screen.findByRole('region', { name: jobDetailText.similarJobs });
    expect(within(section).getAllByTestId('job-card')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/job/job-6',
    );
    await waitFor(() => expect(api.callsTo('POST', '/api/jobs/job-5/view')).toHaveLength(1));
  });

  it('hides the similar jobs when there are none', async () => {
    const api = mockApi({
      ...me,
      'GET /api/jobs/job-8': [200, makeJob({ _id: 'job-8' })],
      'GET /api/jobs/job-8/similar': [200, { jobs: [] }],
    });
    renderApp('/job/job-8');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.callsTo('GET', '/api/jobs/job-8/similar')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: jobDetailText.similarJobs })).not.toBeInTheDocument();
  });

  it('shows the recently viewed jobs on Find Jobs, newest first', async () => {
    const recent = [
      makeJob({ _id: 'job-9', title: 'Barista' }),
      makeJob({ _id: 'job-10', title: 'Sommelier' }),
    ];
    mockApi({
      ...me,
      'GET /api/jobs': [200, makeSearchResult([makeJob()])],
      'GET /api/jobs/recently-viewed': [200, { jobs: recent }],
    });
    renderApp('/find-jobs');
    const strip = await screen.findByRole('region', { name: recentlyViewedText.title });
    const links = within(strip).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/job/job-9', '/job/job-10']);
    expect(links[0]).toHaveTextContent('Barista');
  });

  it('shows no strip when nothing was viewed, and asks nothing for a visitor', async () => {
    mockApi({
      ...me,
      'GET /api/jobs': [200, makeSearchResult([makeJob()])],
      'GET /api/jobs/recently-viewed': [200, { jobs: [] }],
    });
    renderApp('/find-jobs');
    expect(await screen.findAllByTestId('job-card')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: recentlyViewedText.title })).not.toBeInTheDocument();

    localStorage.clear();
    const api = mockApi({ 'GET /api/jobs': [200, makeSearchResult([makeJob()])] });
    renderApp('/find-jobs');
    expect(await screen.findAllByTestId('job-card')).not.toHaveLength(0);
    expect(api.callsTo('GET', '/api/jobs/recently-viewed')).toHaveLength(0);
  });
});
