import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLY_NOTE_MAX,
  applicationMessages,
  applyText,
  noteLengthLabel,
  type Job,
  type MatchBreakdown,
} from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob, makeSearchResult } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const resume = { fileUrl: '/uploads/cv.pdf', fileName: 'cv.pdf', fileType: 'application/pdf' };
const signedIn = (withResume: boolean) => ({
  'GET /api/auth/me': [
    200,
    meAnswer(makeUser({ kycCompleted: true, resume: withResume ? resume : null })),
  ] as [number, unknown],
});

const breakdown: MatchBreakdown = {
  version: 1,
  summary: '2 of 3 key skills; missing: CSS; 4 yrs for 3-6',
  matchedSkills: ['React'],
  missingSkills: ['CSS'],
  unverifiedSkills: ['TypeScript'],
  experienceYears: 4,
  factors: [
    { key: 'skills', label: 'Key skills', score: 67, points: 30, detail: '2 of 3 key skills' },
    { key: 'experience', label: 'Experience', score: 100, points: 0, detail: '4 yrs for 3-6' },
  ],
};

function applicationFor(job: Job) {
  return {
    _id: `app-${job._id}`,
    status: 'Applied',
    createdAt: '2026-03-06T10:00:00.000Z',
    updatedAt: '2026-03-06T10:00:00.000Z',
    matchScore: 64,
    matchBreakdown: breakdown,
    job: {
      _id: job._id,
      title: job.title,
      location: job.location,
      type: job.type,
      category: job.category,
      companyName: 'Acme Robotics',
      isClosed: false,
      isRemoved: false,
    },
  };
}

/** A job and its server: GET answers the status once applied, POST answers `applyReply` or applies. */
function jobServer(job: Job, applyReply?: [number, unknown?]) {
  let status: string | null = null;
  return {
    [`GET /api/jobs/${job._id}`]: () => [200, { ...job, applicationStatus: status }] as [number, unknown],
    [`GET /api/applications/match/${job._id}`]: () =>
      [200, { score: status ? 64 : 72, breakdown, applied: Boolean(status) }] as [number, unknown],
    [`POST /api/applications/${job._id}`]: () => {
      if (applyReply) return applyReply;
      status = 'Applied';
      return [
        201,
        { success: true, message: applicationMessages.applied, application: applicationFor(job) },
      ] as [number, unknown];
    },
  };
}

/** The confirmation that Apply Now opens: sends the application with the note typed, if any. */
async function confirmApply(user: ReturnType<typeof userEvent.setup>, note?: string) {
  const dialog = await screen.findByRole('dialog', { name: applyText.confirmTitle });
  if (note) await user.type(within(dialog).getByLabelText(applyText.noteLabel), note);
  await user.click(within(dialog).getByRole('button', { name: applyText.confirmApply }));
  return dialog;
}

beforeEach(() => localStorage.setItem('token', 'access-token'));
afterEach(() => {
  localStorage.clear();
  // The toast store outlives a test's render.
  toast.remove();
});

