import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobMessages, manageJobsText, type Job } from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { pageItems } from '../components/jobs-pagination';

const employer = makeUser({ _id: 'emp-1', role: 'employer', name: 'Ravi Mehta', companyName: 'Acme' });

function makeJob(n: number, overrides: Partial<Job> = {}): Job {
  return {
    _id: `job-${n}`,
    title: `Job ${String(n).padStart(2, '0')}`,
    location: 'Remote',
    createdAt: '2026-03-03T10:00:00.000Z',
    isClosed: false,
    applicationCount: n % 4,
    ...overrides,
  } as Job;
}

const allJobs = Array.from({ length: 11 }, (_, i) => makeJob(i + 1));

/** The query strings of the list requests, oldest first. */
let listCalls: Array<Record<string, string>> = [];

/** A fake of GET /api/jobs/get-jobs-employer over `jobs`: search, status, sort and paging. */
function employerJobsServer(jobs: Job[]) {
  return (_body: unknown, { url }: { url: string }): [number, unknown] => {
    const q = new URL(url, 'http://localhost').searchParams;
    listCalls.push(Object.fromEntries(q));
    const search = (q.get('search') ?? '').toLowerCase();
    const status = q.get('status') ?? 'all';
    let rows = jobs.filter(
      (j) =>
        j.title.toLowerCase().includes(search) && (status === 'all' || (status === 'closed') === j.isClosed),
    );
    const dir = q.get('sortOrder') === 'asc' ? 1 : -1;
    if (q.get('sortBy') === 'title') rows = [...rows].sort((a, b) => dir * a.title.localeCompare(b.title));
    const page = Number(q.get('page') ?? 1);
    const size = Number(q.get('pageSize') ?? 20);
    return [
      200,
      { jobs: rows.slice((page - 1) * size, page * size), total: rows.length, page, pageSize: size },
    ];
  };
}

function signedIn(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('token', 'access-token');
  return mockApi({ 'GET /api/auth/me': [200, { success: true, user: employer, ...employer }], ...handlers });
}

const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent);

/** A screen at least as wide as `wide` says; the table is for wide screens, cards for narrow ones. */
function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? wide : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;

