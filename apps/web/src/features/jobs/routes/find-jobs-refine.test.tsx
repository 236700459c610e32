import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jobMessages, jobSearchText } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob, makeSearchResult } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const node = makeJob({ _id: 'job-node', title: 'Backend Engineer (Node.js)' });
const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

/** Answers every search with `result` and records the query each one sent. */
function answerSearches(result = makeSearchResult([node])) {
  const queries: URLSearchParams[] = [];
  const api = mockApi({
    'GET /api/jobs': (_body, { url }) => {
      queries.push(queryOf(url));
      return [200, result];
    },
  });
  return { api, queries };
}

const sidebar = () => screen.findByRole('complementary', { name: jobSearchText.filters });

afterEach(() => localStorage.clear());

describe('/find-jobs: sort and the new filters', { timeout: 20_000 }, () => {
  it('offers Relevance, Newest and Salary to a visitor; the choice goes to the URL and the API', async () => {
    const { queries } = answerSearches();
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs?q=node');
    const sort = await screen.findByRole('combobox', { name: jobSearchText.sortBy });
    expect(sort).toHaveValue('relevance');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Newest', 'Salary']);

    await user.selectOptions(sort, 'Salary');
    await waitFor(() => expect(router.state.location.search).toBe('?q=node&sort=salary'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('salary'));
    expect(queries.at(-1)?.get('keyword')).toBe('node');

    // Relevance is the default: it leaves the URL.
    await user.selectOptions(sort, 'Relevance');
    await waitFor(() => expect(router.state.location.search).toBe('?q=node'));
  });

  it('offers Best match to a signed-in job seeker', async () => {
    localStorage.setItem('token', 'access-token');
    const { queries } = answerSearches();
    mockApi({
      'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true, role: 'jobseeker' }))],
      'GET /api/jobs': (_body, { url }) => {
        queries.push(queryOf(url));
        return [200, makeSearchResult([node])];
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');
    const sort = await screen.findByRole('combobox', { name: jobSearchText.sortBy });
    await user.selectOptions(sort, 'Best match');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=match'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('match'));
  });

  it('filters by date posted, experience and work mode, in the URL and the API, and back restores them', async () => {
    const { queries } = answerSearches();
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');
    const panel = await sidebar();
    expect(within(panel).getByRole('radio', { name: 'Any time' })).toBeChecked();

    await user.click(within(panel).getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?posted=7'));
    // One search per change: each waits for its URL, so a slow machine cannot merge two into one.
    await user.click(within(panel).getByRole('checkbox', { name: 'Hybrid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?posted=7&workMode=hybrid'));
    await user.click(within(panel).getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(router.state.location.search).toBe('?posted=7&workMode=remote%2Chybrid'));
    const years = within(panel).getByLabelText(jobSearchText.experienceYears);
    await user.type(years, '4');
    await user.tab();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?experience=4&posted=7&workMode=remote%2Chybrid'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('experience')).toBe('4'));
    expect(queries.at(-1)?.get('workMode')).toBe('remote,hybrid');
    expect(queries.at(-1)?.get('posted')).toBe('7');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?posted=7&workMode=remote%2Chybrid');
    expect(within(panel).getByLabelText(jobSearchText.experienceYears)).toHaveValue(null);
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?posted=7&workMode=hybrid');
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(within(panel).getByRole('radio', { name: 'Any time' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Hybrid' })).not.toBeChecked();
    await act(() => router.navigate(1));
    expect(within(panel).getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  });

  it('clears sort and the new filters with Clear All', async () => {
    answerSearches();
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs?experience=2&posted=1&workMode=onsite&sort=newest');
    const panel = await sidebar();
    expect(within(panel).getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'On-site' })).toBeChecked();
    expect(within(panel).getByLabelText(jobSearchText.experienceYears)).toHaveValue(2);
    await user.click(within(panel).getByRole('button', { name: jobSearchText.clearAll }));
    expect(router.state.location.search).toBe('');
    expect(within(panel).getByRole('radio', { name: 'Any time' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'On-site' })).not.toBeChecked();
    expect(within(panel).getByLabelText(jobSearchText.experienceYears)).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: jobSearchText.sortBy })).toHaveValue('relevance');
  });

  it('has the new filters in the slide-over of small screens', async () => {
    answerSearches();
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');
    await sidebar();
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = screen.getByRole('dialog', { name: jobSearchText.filters });
    await user.click(within(dialog).getByRole('radio', { name: 'Last 30 days' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(router.state.location.search).toBe('?posted=30&workMode=remote'));
    await user.click(within(dialog).getByRole('button', { name: 'Show 1 job' }));
    expect(screen.getByRole('button', { name: /^Filters\s*2$/ })).toBeInTheDocument();
  });
});

describe('/find-jobs: the salary filter refuses a minimum above the maximum (review A15)', () => {
  it('says so at the inputs, to screen readers too, and does not search', { timeout: 20_000 }, async () => {
    const { api } = answerSearches();
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');
    const panel = await sidebar();
    await user.type(within(panel).getByLabelText(jobSearchText.minSalary), '100000');
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?minSalary=100000'));
    await waitFor(() => expect(api.callsTo('GET', '/api/jobs')).toHaveLength(2));

    const max = within(panel).getByLabelText(jobSearchText.maxSalary);
    await user.type(max, '50000');
    await user.tab();
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent(jobMessages.salaryOrder);
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription(jobMessages.salaryOrder);
    expect(panel).not.toHaveTextContent('$100,000 - $50,000');
    // Other changes wait too while the range is wrong.
    await user.click(within(panel).getByRole('checkbox', { name: /^Contract/ }));
    await new Promise((r) => setTimeout(r, 700));
    expect(router.state.location.search).toBe('?minSalary=100000');
    expect(api.callsTo('GET', '/api/jobs')).toHaveLength(2);

    // Nothing typed is lost: a corrected maximum searches with everything.
    await user.clear(max);
    await user.type(max, '150000');
    await user.tab();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=Contract&minSalary=100000&maxSalary=150000'),
    );
  });

  it('does not search a link whose range is the wrong way round, and says why', async () => {
    const { api } = answerSearches();
    renderApp('/find-jobs?minSalary=90000&maxSalary=1000');
    const panel = await sidebar();
    expect(within(panel).getByRole('alert')).toHaveTextContent(jobMessages.salaryOrder);
    expect(await screen.findByRole('heading', { name: jobMessages.salaryOrder })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs')).toHaveLength(0);
  });
});

describe('/find-jobs: searches that match only in part', () => {
  it('says when the jobs match only some words, and offers the spelling and related searches', async () => {
    answerSearches(
      makeSearchResult([node], {
        matched: 'partial',
        didYouMean: 'node developer',
        related: ['javascript', 'backend engineer'],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs?q=nodee+developer+wizard&type=Full-Time');
    const notice = await screen.findByRole('status', { name: jobSearchText.searchNotice });
    expect(notice).toHaveTextContent(jobSearchText.partialMatches);
    expect(notice).toHaveTextContent(`${jobSearchText.didYouMean} node developer`);
    const related = within(notice).getByRole('list', { name: jobSearchText.relatedSearches });
    expect(
      within(related)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['javascript', 'backend engineer']);
    expect(screen.getAllByTestId('job-card')).toHaveLength(1);

    await user.click(within(notice).getByRole('link', { name: 'node developer' }));
    expect(router.state.location.search).toBe('?q=node+developer&type=Full-Time');
    expect(screen.getByLabelText(jobSearchText.keywordLabel)).toHaveValue('node developer');
  });

  it('keeps the empty state under the suggestions when nothing is found', async () => {
    answerSearches(makeSearchResult([], { didYouMean: 'golang' }));
    renderApp('/find-jobs?q=golnag');
    expect(await screen.findByText(jobMessages.noJobsTitle)).toBeInTheDocument();
    const notice = screen.getByRole('status', { name: jobSearchText.searchNotice });
    expect(within(notice).getByRole('link', { name: 'golang' })).toHaveAttribute(
      'href',
      '/find-jobs?q=golang',
    );
    expect(notice).not.toHaveTextContent(jobSearchText.partialMatches);
  });

  it('shows no notice when every word matched and there is nothing to suggest', async () => {
    answerSearches();
    renderApp('/find-jobs?q=node');
    expect(await screen.findByTestId('job-card')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: jobSearchText.searchNotice })).not.toBeInTheDocument();
  });
});
