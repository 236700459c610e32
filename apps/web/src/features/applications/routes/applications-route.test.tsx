import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationMessages,
  myApplicationsText,
  withdrawConfirmText,
  type Application,
} from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const seeker = makeUser({ _id: 'seeker-1', role: 'jobseeker', kycCompleted: true, name: 'Meera Iyer' });

function application(id: string, title: string, overrides: Partial<Application> = {}): Application {
  return {
    _id: id,
    status: 'Applied',
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    matchScore: 76,
    matchBreakdown: null,
    note: null,
    job: {
      _id: `job-${id}`,
      title,
      location: 'Bengaluru',
      type: 'Full-Time',
      category: 'Engineering',
      companyName: 'Ranked Co',
      companyLogo: '/uploads/images/ranked-co.webp',
      isClosed: false,
      isRemoved: false,
    },
    history: [{ from: null, to: 'Applied', at: '2026-03-02T09:00:00.000Z', by: 'applicant' }],
    ...overrides,
  };
}

function signedIn(
  reply: [number, unknown] | (() => [number, unknown]),
  more: Parameters<typeof mockApi>[0] = {},
) {
  localStorage.setItem('token', 'access-token');
  return mockApi({
    'GET /api/auth/me': [200, { success: true, user: seeker, ...seeker }],
    'GET /api/save-jobs/my': [200, []],
    'GET /api/applications/my': reply,
    ...more,
  });
}