beforeEach(() => {
  localStorage.clear();
  listCalls = [];
  stubScreen(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('manage jobs (docs/product.md 2.20)', { timeout: 30_000 }, () => {
  it('shows 5 skeleton rows while loading, then the first page of 8 with the count line', async () => {
    const waiting: Array<(reply: [number, unknown]) => void> = [];
    signedIn({ 'GET /api/jobs/get-jobs-employer': () => new Promise((resolve) => waiting.push(resolve)) });
    renderApp('/manage-jobs');

    await waitFor(() => expect(screen.getAllByTestId('job-skeleton-row')).toHaveLength(5));
    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0]!(employerJobsServer(allJobs)(null, { url: '/api/jobs/get-jobs-employer?page=1&pageSize=8' }));

    expect(await screen.findByText('Showing 8 of 11 jobs')).toBeInTheDocument();
    expect(screen.queryByTestId('job-skeleton-row')).not.toBeInTheDocument();
    expect(titles()).toHaveLength(8);
    const columns = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['Job Title', 'Status', 'Applicants', 'Actions']);
    // Actions is not sortable.
    expect(within(columns[3]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pages with Previous, numbered pages and Next, 8 jobs a page', async () => {
    signedIn({ 'GET /api/jobs/get-jobs-employer': employerJobsServer(allJobs) });
    const user = userEvent.setup();
    renderApp('/manage-jobs');
    await screen.findByText('Showing 8 of 11 jobs');

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: manageJobsText.previous })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: manageJobsText.next }));

    expect(await screen.findByText('Showing 3 of 11 jobs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: manageJobsText.next })).toBeDisabled();
    expect(listCalls.at(-1)).toMatchObject({ page: '2', pageSize: '8' });

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Showing 8 of 11 jobs')).toBeInTheDocument();
  });

  it('numbers long page lists around the current page', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('sorts on the server: a first click ascending, the next descending', async () => {
    signedIn({ 'GET /api/jobs/get-jobs-employer': employerJobsServer(allJobs) });
    const user = userEvent.setup();
    renderApp('/manage-jobs');
    await screen.findByText('Showing 8 of 11 jobs');
    expect(listCalls[0]).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc', page: '1' });
    expect(header('Job Title')).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Job Title' }));
    await waitFor(() => expect(titles()[0]).toBe('Job 01'));
    expect(header('Job Title')).toHaveAttribute('aria-sort', 'ascending');
    expect(listCalls.at(-1)).toMatchObject({ sortBy: 'title', sortOrder: 'asc' });

    await user.click(screen.getByRole('button', { name: 'Job Title' }));
    await waitFor(() => expect(titles()[0]).toBe('Job 11'));
    expect(header('Job Title')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Applicants' }));
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ sortBy: 'applicants', sortOrder: 'asc' }));
    expect(header('Applicants')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Job Title')).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ sortBy: 'status', sortOrder: 'asc' }));
  });

  it('searches on the server after typing stops, and filters by status', async () => {
    const jobs = [...allJobs, makeJob(12, { title: 'Closed Role', isClosed: true })];
    signedIn({ 'GET /api/jobs/get-jobs-employer': employerJobsServer(jobs) });
    const user = userEvent.setup();
    renderApp('/manage-jobs');
    await screen.findByText('Showing 8 of 12 jobs');

    await user.click(screen.getByPlaceholderText(manageJobsText.searchPlaceholder));
    await user.paste('Job 1');
    // Debounced: nothing is asked until the text has rested.
    expect(listCalls.filter((c) => c.search)).toEqual([]);
    expect(await screen.findByText('Showing 2 of 2 jobs')).toBeInTheDocument();
    expect(listCalls.filter((c) => c.search)).toEqual([
      expect.objectContaining({ search: 'Job 1', page: '1' }),
    ]);

    await user.clear(screen.getByPlaceholderText(manageJobsText.searchPlaceholder));
    await user.click(screen.getByRole('button', { name: manageJobsText.statusClosed }));
    expect(await screen.findByText('Showing 1 of 1 jobs')).toBeInTheDocument();
    expect(listCalls.at(-1)).toMatchObject({ status: 'closed' });
    expect(screen.getByText('Closed Role')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: manageJobsText.activate })).toBeInTheDocument();
  });

  it('invites a first job when the employer has none, and says No jobs found', async () => {
    signedIn({ 'GET /api/jobs/get-jobs-employer': employerJobsServer([]) });
    renderApp('/manage-jobs');
    expect(await screen.findByText(manageJobsText.noJobs)).toBeInTheDocument();
    expect(screen.getByText(manageJobsText.firstJobText)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: manageJobsText.postNewJob });
    expect(links.at(-1)).toHaveAttribute('href', '/post-job');
  });

  it('offers to clear filters when a search finds nothing', async () => {
    signedIn({ 'GET /api/jobs/get-jobs-employer': employerJobsServer(allJobs) });
    const user = userEvent.setup();
    renderApp('/manage-jobs');
    await screen.findByText('Showing 8 of 11 jobs');
    await user.type(screen.getByPlaceholderText(manageJobsText.searchPlaceholder), 'zzz');
    expect(await screen.findByText(manageJobsText.noJobs)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: manageJobsText.clearFilters }));
    expect(await screen.findByText('Showing 8 of 11 jobs')).toBeInTheDocument();
  });

  it('says the jobs could not load, and Try again loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const list = employerJobsServer(allJobs);
    signedIn({
      'GET /api/jobs/get-jobs-employer': (body, request) =>
        fail ? [403, { message: 'No' }] : list(body, request),
    });
    const user = userEvent.setup();
    renderApp('/manage-jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent(manageJobsText.loadFailed);
    expect(screen.queryByText(manageJobsText.loadingJobs)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: manageJobsText.retry }));
    expect(await screen.findByText('Showing 8 of 11 jobs')).toBeInTheDocument();
    expect(screen.queryByText(manageJobsText.loadFailed)).not.toBeInTheDocument();
  });

  it('closes a job and refetches the list', async () => {
    const jobs = [makeJob(1)];
    const api = signedIn({
      'GET /api/jobs/get-jobs-employer': employerJobsServer(jobs),
      'PATCH /api/jobs/job-1/toggle-close': () => {
        jobs[0] = { ...jobs[0]!, isClosed: !jobs[0]!.isClosed };
        return [200, { job: jobs[0] }];
      },
    });
    const user = userEvent.setup();
    renderApp('/manage-jobs');
    const row = (await screen.findByText('Job 01')).closest('tr')!;
    expect(within(row).getByText(manageJobsText.statusActive)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: manageJobsText.close }));
    expect(await within(row).findByText(manageJobsText.statusClosed)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: manageJobsText.activate })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/jobs/job-1/toggle-close')).toHaveLength(1);
  });

  it('deletes a job after the confirmation', async () => {
    const jobs = [makeJob(1), makeJob(2)];
    const api = signedIn({
      'GET /api/jobs/get-jobs-employer': employerJobsServer(jobs),
      'DELETE /api/jobs/job-2': () => {
        jobs.splice(1, 1);
        return [200, { success: true }];
      },
    });
    const user = userEvent.setup();
    renderApp('/manage-jobs');
    await user.click(await screen.findByRole('button', { name: 'Delete Job 02' }));

    const dialog = screen.getByRole('alertdialog', { name: manageJobsText.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: manageJobsText.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/jobs/job-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Job 02' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: manageJobsText.deleteConfirm }),
    );
    expect(await screen.findByText(jobMessages.deleted)).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 of 1 jobs')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens the editor and the applicants with the job id in navigation state', async () => {
    signedIn({
      'GET /api/jobs/get-jobs-employer': employerJobsServer([makeJob(3)]),
      'GET /api/jobs/job-3': [200, makeJob(3)],
      'GET /api/applications/job-3/applications-with-score': [200, []],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/manage-jobs');
    await user.click(await screen.findByRole('button', { name: 'Edit Job 03' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/post-job'));
    expect(router.state.location.state).toEqual({ jobId: 'job-3' });

    await router.navigate('/manage-jobs');
    await user.click(await screen.findByRole('button', { name: '3 applicants for Job 03' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicants'));
    expect(router.state.location.state).toEqual({ jobId: 'job-3' });
  });

  it('shows stacked cards on a narrow screen', async () => {
    stubScreen(false);
    signedIn({ 'GET /api/jobs/get-jobs-employer': employerJobsServer(allJobs) });
    renderApp('/manage-jobs');
    expect(await screen.findByText('Showing 8 of 11 jobs')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Job 01' });
    expect(within(card).getByRole('button', { name: manageJobsText.close })).toBeInTheDocument();
    // The count reads as words: '1 Applicant', '2 Applicants', '0 Applicants'.
    expect(card).toHaveTextContent(/(?<!\d)1\s*Applicant(?!s)/);
    expect(screen.getByRole('listitem', { name: 'Job 02' })).toHaveTextContent(/(?<!\d)2\s*Applicants/);
    expect(screen.getByRole('listitem', { name: 'Job 04' })).toHaveTextContent(/(?<!\d)0\s*Applicants/);

    // Without column headers, the sort is chosen from a list.
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort jobs'), 'Job Title (Z-A)');
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ sortBy: 'title', sortOrder: 'desc' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName('Job 11'));
  });
});
