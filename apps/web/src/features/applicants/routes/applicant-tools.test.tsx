import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicantToolsMessages,
  applicantToolsText,
  type ApplicantNote,
  type ApplicantRow,
  type ApplicantsPage,
  type ApplicantStatusCounts,
} from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const employer = makeUser({ _id: 'emp-1', role: 'employer', name: 'Ravi Mehta', companyName: 'Tools Co' });
const job = {
  _id: 'job-1',
  title: 'Data Engineer',
  location: 'Pune',
  type: 'Full-Time',
  category: 'Engineering',
  companyName: 'Tools Co',
  isClosed: false,
  isRemoved: false,
};

function application(id: string, name: string, score: number, status = 'Applied'): ApplicantRow {
  return {
    _id: id,
    status,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    matchScore: score,
    matchBreakdown: null,
    note: null,
    applicant: {
      _id: `user-${id}`,
      name,
      location: 'Pune',
      avatar: null,
      resume: null,
      headline: 'Data person',
      title: 'Data Engineer',
      experience: '3 Years',
    },
  };
}

const rows = [
  application('app-1', 'Meera Iyer', 91),
  application('app-2', 'Kabir Shah', 74),
  application('app-3', 'Anil Das', 40),
];

function countsOf(list: ApplicantRow[]): ApplicantStatusCounts {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as ApplicantStatusCounts;
  for (const row of list) counts[row.status as keyof ApplicantStatusCounts] += 1;
  return { ...counts, all: list.length };
}

/** The page call over `all()`, with the status and minScore filters as the server applies them. */
function pages(all: () => ApplicantRow[]) {
  return (_body: unknown, { url }: { url: string }): [number, ApplicantsPage] => {
    const query = new URL(url, 'http://localhost').searchParams;
    const min = query.has('minScore') ? Number(query.get('minScore')) : null;
    const status = query.get('status');
    const scored = all().filter((r) => min === null || (r.matchScore ?? -1) >= min);
    const matching = status ? scored.filter((r) => r.status === status) : scored;
    return [
      200,
      { job, applications: matching, total: matching.length, counts: countsOf(scored), nextCursor: null },
    ];
  };
}

const pagePath = '/api/applications/job/job-1/page';
const slow = { timeout: 10_000 };

function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'access-token');
  return mockApi({
    'GET /api/auth/me': [200, { success: true, user: employer, ...employer }],
    'GET /api/jobs/get-jobs-employer': [200, { jobs: [], total: 0, page: 1, pageSize: 8 }],
    [`GET ${pagePath}`]: pages(() => rows),
    ...handlers,
  });
}