/** Generous waits: a loaded two-core machine can take seconds to render the first screen. */
const slow = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/applications', { timeout: 30_000 }, () => {
  it('shows each application with its job, status, match and history', async () => {
    signedIn([
      200,
      [
        application('a1', 'Frontend Engineer', {
          status: 'Interview',
          history: [
            { from: null, to: 'Applied', at: '2026-03-02T09:00:00.000Z', by: 'applicant' },
            { from: 'Applied', to: 'Interview', at: '2026-03-04T11:30:00.000Z', by: 'employer' },
          ],
        }),
        application('a2', 'Data Analyst', { status: 'Mystery', matchScore: 35 }),
      ],
    ]);
    renderApp('/applications');

    const card = await screen.findByRole('article', { name: 'Frontend Engineer' }, slow);
    expect(within(card).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/job/job-a1',
    );
    expect(within(card).getByText('Ranked Co')).toBeInTheDocument();
    // The company's logo, as on search results and the job page.
    expect(within(card).getByRole('img', { name: 'Ranked Co logo' })).toHaveAttribute(
      'src',
      '/uploads/images/ranked-co.webp',
    );
    expect(
      within(card).getByText('Interview', { selector: 'span' }).closest('[data-colour]'),
    ).toHaveAttribute('data-colour', 'yellow');
    expect(within(card).getByText('Match 76%')).toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'History' });
    expect(within(history).getByText('You applied')).toBeInTheDocument();
    expect(within(history).getByText('Applied → Interview')).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Data Analyst' });
    expect(within(other).getByText('Mystery').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'grey',
    );
    expect(within(other).getByText('Match 35%').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'red',
    );
    expect(screen.getByText('2 applications')).toBeInTheDocument();
  });

  it('marks removed and closed jobs; a removed one is not linked', async () => {
    signedIn([
      200,
      [
        application('a1', 'Gone Role', {
          job: { ...application('x', '').job, title: 'Gone Role', isRemoved: true },
        }),
        application('a2', 'Closed Role', {
          job: { ...application('y', '').job, _id: 'job-y', title: 'Closed Role', isClosed: true },
        }),
      ],
    ]);
    renderApp('/applications');
    const gone = await screen.findByRole('article', { name: 'Gone Role' }, slow);
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(within(gone).getByText('Job removed')).toBeInTheDocument();
    const closed = screen.getByRole('article', { name: 'Closed Role' });
    expect(within(closed).getByRole('link', { name: 'Closed Role' })).toBeInTheDocument();
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
  });

  it('invites to find jobs when there are no applications', async () => {
    signedIn([200, []]);
    renderApp('/applications');
    expect(
      await screen.findByText("You haven't applied to any jobs yet", undefined, slow),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute(
      'href',
      '/find-jobs',
    );
  });

  it('says the applications could not load, and Try again loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const api = signedIn(() =>
      fail ? [403, { message: 'No' }] : [200, [application('a1', 'Frontend Engineer')]],
    );
    const user = userEvent.setup();
    renderApp('/applications');
    expect(
      await screen.findByRole('heading', { name: myApplicationsText.loadFailedTitle }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(myApplicationsText.loadFailedText)).toBeInTheDocument();
    expect(screen.getByText(myApplicationsText.subtitle)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: myApplicationsText.retry }));
    expect(await screen.findByRole('article', { name: 'Frontend Engineer' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(myApplicationsText.loadFailedTitle)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/applications/my')).toHaveLength(2);
  });

  it('withdraws after a confirmation; the card then says Withdrawn and offers to apply again', async () => {
    let current = application('a1', 'Frontend Engineer', { status: 'Interview', note: 'Keen on the role.' });
    const withdrawn = {
      ...current,
      status: 'Withdrawn',
      history: [
        ...current.history!,
        { from: 'Interview', to: 'Withdrawn', at: '2026-03-05T10:00:00.000Z', by: 'applicant' as const },
      ],
    };
    const api = signedIn(() => [200, [current]], {
      'POST /api/applications/a1/withdraw': () => {
        current = withdrawn;
        return [200, { success: true, message: applicationMessages.withdrawn, application: withdrawn }];
      },
    });
    const user = userEvent.setup();
    renderApp('/applications');

    const card = await screen.findByRole('article', { name: 'Frontend Engineer' }, slow);
    expect(card).toHaveTextContent(`${myApplicationsText.yourNote}: Keen on the role.`);
    await user.click(within(card).getByRole('button', { name: myApplicationsText.withdraw }));
    const dialog = await screen.findByRole('alertdialog', { name: myApplicationsText.withdrawTitle });
    expect(dialog).toHaveTextContent(withdrawConfirmText('Frontend Engineer', 'Ranked Co'));
    // Withdrawing does not take the profile and resume back from the employer (review DI4, decision 0020).
    expect(dialog).toHaveTextContent(
      'Ranked Co can still open your profile and resume, as you keep them up to date, like every employer you have applied to; only deleting your account ends that.',
    );

    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: myApplicationsText.keepApplication }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/a1/withdraw')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: myApplicationsText.withdraw }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: myApplicationsText.confirmWithdraw,
      }),
    );
    expect(await screen.findByText(applicationMessages.withdrawn)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/a1/withdraw')).toHaveLength(1);
    const after = await screen.findByRole('article', { name: 'Frontend Engineer' });
    await within(after).findByRole('link', { name: myApplicationsText.applyAgain }, slow);
    expect(within(after).getByRole('link', { name: myApplicationsText.applyAgain })).toHaveAttribute(
      'href',
      '/job/job-a1',
    );
    expect(within(after).getByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(within(after).getByRole('list', { name: 'History' })).getByText('Interview → Withdrawn'),
    ).toBeInTheDocument();
    expect(
      within(after).queryByRole('button', { name: myApplicationsText.withdraw }),
    ).not.toBeInTheDocument();
  });

  it("offers no Withdraw once Hired or Rejected, and no Apply again on a withdrawn closed job; shows the server's refusal", async () => {
    signedIn(
      [
        200,
        [
          application('h1', 'Hired Role', { status: 'Hired' }),
          application('r1', 'Rejected Role', { status: 'Rejected' }),
          application('w1', 'Closed Withdrawn', {
            status: 'Withdrawn',
            job: { ...application('z', '').job, title: 'Closed Withdrawn', isClosed: true },
          }),
          application('i1', 'Raced Role', { status: 'In Review' }),
        ],
      ],
      { 'POST /api/applications/i1/withdraw': [409, { message: applicationMessages.cannotWithdraw }] },
    );
    const user = userEvent.setup();
    renderApp('/applications');
    for (const title of ['Hired Role', 'Rejected Role', 'Closed Withdrawn']) {
      const card = await screen.findByRole('article', { name: title }, slow);
      expect(
        within(card).queryByRole('button', { name: myApplicationsText.withdraw }),
      ).not.toBeInTheDocument();
      expect(
        within(card).queryByRole('link', { name: myApplicationsText.applyAgain }),
      ).not.toBeInTheDocument();
    }
    const raced = screen.getByRole('article', { name: 'Raced Role' });
    await user.click(within(raced).getByRole('button', { name: myApplicationsText.withdraw }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: myApplicationsText.confirmWithdraw,
      }),
    );
    expect(await screen.findByText(applicationMessages.cannotWithdraw)).toBeInTheDocument();
  });
});
