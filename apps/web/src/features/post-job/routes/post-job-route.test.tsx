import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_TEXT_LIMITS, jobDetailText, jobMessages, postJobText, type Job } from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const employer = makeUser({
  _id: 'emp-1',
  role: 'employer',
  name: 'Ravi Mehta',
  fullName: 'Ravi Mehta',
  companyName: 'Acme Robotics',
});

const savedJob = { _id: 'job-1', title: 'Frontend Engineer' } as Job;

const existingJob = {
  _id: 'job-7',
  title: 'Data Engineer',
  jobTitle: 'Data Engineer',
  company: { companyName: 'Acme Robotics', companyLogo: null },
  location: 'Austin, TX',
  type: 'Contract',
  category: 'Engineering',
  industry: 'IT',
  department: 'Engineering',
  employmentType: 'Contract',
  education: 'B.Tech',
  salaryMin: 90000,
  salaryMax: 130000,
  experienceMin: 2,
  experienceMax: 6,
  openings: 3,
  description: 'Build pipelines.',
  requirements: 'SQL and Python.',
  keySkills: ['SQL', 'Python'],
  createdAt: '2026-03-03T10:00:00.000Z',
  isClosed: false,
} as Job;

const emptyJobsPage = [200, { jobs: [], total: 0, page: 1, pageSize: 8 }] as [number, unknown];

function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'access-token');
  return mockApi({
    'GET /api/auth/me': [200, { success: true, user: employer, ...employer }],
    'GET /api/jobs/get-jobs-employer': emptyJobsPage,
    ...handlers,
  });
}

