import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobMessages } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const me = { 'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true }))] as [number, unknown] };

beforeEach(() => localStorage.setItem('token', 'access-token'));
afterEach(() => localStorage.clear());

describe('/job/{jobId} (docs/product.md 2.13)', { timeout: 20_000 }, () => {
  it('shows every field of the job', async () => {
    const job = makeJob({ _id: 'job-1' });
    mockApi({ ...me, 'GET /api/jobs/job-1': [200, job] });
    renderApp('/job/job-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByTestId('job-company')).toHaveTextContent('Acme Robotics');
    expect(article).toHaveTextContent('Location: Bangalore');
    expect(article).toHaveTextContent('Industry: IT');
    expect(article).toHaveTextContent('Department: Engineering');
    expect(article).toHaveTextContent('Employment type: Full Time');
    expect(article).toHaveTextContent('Posted 5th Mar 2026');
    // Read once: no hidden 'Posted:' before the visible 'Posted'.
    expect(article).not.toHaveTextContent(/Posted:\s*Posted/);
    // The company name links to the company's public page (docs/decisions/0021-company-pages.md).
    const company = within(article).getByTestId('job-company');
    expect(company.closest('a')).toHaveAttribute('href', `/company/${job.employerId}`);
    expect(screen.getByTestId('job-compensation')).toHaveTextContent('$120,000 - $150,000 per year');
    expect(within(article).getByText('Competitive')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experience Required' })).toBeInTheDocument();
    expect(screen.getByTestId('job-experience')).toHaveTextContent('3 - 6 years');
    expect(screen.getByRole('heading', { name: 'About This Role' })).toBeInTheDocument();
    expect(article).toHaveTextContent(job.description);
    const lookingFor = screen.getByRole('heading', { name: "What We're Looking For" }).parentElement!;
    expect(
      within(lookingFor)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3+ years of React', 'TypeScript', 'Good written English']);
    const skills = screen.getByRole('list', { name: 'Key Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'TypeScript', 'CSS']);
    expect(screen.getByTestId('company-logo-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save job' })).toBeInTheDocument();
  });

  it('leaves out Key Skills when there are none, and shows the application status instead of nothing', async () => {
    mockApi({
      ...me,
      'GET /api/jobs/job-2': [200, makeJob({ _id: 'job-2', keySkills: [], applicationStatus: 'Interview' })],
    });
    renderApp('/job/job-2');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Key Skills' })).not.toBeInTheDocument();
    expect(screen.getByText('Interview')).toHaveAttribute('data-colour', 'yellow');
  });

  it('saves the job with the toast and shows it as saved', async () => {
    let saved = false;
    const api = mockApi({
      ...me,
      'GET /api/jobs/job-3': () => [200, makeJob({ _id: 'job-3', isSaved: saved })],
      'POST /api/save-jobs/job-3': () => {
        saved = true;
        return [200, { success: true }];
      },
    });
    const user = userEvent.setup();
    renderApp('/job/job-3');
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText(jobMessages.saved)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from saved jobs' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(api.callsTo('POST', '/api/save-jobs/job-3')).toHaveLength(1);
  });

  it('says why a save is refused once the job seeker keeps as many saved jobs as allowed', async () => {
    const api = mockApi({
      ...me,
      'GET /api/jobs/job-5': [200, makeJob({ _id: 'job-5', isSaved: false })],
      'POST /api/save-jobs/job-5': [409, { message: jobMessages.savedJobsFull }],
    });
    const user = userEvent.setup();
    renderApp('/job/job-5');
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText(jobMessages.savedJobsFull)).toBeInTheDocument();
    expect(screen.queryByText(jobMessages.saveFailed)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('POST', '/api/save-jobs/job-5')).toHaveLength(1);
  });

  it('marks a removed job as removed, without the save button', async () => {
    mockApi({
      ...me,
      'GET /api/jobs/job-4': [200, makeJob({ _id: 'job-4', isRemoved: true, applicationStatus: 'Applied' })],
    });
    renderApp('/job/job-4');
    expect(await screen.findByRole('alert')).toHaveTextContent(/removed by the employer/);
    expect(screen.getByText('Removed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save job' })).not.toBeInTheDocument();
  });

  it('shows a friendly not-found state with a way back to the search', async () => {
    mockApi({ ...me, 'GET /api/jobs/nope': [404, { message: 'Job not found' }] });
    renderApp('/job/nope');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find Jobs' })).toHaveAttribute('href', '/find-jobs');
  });
});
