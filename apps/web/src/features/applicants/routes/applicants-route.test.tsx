import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATES,
  APPLICATION_STATUSES,
  applicantsText,
  applicationMessages,
  profileMessages,
  type ApplicantRow,
  type ApplicantsPage,
  type ApplicantStatusCounts,
  type MatchBreakdown,
  type User,
} from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const employer = makeUser({ _id: 'emp-1', role: 'employer', name: 'Ravi Mehta', companyName: 'Ranked Co' });
const job = {
  _id: 'job-1',
  title: 'Frontend Engineer',
  location: 'Bengaluru',
  type: 'Full-Time',
  category: 'Engineering',
  companyName: 'Ranked Co',
  isClosed: false,
  isRemoved: false,
};

const breakdown = (summary: string): MatchBreakdown => ({
  version: 1,
  summary,
  matchedSkills: ['React'],
  missingSkills: ['Kubernetes'],
  unverifiedSkills: ['TypeScript'],
  experienceYears: 4,
  factors: [{ key: 'skills', label: 'Key skills', score: 62, points: 34, detail: '1 of 3 shown in work' }],
});

/** A list row as the page call answers it: only what the card shows. */
function application(id: string, name: string, score: number, status = 'Applied'): ApplicantRow {
  return {
    _id: id,
    status,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    matchScore: score,
    matchBreakdown: breakdown(`${name} summary`),
    note: null,
    applicant: {
      _id: `user-${id}`,
      name,
      location: 'Bengaluru',
      avatar: null,
      resume: { fileUrl: `/api/user/resume/file/${id}`, fileName: `${id}.pdf`, fileType: 'application/pdf' },
      headline: 'Frontend developer who ships',
      title: 'Senior Frontend Engineer',
      experience: '4 Years',
    },
  };
}

/** The whole profile, as GET /api/user/{id} answers it when the modal opens. */
function profileOf({ _id, applicant }: ApplicantRow): User {
  const { avatar: _avatar, resume: _resume, ...summary } = applicant;
  return makeUser({
    ...summary,
    email: `${_id}@example.com`,
    phone: '+91 98765 43210',
    skills: ['React', 'TypeScript'],
    employment: [
      {
        title: 'Frontend Engineer',
        company: 'Acme',
        startDate: '2023-01',
        endDate: '',
        isCurrentJob: true,
        description: 'React and TypeScript.',
      },
    ],
  });
}

const strong = application('app-1', 'Meera Iyer', 86);
const weak = application('app-2', 'Kabir Shah', 31);

function countsOf(rows: ApplicantRow[]): ApplicantStatusCounts {
  const counts = Object.fromEntries(APPLICATION_STATES.map((s) => [s, 0])) as ApplicantStatusCounts;
  for (const row of rows) counts[row.status as keyof ApplicantStatusCounts] += 1;
  return { ...counts, all: rows.length - counts.Withdrawn };
}

/**
 * The page call over `rows` (already in the server's order): the status filter, `size` rows a
 * page, the cursor being the index of the next row.
 */
function pages(rows: () => ApplicantRow[], size = 20) {
  return (_body: unknown, { url }: { url: string }): [number, ApplicantsPage] => {
    const query = new URL(url, 'http://localhost').searchParams;
    const status = query.get('status');
    const all = rows();
    // As the server does: All leaves the withdrawn applications out.
    const matching = all.filter((r) => (status ? r.status === status : r.status !== 'Withdrawn'));
    const start = Number(query.get('cursor') ?? 0);
    const end = start + size;
    return [
      200,
      {
        job,
        applications: matching.slice(start, end),
        total: matching.length,
        counts: countsOf(all),
        nextCursor: end < matching.length ? String(end) : null,
      },
    ];
  };
}

function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'access-token');
  return mockApi({
    'GET /api/auth/me': [200, { success: true, user: employer, ...employer }],
    'GET /api/jobs/get-jobs-employer': [200, { jobs: [], total: 0, page: 1, pageSize: 8 }],
    'GET /api/user/user-app-1': [200, profileOf(strong)],
    'GET /api/user/user-app-2': [200, profileOf(weak)],
    // The profile modal also loads the employer's private notes.
    'GET /api/applications/app-1/notes': [200, { notes: [] }],
    'GET /api/applications/app-2/notes': [200, { notes: [] }],
    ...handlers,
  });
}