const publish = () => screen.getByRole('button', { name: postJobText.publish });

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text in one paste (typing each character is slow in jsdom). */
async function fill(user: User, label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** Fills every required field with valid values. */
async function fillValidJob(user: User) {
  await screen.findByLabelText(/^Job Title/);
  await fill(user, /^Job Title/, 'Frontend Engineer');
  await fill(user, /^Location/, 'Remote');
  await fill(user, 'Minimum salary', '80000');
  await fill(user, 'Maximum salary', '120000');
  await fill(user, 'Minimum experience', '2');
  await fill(user, 'Maximum experience', '5');
  await fill(user, /^Job Description/, 'Build the product UI.');
  await fill(user, /^Requirements/, 'React and TypeScript.');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// Form tests type a lot; a loaded machine needs more than the default 5 s.
describe('post a job (docs/product.md 2.19)', { timeout: 30_000 }, () => {
  it('starts a new job with the company prefilled and every option list', async () => {
    signedIn();
    renderApp('/post-job');
    expect(await screen.findByRole('heading', { name: postJobText.newTitle })).toBeInTheDocument();
    expect(publish()).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Acme Robotics');
    const options = (label: RegExp) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(/^Job Type/)).toEqual([
      'Select job type',
      'Remote',
      'Full-Time',
      'Part-Time',
      'Contract',
      'Internship',
    ]);
    expect(options(/^Category/)).toContain('Customer Service');
    expect(options(/^Industry/)).toHaveLength(11);
    expect(options(/^Department/)).toContain('R&D');
    expect(options(/^Employment Type/)).toEqual([
      'Select employment type',
      'Full Time',
      'Part Time',
      'Contract',
      'Internship',
    ]);
    expect(options(/^Education/)).toEqual(['Select education', 'Any Graduate', 'B.Tech', 'M.Tech', 'MBA']);
  });

  it('shows each required-field message and sends nothing', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    await user.clear(await screen.findByLabelText(/^Company Name/));
    await user.clear(screen.getByLabelText(/^Number of Openings/));
    await user.click(publish());

    for (const message of [
      jobMessages.titleRequired,
      jobMessages.descriptionRequired,
      jobMessages.requirementsRequired,
      jobMessages.salaryBothRequired,
      jobMessages.companyRequired,
      jobMessages.experienceRequired,
      jobMessages.openingsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST', '/api/jobs')).toHaveLength(0);
  });

  it('checks the order of the salary and experience ranges', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    await fillValidJob(user);
    await fill(user, 'Maximum salary', '80000');
    await fill(user, 'Minimum experience', '6');
    await user.click(publish());

    expect(await screen.findByText(jobMessages.salaryOrder)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.experienceOrder)).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum salary')).toHaveAttribute('aria-invalid', 'true');

    // Equal experience bounds are fine; only min > max is an error.
    await fill(user, 'Minimum experience', '5');
    await user.click(publish());
    expect(await screen.findByText(jobMessages.salaryOrder)).toBeInTheDocument();
    expect(screen.queryByText(jobMessages.experienceOrder)).not.toBeInTheDocument();
  });

  it('clears a field error as soon as the field is edited', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    await user.click(await screen.findByRole('button', { name: postJobText.publish }));
    expect(await screen.findByText(jobMessages.titleRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Job Title/), 'D');
    expect(screen.queryByText(jobMessages.titleRequired)).not.toBeInTheDocument();
    expect(screen.getByText(jobMessages.descriptionRequired)).toBeInTheDocument();

    // The salary message belongs to the pair: editing either bound clears it.
    await user.type(screen.getByLabelText('Maximum salary'), '1');
    expect(screen.queryByText(jobMessages.salaryBothRequired)).not.toBeInTheDocument();
  });

  it('adds key skills with Enter: trimmed, no blanks, no duplicates, removable', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    const input = await screen.findByLabelText('Key Skills');
    await user.type(input, '  React  {Enter}');
    await user.type(input, 'react{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'TypeScript{Enter}');

    const chips = () =>
      within(screen.getByRole('list', { name: 'Key skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(chips()).toEqual(['React', 'TypeScript']);
    expect(input).toHaveValue('');
    // Enter adds a skill and never submits the form.
    expect(screen.queryByText(jobMessages.titleRequired)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/jobs')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(chips()).toEqual(['TypeScript']);
  });

  it('counts the description and the requirements against their limits, and refuses longer ones', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    await fillValidJob(user);
    const description = screen.getByLabelText(/^Job Description/);
    expect(description).toHaveAccessibleDescription(postJobText.textLength(21, JOB_TEXT_LIMITS.description));
    expect(screen.getByLabelText(/^Requirements/)).toHaveAccessibleDescription('21 / 5,000 characters');

    await fill(user, /^Job Description/, 'd'.repeat(JOB_TEXT_LIMITS.description + 1));
    const counter = screen.getByText('15,001 / 15,000 characters');
    expect(counter).toHaveClass('text-rose-600');
    await user.click(publish());
    expect(await screen.findByText('Job description must be 15000 characters or fewer')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/jobs')).toHaveLength(0);
  });

  it('takes at most 20 key skills of 40 characters, and says so', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    const input = await screen.findByLabelText('Key Skills');
    expect(input).toHaveAttribute('maxLength', String(JOB_TEXT_LIMITS.keySkill));
    expect(screen.getByLabelText(/^Job Title/)).toHaveAttribute('maxLength', String(JOB_TEXT_LIMITS.title));
    expect(screen.getByText(/0 of 20 skills added/)).toBeInTheDocument();
    for (let i = 0; i < JOB_TEXT_LIMITS.keySkills; i += 1) {
      await user.click(input);
      await user.paste(`Skill ${i}`);
      await user.keyboard('{Enter}');
    }
    expect(screen.getByText(postJobText.keySkillsFull(JOB_TEXT_LIMITS.keySkills))).toBeInTheDocument();
    await user.click(input);
    await user.paste('One too many');
    expect(screen.getByRole('button', { name: postJobText.addSkill })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Key skills' })).getAllByRole('listitem')).toHaveLength(
      20,
    );
  });

  it('previews the job as a seeker sees it, salary per year, and goes back to edit', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    await fillValidJob(user);
    await user.type(screen.getByLabelText('Key Skills'), 'React{Enter}');
    await user.click(screen.getAllByRole('button', { name: postJobText.preview })[0]!);

    const preview = screen.getByRole('article', { name: postJobText.previewLabel });
    expect(within(preview).getByRole('heading', { name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(within(preview).getByText('$80,000 - $120,000 per year')).toBeInTheDocument();
    expect(within(preview).getByText(jobDetailText.competitive)).toBeInTheDocument();
    expect(within(preview).getByText('2 - 5 years')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: jobDetailText.aboutRole })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: jobDetailText.lookingFor })).toBeInTheDocument();
    expect(within(preview).getByText('React')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Job Title/)).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: postJobText.backToEdit })[0]!);
    expect(screen.getByLabelText(/^Job Title/)).toHaveValue('Frontend Engineer');
    expect(screen.getByRole('button', { name: 'Remove React' })).toBeInTheDocument();
  });

  it('previews the requirements as the job page shows them: one list item per line', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/post-job');
    await fillValidJob(user);
    await fill(user, /^Requirements/, '- React and TypeScript\n\n• Five years of product work');
    await user.click(screen.getAllByRole('button', { name: postJobText.preview })[0]!);

    const preview = screen.getByRole('article', { name: postJobText.previewLabel });
    const lookingFor = within(preview).getByRole('heading', {
      name: jobDetailText.lookingFor,
    }).parentElement!;
    expect(
      within(lookingFor)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React and TypeScript', 'Five years of product work']);
  });

  it('publishes the job with the values the server expects, then opens Manage Jobs', async () => {
    const api = signedIn({ 'POST /api/jobs': [201, { success: true, job: savedJob }] });
    const user = userEvent.setup();
    const { router } = renderApp('/post-job');
    await fillValidJob(user);
    await user.type(screen.getByLabelText('Key Skills'), 'React{Enter}');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Customer-service');
    await user.selectOptions(screen.getByLabelText(/^Industry/), 'IT');
    await user.click(publish());

    expect(await screen.findByText(jobMessages.posted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-jobs'));
    expect(api.callsTo('POST', '/api/jobs')[0]?.body).toMatchObject({
      title: 'Frontend Engineer',
      companyName: 'Acme Robotics',
      salaryMin: 80000,
      salaryMax: 120000,
      experienceMin: 2,
      experienceMax: 5,
      openings: 1,
      keySkills: ['React'],
      type: 'Full-Time',
      category: 'Customer-service',
      industry: 'IT',
    });
  });

  it.each([
    ['the server message', [400, { message: 'Salary looks wrong' }], 'Salary looks wrong'],
    ['the default text', [403, {}], jobMessages.postFailed],
    [
      'the other-status text for an answer without a job',
      [200, { success: true }],
      jobMessages.postFailedOther,
    ],
  ] as const)('shows %s when posting fails', async (_, reply, text) => {
    signedIn({ 'POST /api/jobs': [reply[0], reply[1]] });
    const user = userEvent.setup();
    const { router } = renderApp('/post-job');
    await fillValidJob(user);
    await user.click(publish());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/post-job');
    expect(publish()).toBeEnabled();
  });

  it('shows the busy state while publishing', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    signedIn({ 'POST /api/jobs': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderApp('/post-job');
    await fillValidJob(user);
    await user.click(publish());
    const busy = await screen.findByRole('button', { name: postJobText.publishing });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText(/^Job Title/)).toBeDisabled();
    answer([201, { job: savedJob }]);
    expect(await screen.findByText(jobMessages.posted)).toBeInTheDocument();
  });
});

