import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationMessages,
  profileMessages,
  type MatchBreakdown,
  type User,
} from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { JobApplication } from '../api/get-job-applications';

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

function application(
  id: string,
  name: string,
  score: number,
  overrides: Partial<JobApplication> = {},
): JobApplication {
  return {
    _id: id,
    status: 'Applied',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    matchScore: score,
    matchBreakdown: breakdown(`${name} summary`),
    job,
    applicant: {
      _id: `user-${id}`,
      name,
      email: `${id}@example.com`,
      phone: '+91 98765 43210',
      location: 'Bengaluru',
      avatar: null,
      resume: { fileUrl: `/api/user/resume/file/${id}`, fileName: `${id}.pdf`, fileType: 'application/pdf' },
      headline: 'Frontend developer who ships',
      title: 'Senior Frontend Engineer',
      experience: '4 Years',
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
      education: [],
      projects: [],
      skills: ['React', 'TypeScript'],
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    ...overrides,
  };
}

const strong = application('app-1', 'Meera Iyer', 86);
const weak = application('app-2', 'Kabir Shah', 31);

/** The applicant's own profile, as GET /api/user/{id} answers it. */
function profileOf({ applicant }: JobApplication): User {
  const { avatar: _avatar, resume: _resume, ...rest } = applicant;
  return makeUser(rest as Partial<User>);
}

function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'access-token');
  return mockApi({
    'GET /api/auth/me': [200, { success: true, user: employer, ...employer }],
    'GET /api/jobs/get-jobs-employer': [200, { jobs: [], total: 0, page: 1, pageSize: 8 }],
    'GET /api/user/user-app-1': [200, profileOf(strong)],
    'GET /api/user/user-app-2': [200, profileOf(weak)],
    ...handlers,
  });
}

const openApplicants = () => renderApp({ pathname: '/applicants', state: { jobId: 'job-1' } });
const withScore = 'GET /api/applications/job-1/applications-with-score';

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
    const api = signedIn({ [withScore]: [200, [weak, strong]] });
    openApplicants();

    const group = await screen.findByRole('region', { name: 'Frontend Engineer' }, slow);
    expect(within(group).getByText('2 applicants')).toBeInTheDocument();
    const cards = within(group).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Meera Iyer', 'Kabir Shah']);
    expect(within(cards[0]!).getByRole('meter')).toHaveAttribute('data-colour', 'green');
    expect(within(cards[1]!).getByRole('meter')).toHaveAttribute('data-colour', 'red');
    expect(within(cards[0]!).getByText('Meera Iyer summary')).toBeInTheDocument();

    const [call] = api.callsTo('GET', '/api/applications/job-1/applications-with-score');
    expect(call?.headers['Cache-Control']).toBe('no-cache');
    const url = api.fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes('with-score'));
    expect(url).toMatch(/\?timestamp=\d+$/);
  });

  it('shows the empty state with the job named', async () => {
    signedIn({
      [withScore]: [200, []],
      'GET /api/jobs/job-1': [200, { ...job, jobTitle: job.title }],
    });
    openApplicants();
    expect(await screen.findByText(applicationMessages.noApplications, undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer' }, slow)).toBeInTheDocument();
    expect(screen.getByText('0 applicants')).toBeInTheDocument();
  });

  it('sends a status change at once and restores the previous one when it fails', async () => {
    const user = userEvent.setup();
    const api = signedIn({
      [withScore]: [200, [strong]],
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
      [withScore]: () => [200, [listed]],
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

    const loadsBefore = api.callsTo('GET', '/api/applications/job-1/applications-with-score').length;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(
      () =>
        expect(api.callsTo('GET', '/api/applications/job-1/applications-with-score').length).toBe(
          loadsBefore + 1,
        ),
      slow,
    );
    expect(
      within(screen.getByRole('article', { name: 'Meera Iyer' })).getByText('Hired'),
    ).toBeInTheDocument();
  });

  it('shows every part of the profile and the match breakdown', async () => {
    const user = userEvent.setup();
    signedIn({ [withScore]: [200, [strong]] });
    openApplicants();
    await user.click(await screen.findByRole('button', { name: 'View Profile' }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
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
    expect(within(dialog).getByText('app-1@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Jan 2023 - Present')).toBeInTheDocument();
    expect(within(dialog).getByText('Key skills')).toBeInTheDocument();
    expect(within(dialog).getByText('62% fit')).toBeInTheDocument();
    expect(within(dialog).getByText('+34 pts')).toBeInTheDocument();
    expect(within(dialog).getByText('Kubernetes')).toBeInTheDocument();
  });

  it('only logs a failed applicant profile load and keeps showing the application copy', async () => {
    const user = userEvent.setup();
    signedIn({ [withScore]: [200, [strong]], 'GET /api/user/user-app-1': [500, { message: 'boom' }] });
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
    const docx = application('app-3', 'Anil Das', 55, {});
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
    signedIn({ [withScore]: [200, [docx, none]] });
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