const openApplicants = () => renderApp({ pathname: '/applicants', state: { jobId: 'job-1' } });
const pagePath = '/api/applications/job/job-1/page';
const pageCall = `GET ${pagePath}`;
const pageUrls = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((c) => c.url).filter((u) => u.includes(pagePath));

/** Generous waits: a loaded two-core machine can take seconds to render the first screen. */
const slow = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/applicants', { timeout: 30_000 }, () => {
  it('goes to /manage-jobs without a jobId in navigation state', async () => {
    signedIn();
    const { router } = renderApp('/applicants');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-jobs'), slow);
  });

  it('lists the job with its applicants, best match first, with fresh loads', async () => {
    const api = signedIn({ [pageCall]: pages(() => [strong, weak]) });
    openApplicants();

    const group = await screen.findByRole('region', { name: 'Frontend Engineer' }, slow);
    expect(within(group).getByText('2 applicants')).toBeInTheDocument();
    const cards = within(group).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Meera Iyer', 'Kabir Shah']);
    expect(within(cards[0]!).getByRole('meter')).toHaveAttribute('data-colour', 'green');
    expect(within(cards[1]!).getByRole('meter')).toHaveAttribute('data-colour', 'red');
    expect(within(cards[0]!).getByText('Meera Iyer summary')).toBeInTheDocument();

    const [call] = api.callsTo('GET', pagePath);
    expect(call?.headers['Cache-Control']).toBe('no-cache');
    // The first page, with no filter: the server decides the size and the order.
    expect(pageUrls(api)).toEqual([pagePath]);
    // The full profile is not asked for until it is opened.
    expect(api.callsTo('GET', '/api/user/user-app-1')).toHaveLength(0);
  });

  it('shows the empty state with the job named', async () => {
    const api = signedIn({ [pageCall]: pages(() => []) });
    openApplicants();
    expect(await screen.findByText(applicationMessages.noApplications, undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer' }, slow)).toBeInTheDocument();
    expect(screen.getByText('0 applicants')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: applicantsText.statusFilter })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs/job-1')).toHaveLength(0);
  });

  it('says the applicants could not load, and Try again loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const list = pages(() => [strong]);
    const api = signedIn({
      [pageCall]: (body, request) => (fail ? [403, { message: 'No' }] : list(body, request)),
    });
    const user = userEvent.setup();
    openApplicants();
    expect(
      await screen.findByRole('heading', { name: applicantsText.loadFailedTitle }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(applicantsText.loadFailedText)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: applicantsText.retry }));
    expect(await screen.findByRole('article', { name: 'Meera Iyer' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(applicantsText.loadFailedTitle)).not.toBeInTheDocument();
    expect(api.callsTo('GET', pagePath)).toHaveLength(2);
  });

  it('loads the next page with the cursor of the last one, ranks on across pages, and stops at the end', async () => {
    const user = userEvent.setup();
    const third = application('app-3', 'Anil Das', 12);
    const api = signedIn({ [pageCall]: pages(() => [strong, weak, third], 2) });
    openApplicants();

    const group = await screen.findByRole('region', { name: 'Frontend Engineer' }, slow);
    expect(within(group).getByText('3 applicants')).toBeInTheDocument();
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    expect(within(group).getByText('Showing 2 of 3')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: applicantsText.loadMore }));
    await waitFor(() => expect(within(group).getAllByRole('article')).toHaveLength(3), slow);
    const last = within(group).getByRole('article', { name: 'Anil Das' });
    expect(within(last).getByLabelText(`${applicantsText.rank} 3`)).toBeInTheDocument();
    expect(within(group).getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: applicantsText.loadMore })).not.toBeInTheDocument();
    expect(pageUrls(api)).toEqual([pagePath, `${pagePath}?cursor=2`]);
  });

  it('filters by status on the server, with the count of each status', async () => {
    const user = userEvent.setup();
    const interviewing = application('app-3', 'Anil Das', 55, 'Interview');
    const api = signedIn({ [pageCall]: pages(() => [strong, interviewing, weak]) });
    openApplicants();

    const filter = await screen.findByRole('group', { name: applicantsText.statusFilter }, slow);
    const choices = within(filter).getAllByRole('button');
    expect(choices.map((c) => c.textContent)).toEqual(['All3', 'Applied2', 'Interview1']);
    expect(choices[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: /Interview/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), slow);
    expect(screen.getByRole('article', { name: 'Anil Das' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: /Interview/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    expect(pageUrls(api).at(-1)).toBe(`${pagePath}?status=Interview`);

    await user.click(within(filter).getByRole('button', { name: /All/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), slow);
  });

  it('sends a status change at once and restores the previous one when it fails', async () => {
    const user = userEvent.setup();
    const api = signedIn({
      [pageCall]: pages(() => [strong]),
      'PUT /api/applications/app-1/status': [500, { message: 'Database unavailable' }],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openApplicants();

    await user.click(await screen.findByRole('button', { name: 'View Profile' }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    const select = within(dialog).getByLabelText('Update Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...APPLICATION_STATUSES]);

    await user.selectOptions(select, 'Interview');
    expect(api.callsTo('PUT', '/api/applications/app-1/status')[0]?.body).toEqual({ status: 'Interview' });
    expect(await screen.findByText('Database unavailable', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('Applied'), slow);
    expect(select).toBeEnabled();
    warn.mockRestore();
  });

  it('confirms a status change, and closing the profile reloads the list', async () => {
    const user = userEvent.setup();
    let listed = strong;
    const api = signedIn({
      [pageCall]: pages(() => [listed]),
      'PUT /api/applications/app-1/status': (body) => {
        listed = { ...strong, status: (body as { status: string }).status };
        return [200, { success: true, message: applicationMessages.statusUpdated, application: listed }];
      },
    });
    openApplicants();

    await user.click(await screen.findByRole('button', { name: 'View Profile' }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    await user.selectOptions(within(dialog).getByLabelText('Update Status'), 'Hired');
    expect(await screen.findByText(applicationMessages.statusUpdated, undefined, slow)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Update Status')).toHaveValue('Hired');

    const loadsBefore = api.callsTo('GET', pagePath).length;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', pagePath).length).toBe(loadsBefore + 1), slow);
    expect(
      within(screen.getByRole('article', { name: 'Meera Iyer' })).getByText('Hired'),
    ).toBeInTheDocument();
  });

  it("shows the applicant's note in the profile, and a withdrawn application under Withdrawn without Update Status", async () => {
    const user = userEvent.setup();
    const noted = { ...strong, note: 'I led the rewrite of a checkout\nused by 2M people.' };
    const gone = { ...weak, status: 'Withdrawn', note: null };
    const api = signedIn({ [pageCall]: pages(() => [noted, gone]) });
    openApplicants();

    const filter = await screen.findByRole('group', { name: applicantsText.statusFilter }, slow);
    expect(
      within(filter)
        .getAllByRole('button')
        .map((c) => c.textContent),
    ).toEqual(['All1', 'Applied1', 'Withdrawn1']);
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'View Profile' }, slow));
    let dialog = await screen.findByRole('dialog', undefined, slow);
    const note = within(dialog).getByTestId('applicant-note');
    expect(note).toHaveTextContent(applicantsText.applicantNote);
    expect(note).toHaveTextContent('I led the rewrite of a checkout used by 2M people.');
    expect(within(dialog).getByLabelText(applicantsText.updateStatus)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(filter).getByRole('button', { name: /Withdrawn/ }));
    const card = await screen.findByRole('article', { name: 'Kabir Shah' }, slow);
    expect(within(card).getByText('Withdrawn')).toBeInTheDocument();
    expect(pageUrls(api).at(-1)).toBe(`${pagePath}?status=Withdrawn`);
    await user.click(within(card).getByRole('button', { name: 'View Profile' }));
    dialog = await screen.findByRole('dialog', undefined, slow);
    expect(within(dialog).getByTestId('withdrawn-notice')).toHaveTextContent(applicantsText.withdrawnHint);
    expect(within(dialog).queryByLabelText(applicantsText.updateStatus)).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('applicant-note')).not.toBeInTheDocument();
  });

  it('lists a job whose only applications were withdrawn under Withdrawn, not as empty', async () => {
    const user = userEvent.setup();
    signedIn({ [pageCall]: pages(() => [{ ...weak, status: 'Withdrawn' }]) });
    openApplicants();

    const filter = await screen.findByRole('group', { name: applicantsText.statusFilter }, slow);
    expect(screen.queryByText(applicationMessages.noApplications)).not.toBeInTheDocument();
    expect(screen.getByText(applicantsText.noneWithStatusTitle)).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: /Withdrawn/ }));
    expect(await screen.findByRole('article', { name: 'Kabir Shah' }, slow)).toBeInTheDocument();
  });

  it('fetches the whole profile when it is opened and shows every part and the match breakdown', async () => {
    const user = userEvent.setup();
    let answer: (reply: [number, User]) => void = () => undefined;
    const profile = new Promise<[number, User]>((resolve) => (answer = resolve));
    const api = signedIn({ [pageCall]: pages(() => [strong]), 'GET /api/user/user-app-1': () => profile });
    openApplicants();
    await user.click(await screen.findByRole('button', { name: 'View Profile' }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    // While it comes, its parts are placeholders, not "Nothing added yet."
    expect(within(dialog).getAllByLabelText(applicantsText.loadingProfile).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText(applicantsText.nothingAdded)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Frontend developer who ships')).toBeInTheDocument();
    answer([200, profileOf(strong)]);
    for (const heading of [
      'Applicant Details',
      'Applied Position',
      'Summary',
      'Current Position',
      'Experience',
      'Work Experience',
      'Education',
      'Projects',
      'Skills',
      'Match Breakdown',
    ]) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(await within(dialog).findByText('app-1@example.com', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user/user-app-1')).toHaveLength(1);
    expect(within(dialog).getByText('Jan 2023 - Present')).toBeInTheDocument();
    expect(within(dialog).getByText('Key skills')).toBeInTheDocument();
    expect(within(dialog).getByText('62% fit')).toBeInTheDocument();
    expect(within(dialog).getByText('+34 pts')).toBeInTheDocument();
    expect(within(dialog).getByText('Kubernetes')).toBeInTheDocument();
  });

  it('only logs a failed applicant profile load and keeps showing what the list row has', async () => {
    const user = userEvent.setup();
    signedIn({ [pageCall]: pages(() => [strong]), 'GET /api/user/user-app-1': [500, { message: 'boom' }] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openApplicants();
    await user.click(await screen.findByRole('button', { name: 'View Profile' }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    await waitFor(
      () => expect(warn).toHaveBeenCalledWith('Loading the applicant profile failed', expect.anything()),
      slow,
    );
    expect(within(dialog).getByText('Frontend developer who ships')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('explains that only PDFs preview, and that a missing resume cannot be downloaded', async () => {
    const user = userEvent.setup();
    const docx = application('app-3', 'Anil Das', 55);
    docx.applicant = {
      ...docx.applicant,
      resume: {
        fileUrl: '/api/user/resume/file/x',
        fileName: 'cv.docx',
        fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    };
    const none = application('app-4', 'Zoya Khan', 45);
    none.applicant = { ...none.applicant, resume: null };
    signedIn({ [pageCall]: pages(() => [docx, none]) });
    openApplicants();

    const [first, second] = await screen.findAllByRole('button', { name: 'Preview Resume' }, slow);
    await user.click(first!);
    let dialog = await screen.findByRole('dialog', undefined, slow);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.previewOnlyPdf);
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(second!);
    dialog = await screen.findByRole('dialog', undefined, slow);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.noFileToDownload);
  });
});