describe('edit a job (docs/product.md 2.19)', { timeout: 30_000 }, () => {
  it('loads the job from navigation state and updates it', async () => {
    const api = signedIn({
      'GET /api/jobs/job-7': [200, existingJob],
      'PUT /api/jobs/job-7': [200, { success: true, job: existingJob }],
    });
    const user = userEvent.setup();
    const { router } = renderApp({ pathname: '/post-job', state: { jobId: 'job-7' } });

    expect(await screen.findByRole('heading', { name: postJobText.editTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: postJobText.update })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: postJobText.publish })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Job Title/)).toHaveValue('Data Engineer');
    expect(screen.getByLabelText('Minimum salary')).toHaveValue(90000);
    expect(screen.getByLabelText(/^Job Type/)).toHaveValue('Contract');
    expect(screen.getByLabelText(/^Education/)).toHaveValue('B.Tech');
    expect(screen.getByRole('button', { name: 'Remove Python' })).toBeInTheDocument();

    await fill(user, /^Job Title/, 'Senior Data Engineer');
    await user.click(screen.getByRole('button', { name: postJobText.update }));

    expect(await screen.findByText(jobMessages.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-jobs'));
    expect(api.callsTo('PUT', '/api/jobs/job-7')[0]?.body).toMatchObject({
      title: 'Senior Data Engineer',
      salaryMin: 90000,
      keySkills: ['SQL', 'Python'],
      openings: 3,
    });
    expect(api.callsTo('POST', '/api/jobs')).toHaveLength(0);
  });

  it('says so when the job cannot be loaded', async () => {
    signedIn({ 'GET /api/jobs/gone': [404, { message: 'Job not found' }] });
    renderApp({ pathname: '/post-job', state: { jobId: 'gone' } });
    expect(await screen.findByText(postJobText.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: postJobText.backToJobs })).toHaveAttribute(
      'href',
      '/manage-jobs',
    );
  });
});