describe('Apply Now on the job detail (docs/product.md 2.13, sections 5 and 8)', { timeout: 20_000 }, () => {
  it('sends nothing without a resume, says so and offers the way to the profile', async () => {
    const job = makeJob({ _id: 'job-1' });
    const api = mockApi({ ...signedIn(false), ...jobServer(job) });
    const user = userEvent.setup();
    const { router } = renderApp('/job/job-1');

    await user.click(await screen.findByRole('button', { name: applyText.applyNow }));
    expect(await screen.findByText(applicationMessages.noResume)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/job-1')).toHaveLength(0);
    expect(screen.getByRole('button', { name: applyText.applyNow })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: applyText.uploadResume }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('applies, says so, and the status badge replaces the button; How you match shows the stored score', async () => {
    const job = makeJob({ _id: 'job-2' });
    const api = mockApi({ ...signedIn(true), ...jobServer(job) });
    const user = userEvent.setup();
    renderApp('/job/job-2');

    const match = await screen.findByTestId('job-match');
    expect(within(match).getByRole('meter', { name: applyText.matchScore })).toHaveAttribute(
      'aria-valuenow',
      '72',
    );
    expect(match).toHaveTextContent(applyText.previewNote);

    await user.click(screen.getByRole('button', { name: applyText.applyNow }));
    const dialog = await screen.findByRole('dialog', { name: applyText.confirmTitle });
    expect(within(dialog).getByTestId('apply-resume')).toHaveTextContent('cv.pdf');
    expect(api.callsTo('POST', '/api/applications/job-2')).toHaveLength(0);
    await confirmApply(user, 'I built the checkout you run on.');
    expect(await screen.findByText(applicationMessages.applied)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/job-2').map((c) => c.body)).toEqual([
      { note: 'I built the checkout you run on.' },
    ]);
    expect(within(screen.getByRole('article')).getByText('Applied')).toHaveAttribute('data-colour', 'grey');
    expect(screen.queryByRole('button', { name: applyText.applyNow })).not.toBeInTheDocument();

    // After applying the card shows what the employer sees.
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: applyText.matchScore })).toHaveAttribute(
        'aria-valuenow',
        '64',
      ),
    );
    expect(screen.getByTestId('job-match')).toHaveTextContent(applyText.appliedNote);
    expect(api.callsTo('GET', '/api/applications/match/job-2')).toHaveLength(2);
  });

  it("shows the server's message when applying fails", async () => {
    const job = makeJob({ _id: 'job-3' });
    mockApi({ ...signedIn(true), ...jobServer(job, [409, { message: applicationMessages.alreadyApplied }]) });
    const user = userEvent.setup();
    renderApp('/job/job-3');
    await user.click(await screen.findByRole('button', { name: applyText.applyNow }));
    await confirmApply(user);
    expect(await screen.findByText(applicationMessages.alreadyApplied)).toBeInTheDocument();
  });

  it('falls back to the general message when the server sends none', async () => {
    const job = makeJob({ _id: 'job-4' });
    mockApi({ ...signedIn(true), ...jobServer(job, [502]) });
    const user = userEvent.setup();
    renderApp('/job/job-4');
    await user.click(await screen.findByRole('button', { name: applyText.applyNow }));
    await confirmApply(user);
    expect(await screen.findByText(applicationMessages.applyFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: applyText.applyNow })).toBeEnabled();
  });

  it('sends nothing when the confirmation is cancelled, and refuses a note over the limit', async () => {
    const job = makeJob({ _id: 'job-8' });
    const api = mockApi({ ...signedIn(true), ...jobServer(job) });
    const user = userEvent.setup();
    renderApp('/job/job-8');

    await user.click(await screen.findByRole('button', { name: applyText.applyNow }));
    let dialog = await screen.findByRole('dialog', { name: applyText.confirmTitle });
    expect(dialog).toHaveTextContent(job.title);
    await user.click(within(dialog).getByRole('button', { name: applyText.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: applyText.applyNow }));
    dialog = await screen.findByRole('dialog', { name: applyText.confirmTitle });
    const note = within(dialog).getByLabelText(applyText.noteLabel);
    await user.click(note);
    await user.paste('x'.repeat(APPLY_NOTE_MAX + 1));
    expect(dialog).toHaveTextContent(noteLengthLabel(APPLY_NOTE_MAX + 1, APPLY_NOTE_MAX));
    await user.click(within(dialog).getByRole('button', { name: applyText.confirmApply }));
    expect(await within(dialog).findByText(applicationMessages.noteTooLong)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/applications/job-8')).toHaveLength(0);

    await user.keyboard('{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: applyText.confirmApply }));
    expect(await screen.findByText(applicationMessages.applied)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/job-8')[0]!.body).toEqual({
      note: 'x'.repeat(APPLY_NOTE_MAX),
    });
  });

  it('offers Apply Now again after a withdrawal while the job is open', async () => {
    const open = makeJob({ _id: 'job-9', applicationStatus: 'Withdrawn' });
    mockApi({ ...signedIn(true), ...jobServer(open), [`GET /api/jobs/job-9`]: [200, open] });
    renderApp('/job/job-9');
    expect(await screen.findByRole('button', { name: applyText.applyNow })).toBeEnabled();
  });

  it('shows a withdrawn application on a closed job as Withdrawn', async () => {
    const closed = makeJob({ _id: 'job-10', applicationStatus: 'Withdrawn', isClosed: true });
    mockApi({ ...signedIn(true), ...jobServer(closed), [`GET /api/jobs/job-10`]: [200, closed] });
    renderApp('/job/job-10');
    expect(await within(await screen.findByRole('article')).findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: applyText.applyNow })).not.toBeInTheDocument();
  });

  it('offers no Apply Now on a closed job', async () => {
    const job = makeJob({ _id: 'job-5', isClosed: true });
    mockApi({ ...signedIn(true), ...jobServer(job) });
    renderApp('/job/job-5');
    expect(await screen.findByRole('button', { name: applyText.applicationsClosed })).toBeDisabled();
    expect(screen.queryByRole('button', { name: applyText.applyNow })).not.toBeInTheDocument();
  });
});