const open = (search = '') => renderApp({ pathname: '/applicants', search, state: { jobId: 'job-1' } });
const pageUrls = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((c) => c.url).filter((u) => u.startsWith(pagePath));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('/applicants tools', { timeout: 30_000 }, () => {
  it('reads the minimum match score from the address and keeps a new one there, with the job', async () => {
    const user = userEvent.setup();
    const api = signedIn();
    const { router } = open('?minScore=60');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), slow);
    expect(pageUrls(api)[0]).toBe(`${pagePath}?minScore=60`);
    const select = screen.getByLabelText(applicantToolsText.minScore);
    expect(select).toHaveValue('60');

    await user.selectOptions(select, applicantToolsText.minScoreOption(80));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), slow);
    expect(pageUrls(api).at(-1)).toBe(`${pagePath}?minScore=80`);
    expect(router.state.location.search).toBe('?minScore=80');
    expect(router.state.location.state).toEqual({ jobId: 'job-1' });

    await user.selectOptions(select, applicantToolsText.anyScore);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), slow);
    expect(router.state.location.search).toBe('');
  });

  it('says so when nobody reaches the minimum', async () => {
    signedIn();
    open('?minScore=95');
    expect(await screen.findByText(applicantToolsText.noneAtScoreTitle, undefined, slow)).toBeInTheDocument();
  });

  it('changes the status of the selected applicants in one call and reports what moved and what did not', async () => {
    const user = userEvent.setup();
    let listed = rows;
    const api = signedIn({
      [`GET ${pagePath}`]: pages(() => listed),
      'POST /api/applications/bulk-status': (body) => {
        const { ids, status } = body as { ids: string[]; status: string };
        listed = listed.map((r) => (ids.includes(r._id) && r._id !== 'app-2' ? { ...r, status } : r));
        return [
          200,
          {
            success: true,
            message: `1 applicant moved to ${status}`,
            status,
            changed: ['app-1'],
            refused: [
              { _id: 'app-2', reason: 'unchanged', message: applicantToolsMessages.refusedUnchanged },
            ],
          },
        ];
      },
    });
    open();
    const meera = await screen.findByRole('article', { name: 'Meera Iyer' }, slow);
    expect(screen.queryByRole('toolbar', { name: applicantToolsText.bulkBar })).not.toBeInTheDocument();

    await user.click(
      within(meera).getByRole('checkbox', { name: applicantToolsText.selectApplicant('Meera Iyer') }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: applicantToolsText.selectApplicant('Kabir Shah') }),
    );
    const selectAll = screen.getByRole('checkbox', { name: applicantToolsText.selectAll });
    expect(selectAll).toHaveProperty('indeterminate', true);
    const bar = screen.getByRole('toolbar', { name: applicantToolsText.bulkBar });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    const apply = within(bar).getByRole('button', { name: applicantToolsText.applyBulk });
    expect(apply).toBeDisabled();

    await user.selectOptions(within(bar).getByLabelText(applicantToolsText.bulkStatus), 'Interview');
    await user.click(apply);
    expect(api.callsTo('POST', '/api/applications/bulk-status')[0]?.body).toEqual({
      ids: ['app-1', 'app-2'],
      status: 'Interview',
    });
    expect(await screen.findByText('1 applicant moved to Interview', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText(`1 not changed: ${applicantToolsMessages.refusedUnchanged}`)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('article', { name: 'Meera Iyer' })).getByText('Interview'),
        ).toBeInTheDocument(),
      slow,
    );
    expect(screen.queryByRole('toolbar', { name: applicantToolsText.bulkBar })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: applicantToolsText.selectAll }));
    expect(
      within(screen.getByRole('toolbar', { name: applicantToolsText.bulkBar })).getByText('3 selected'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: applicantToolsText.clearSelection }));
    expect(screen.queryByRole('toolbar', { name: applicantToolsText.bulkBar })).not.toBeInTheDocument();
  });

  it('keeps private notes in the profile, checked by the shared schema before they are sent', async () => {
    const user = userEvent.setup();
    const old: ApplicantNote = {
      _id: 'note-1',
      text: 'Phone screen went well',
      createdAt: '2026-01-11T09:00:00.000Z',
    };
    const api = signedIn({
      'GET /api/user/user-app-1': [200, makeUser({ _id: 'user-app-1', name: 'Meera Iyer' })],
      'GET /api/applications/app-1/notes': [200, { notes: [old] }],
      'POST /api/applications/app-1/notes': (body) => [
        201,
        {
          success: true,
          message: applicantToolsMessages.noteAdded,
          note: {
            _id: 'note-2',
            text: (body as { text: string }).text.trim(),
            createdAt: '2026-01-12T09:00:00.000Z',
          },
        },
      ],
      'DELETE /api/applications/app-1/notes/note-1': [
        200,
        { success: true, message: applicantToolsMessages.noteDeleted },
      ],
    });
    open();
    const meera = await screen.findByRole('article', { name: 'Meera Iyer' }, slow);
    await user.click(within(meera).getByRole('button', { name: 'View Profile' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    const notes = within(dialog).getByRole('region', { name: applicantToolsText.notes });
    expect(await within(notes).findByText('Phone screen went well', undefined, slow)).toBeInTheDocument();

    await user.click(within(notes).getByRole('button', { name: applicantToolsText.saveNote }));
    expect(
      await within(notes).findByText(applicantToolsMessages.noteEmpty, undefined, slow),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/app-1/notes')).toHaveLength(0);

    const box = within(notes).getByLabelText(applicantToolsText.noteLabel);
    expect(box).toHaveAttribute('maxlength', '2000');
    await user.type(box, '  Ask about Spark  ');
    expect(within(notes).getByText(applicantToolsText.charactersLeft(2000 - 19))).toBeInTheDocument();
    await user.click(within(notes).getByRole('button', { name: applicantToolsText.saveNote }));
    expect(api.callsTo('POST', '/api/applications/app-1/notes')[0]?.body).toEqual({
      text: 'Ask about Spark',
    });
    expect(await within(notes).findByText('Ask about Spark', undefined, slow)).toBeInTheDocument();
    expect(box).toHaveValue('');
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Ask about Spark',
      'Phone screen went well',
    ]);

    await user.click(within(items[1]!).getByRole('button', { name: applicantToolsText.deleteNote }));
    await waitFor(
      () => expect(within(notes).queryByText('Phone screen went well')).not.toBeInTheDocument(),
      slow,
    );
    expect(api.callsTo('DELETE', '/api/applications/app-1/notes/note-1')).toHaveLength(1);
  });

  it('downloads the CSV of the filtered list with the sign-in token', async () => {
    const user = userEvent.setup();
    const api = signedIn({
      'GET /api/applications/job/job-1/export': [200, 'Name,Email\r\n'],
    });
    // jsdom has no object URLs; the saved file's link is what the test looks at.
    URL.createObjectURL = vi.fn(() => 'blob:applicants');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    open('?minScore=50');
    await screen.findByRole('article', { name: 'Meera Iyer' }, slow);
    await user.click(screen.getByRole('button', { name: applicantToolsText.exportCsv }));
    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    const [call] = api.callsTo('GET', '/api/applications/job/job-1/export');
    expect(call?.url).toBe('/api/applications/job/job-1/export?minScore=50');
    expect(call?.headers.Authorization).toBe('Bearer access-token');
    expect(clicked[0]).toEqual({ href: 'blob:applicants', download: 'applicants.csv' });
  });
});
