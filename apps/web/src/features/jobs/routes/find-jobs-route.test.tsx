import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jobMessages, SEARCH_DEBOUNCE_MS } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob, makeSearchResult } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const react = makeJob({ _id: 'job-react', title: 'Senior React Developer', type: 'Full-Time' });
const design = makeJob({ _id: 'job-design', title: 'Product Designer', type: 'Contract', isSaved: true });

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function signInAsJobSeeker() {
  localStorage.setItem('token', 'access-token');
  return { 'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true }))] as [number, unknown] };
}

afterEach(() => localStorage.clear());

describe('/find-jobs (docs/product.md 2.12)', { timeout: 20_000 }, () => {
  it('searches with the URL filters and shows the results, without save buttons for visitors', async () => {
    const urls: string[] = [];
    mockApi({
      'GET /api/jobs': (_body, { url }) => {
        urls.push(url);
        return [200, makeSearchResult([react, design], { total: 42 })];
      },
    });
    renderApp('/find-jobs?q=react+developer&location=Bangalore&type=Contract,Full-Time');

    expect(await screen.findByText('Showing 42 jobs')).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
    const query = queryOf(urls[0]!);
    expect(query.get('keyword')).toBe('react developer');
    expect(query.get('location')).toBe('Bangalore');
    expect(query.get('type')).toBe('Full-Time,Contract');
    expect(query.get('pageSize')).toBe('20');
    expect(screen.getByRole('heading', { name: 'Find Your Dream Job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job title, company or keywords')).toHaveValue('react developer');
    expect(screen.queryByRole('button', { name: 'Save job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from saved jobs' })).not.toBeInTheDocument();
    // The public site header frames the page for visitors.
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('searches again only 500 ms after a filter changes, and shows the facet counts', async () => {
    const api = mockApi({
      'GET /api/jobs': [
        200,
        makeSearchResult([react], { facets: { type: { Remote: 3, Contract: 7 }, category: { HR: 2 } } }),
      ],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const remote = await within(sidebar).findByRole('checkbox', { name: 'Remote (3)' });
    expect(within(sidebar).getByRole('checkbox', { name: 'Contract (7)' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: 'Human Resources (2)' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: 'Part-Time (0)' })).toBeInTheDocument();

    let searchedAt = 0;
    let callsBefore = -1;
    router.subscribe(() => {
      if (searchedAt) return;
      searchedAt = Date.now();
      callsBefore = api.callsTo('GET', '/api/jobs').length;
    });
    const before = api.callsTo('GET', '/api/jobs').length;
    const clickedAt = Date.now();
    await user.click(remote);
    await waitFor(() => expect(router.state.location.search).toBe('?type=Remote'));
    // Not one call while the debounce ran; the search came 500 ms or more after the click.
    expect(callsBefore).toBe(before);
    expect(searchedAt - clickedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(api.callsTo('GET', '/api/jobs')).toHaveLength(before + 1));
  });

  it('says 10,000+ jobs past the count limit, and shows no filter counts it does not have', async () => {
    mockApi({
      'GET /api/jobs': [
        200,
        makeSearchResult([react], {
          total: 10_000,
          totalAtLeast: true,
          facetsOmitted: true,
          facets: { type: {}, category: {} },
        }),
      ],
    });
    renderApp('/find-jobs?q=manager');
    expect(await screen.findByText('Showing 10,000+ jobs')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).getByRole('checkbox', { name: 'Part-Time' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: 'Human Resources' })).toBeInTheDocument();
  });

  it('applies the salary inputs on blur as whole numbers and sums them up in dollars', async () => {
    mockApi({ 'GET /api/jobs': [200, makeSearchResult([react])] });
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const min = within(sidebar).getByLabelText('Min salary');
    expect(min).toHaveAttribute('min', '0');
    expect(min).toHaveAttribute('step', '1000');
    await user.type(min, '45000.75');
    expect(router.state.location.search).toBe('');
    await user.tab();
    expect(min).toHaveValue(45000);
    expect(within(sidebar).getByTestId('salary-summary')).toHaveTextContent('From $45,000');
    await user.type(within(sidebar).getByLabelText('Max salary'), '90000');
    await user.tab();
    expect(within(sidebar).getByTestId('salary-summary')).toHaveTextContent('$45,000 - $90,000');
    await waitFor(() => expect(router.state.location.search).toBe('?minSalary=45000&maxSalary=90000'));
  });

  it('shows the empty state, whose Clear All Filters clears the search', async () => {
    mockApi({ 'GET /api/jobs': [200, makeSearchResult([])] });
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs?q=nothing&type=Remote');
    expect(await screen.findByText(jobMessages.noJobsTitle)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.noJobsText)).toBeInTheDocument();
    expect(screen.getByText('Showing 0 jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Job title, company or keywords')).toHaveValue('');
  });

  it('empties the list and says so when the jobs cannot be loaded', async () => {
    mockApi({ 'GET /api/jobs': [400, { message: 'Bad search' }] });
    renderApp('/find-jobs');
    await waitFor(() => expect(screen.getAllByText(jobMessages.fetchFailed)).toHaveLength(2));
    expect(screen.queryAllByTestId('job-card')).toHaveLength(0);
    // Nothing was counted: no 'Showing 0 jobs' above the error, and no count placeholder either.
    expect(screen.queryByTestId('jobs-count')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('jobs-count-pending')).not.toBeInTheDocument();
  });

  it('switches between grid and list; grid first', async () => {
    mockApi({ 'GET /api/jobs': [200, makeSearchResult([react])] });
    const user = userEvent.setup();
    renderApp('/find-jobs');
    expect(await screen.findByTestId('job-card')).toHaveAttribute('data-view', 'grid');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByTestId('job-card')).toHaveAttribute('data-view', 'list');
  });

  it('loads the next page with Load more', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => makeJob({ _id: `p1-${i}` }));
    const page2 = [makeJob({ _id: 'p2-0' })];
    mockApi({
      'GET /api/jobs': (_body, { url }) =>
        queryOf(url).get('page') === '2'
          ? [200, makeSearchResult(page2, { total: 21, page: 2 })]
          : [200, makeSearchResult(page1, { total: 21 })],
    });
    const user = userEvent.setup();
    renderApp('/find-jobs');
    // The first cards come with the results; the rest of the page follows in a background render.
    expect((await screen.findAllByTestId('job-card')).length).toBeGreaterThanOrEqual(6);
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('lets a signed-in job seeker save and unsave, with the toasts, and reloads the list', async () => {
    const api = mockApi({
      ...signInAsJobSeeker(),
      'GET /api/jobs': [200, makeSearchResult([react, design])],
      'POST /api/save-jobs/job-react': [200, { success: true }],
      'DELETE /api/save-jobs/job-design': [500, { message: 'boom' }],
    });
    const user = userEvent.setup();
    renderApp('/find-jobs');
    const save = await screen.findByRole('button', { name: 'Save job' });
    const loads = api.callsTo('GET', '/api/jobs').length;
    await user.click(save);
    expect(await screen.findByText(jobMessages.saved)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/save-jobs/job-react')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/api/jobs').length).toBeGreaterThan(loads));

    await user.click(screen.getByRole('button', { name: 'Remove from saved jobs' }));
    expect(await screen.findByText(jobMessages.saveFailed)).toBeInTheDocument();
  });
});