describe('How you match on the job detail', { timeout: 20_000 }, () => {
  it('shows the score, the summary, the skills by evidence and the factors', async () => {
    const job = makeJob({ _id: 'job-6' });
    mockApi({ ...signedIn(true), ...jobServer(job) });
    renderApp('/job/job-6');

    const match = await screen.findByTestId('job-match');
    expect(within(match).getByRole('heading', { name: applyText.howYouMatch })).toBeInTheDocument();
    expect(within(match).getByRole('meter')).toHaveAttribute('data-colour', 'green');
    expect(within(match).getByText('72%')).toBeInTheDocument();
    expect(within(match).getByTestId('match-summary')).toHaveTextContent(breakdown.summary);
    const chips = (label: string) =>
      within(within(match).getByRole('list', { name: label }))
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.dataset.tone]);
    expect(chips(applyText.matchedSkills)).toEqual([['React', 'green']]);
    expect(chips(applyText.missingSkills)).toEqual([['CSS', 'grey']]);
    expect(chips(applyText.unverifiedSkills)).toEqual([['TypeScript', 'amber']]);
    expect(match).toHaveTextContent(applyText.unverifiedHint);
    const factors = within(within(match).getByRole('list', { name: applyText.factors })).getAllByRole(
      'listitem',
    );
    expect(factors.map((li) => li.textContent)).toEqual([
      'Key skills67% fit2 of 3 key skills',
      'Experience100% fit4 yrs for 3-6',
    ]);
  });

  it('leaves the card out quietly when the match cannot be loaded', async () => {
    const job = makeJob({ _id: 'job-7' });
    mockApi({
      ...signedIn(true),
      ...jobServer(job),
      'GET /api/applications/match/job-7': [404, { message: 'Job not found' }],
    });
    renderApp('/job/job-7');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: applyText.loadingMatch })).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('job-match')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Apply Now on the job list (docs/product.md 2.12, section 5)', { timeout: 20_000 }, () => {
  const first = makeJob({ _id: 'job-a', title: 'Frontend Engineer' });
  const second = makeJob({ _id: 'job-b', title: 'Backend Engineer', applicationStatus: 'Interview' });
  const closed = makeJob({ _id: 'job-c', title: 'Data Analyst', isClosed: true });

  function listServer() {
    let applied = false;
    return {
      'GET /api/jobs': () =>
        [
          200,
          makeSearchResult([{ ...first, applicationStatus: applied ? 'Applied' : null }, second, closed]),
        ] as [number, unknown],
      'POST /api/applications/job-a': () => {
        applied = true;
        return [201, { success: true, application: applicationFor(first) }] as [number, unknown];
      },
    };
  }
  const card = (title: string) =>
    screen.getAllByTestId('job-card').find((c) => within(c).queryByRole('link', { name: title }))!;

  it('applies from the card without opening the job, and the badge replaces the button', async () => {
    const api = mockApi({ ...signedIn(true), ...listServer() });
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');

    await screen.findAllByTestId('job-card');
    expect(within(card('Backend Engineer')).getByText('Interview')).toBeInTheDocument();
    expect(within(card('Backend Engineer')).queryByRole('button', { name: applyText.applyNow })).toBeNull();
    expect(within(card('Data Analyst')).queryByRole('button', { name: applyText.applyNow })).toBeNull();

    await user.click(within(card('Frontend Engineer')).getByRole('button', { name: applyText.applyNow }));
    await confirmApply(user);
    expect(await screen.findByText(applicationMessages.applied)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/job-a')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/find-jobs');
    await waitFor(() => expect(within(card('Frontend Engineer')).getByText('Applied')).toBeInTheDocument());
    expect(within(card('Frontend Engineer')).queryByRole('button', { name: applyText.applyNow })).toBeNull();
  });

  it('sends nothing from a card without a resume, and stays on the list', async () => {
    const api = mockApi({ ...signedIn(false), ...listServer() });
    const user = userEvent.setup();
    const { router } = renderApp('/find-jobs');

    await screen.findAllByTestId('job-card');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.click(within(card('Frontend Engineer')).getByRole('button', { name: applyText.applyNow }));
    expect(await screen.findByText(applicationMessages.noResume)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/job-a')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/find-jobs');
  });

  it('offers Apply Now on the card of an open job the user withdrew from, Withdrawn on a closed one', async () => {
    mockApi({
      ...signedIn(true),
      'GET /api/jobs': [
        200,
        makeSearchResult([
          { ...first, applicationStatus: 'Withdrawn' },
          { ...closed, applicationStatus: 'Withdrawn' },
        ]),
      ],
    });
    renderApp('/find-jobs');
    await screen.findAllByTestId('job-card');
    expect(within(card('Frontend Engineer')).getByRole('button', { name: applyText.applyNow })).toBeEnabled();
    expect(within(card('Data Analyst')).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(card('Data Analyst')).queryByRole('button', { name: applyText.applyNow })).toBeNull();
  });

  it('shows visitors no Apply Now', async () => {
    localStorage.clear();
    mockApi(listServer());
    renderApp('/find-jobs');
    expect(await screen.findAllByTestId('job-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: applyText.applyNow })).not.toBeInTheDocument();
  });
});
