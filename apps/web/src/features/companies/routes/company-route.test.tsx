import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { companyPageText, type CompanyPage, type MatchBreakdown } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { makeJob, makeSearchResult } from '@/test/job-fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The whole app renders in these tests; on a busy machine a screen can take more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const COMPANY_ID = '11111111-2222-4333-8444-555555555555';

function companyPage(
  overrides: Partial<CompanyPage['company']> = {},
  jobs = [makeJob()],
  more: { total?: number; nextCursor?: string | null } = {},
): CompanyPage {
  return {
    total: more.total ?? jobs.length,
    nextCursor: more.nextCursor ?? null,
    company: {
      _id: COMPANY_ID,
      companyName: 'Acme Robotics',
      companyLogo: null,
      about: 'Industrial robots since 2012.',
      website: 'https://www.acme-robotics.com',
      size: '51-200',
      locations: ['Bangalore', 'Pune'],
      ...overrides,
    },
    jobs,
  };
}

const breakdown: MatchBreakdown = {
  version: 1,
  summary: '1 of 1 key skills',
  matchedSkills: ['React'],
  missingSkills: [],
  unverifiedSkills: [],
  experienceYears: 4,
  factors: [{ key: 'skills', label: 'Key skills', score: 100, points: 0, detail: '1 of 1 key skills' }],
};

afterEach(() => localStorage.clear());

describe('the company page', { timeout: 20_000 }, () => {
  it('shows a visitor the company, its facts and its open jobs, without signing in', async () => {
    const jobs = [
      makeJob({ title: 'Controls Engineer', employerId: COMPANY_ID }),
      makeJob({ title: 'Robot Technician', employerId: COMPANY_ID }),
    ];
    mockApi({ [`GET /api/companies/${COMPANY_ID}`]: [200, companyPage({}, jobs)] });
    renderApp(`/company/${COMPANY_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeInTheDocument();
    expect(screen.getByTestId('company-about')).toHaveTextContent('Industrial robots since 2012.');
    expect(screen.getAllByText('51-200 employees').length).toBeGreaterThan(0);
    expect(screen.getByText('Bangalore, Pune')).toBeInTheDocument();
    const website = screen.getAllByRole('link', { name: /acme-robotics\.com/ })[0]!;
    expect(website).toHaveAttribute('href', 'https://www.acme-robotics.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('company-open-jobs-count')).toHaveTextContent('2 open jobs');
    const cards = within(screen.getByTestId('company-jobs')).getAllByTestId('job-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Controls Engineer',
      'Robot Technician',
    ]);
  });

  it('shows 20 jobs and the total, and the next ones with Show more jobs until all are shown', async () => {
    const jobs = Array.from({ length: 23 }, (_, i) =>
      makeJob({ _id: `job-${i}`, title: `Role ${i}`, employerId: COMPANY_ID }),
    );
    const api = mockApi({
      [`GET /api/companies/${COMPANY_ID}`]: (_body, { url }) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'after-20'
          ? [200, companyPage({}, jobs.slice(20), { total: 23 })]
          : [200, companyPage({}, jobs.slice(0, 20), { total: 23, nextCursor: 'after-20' })],
    });
    renderApp(`/company/${COMPANY_ID}`);

    const list = await screen.findByTestId('company-jobs');
    expect(within(list).getAllByTestId('job-card')).toHaveLength(20);
    expect(screen.getByTestId('company-open-jobs-count')).toHaveTextContent('23 open jobs');
    expect(screen.getByTestId('company-jobs-shown')).toHaveTextContent(companyPageText.showingJobs(20, 23));

    fireEvent.click(screen.getByRole('button', { name: companyPageText.showMoreJobs }));
    expect(await within(list).findByRole('heading', { name: 'Role 22' })).toBeInTheDocument();
    expect(within(list).getAllByTestId('job-card')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: companyPageText.showMoreJobs })).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-jobs-shown')).not.toBeInTheDocument();
    expect(api.callsTo('GET', `/api/companies/${COMPANY_ID}`).map((c) => c.url)).toEqual([
      `/api/companies/${COMPANY_ID}`,
      `/api/companies/${COMPANY_ID}?cursor=after-20`,
    ]);
  });

  it('keeps the jobs shown and says so when the next ones fail to load', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) =>
      makeJob({ _id: `job-${i}`, title: `Role ${i}`, employerId: COMPANY_ID }),
    );
    mockApi({
      [`GET /api/companies/${COMPANY_ID}`]: (_body, { url }) =>
        new URL(url, 'http://x').searchParams.get('cursor')
          ? [500, { message: 'Something went wrong. Please try again later.' }]
          : [200, companyPage({}, jobs, { total: 25, nextCursor: 'after-20' })],
    });
    renderApp(`/company/${COMPANY_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: companyPageText.showMoreJobs }));
    expect(await screen.findByText(companyPageText.moreJobsFailed)).toBeInTheDocument();
    expect(within(screen.getByTestId('company-jobs')).getAllByTestId('job-card')).toHaveLength(20);
    expect(screen.getByRole('button', { name: companyPageText.showMoreJobs })).toBeEnabled();
  });

  it('says so when the company has no open jobs and nothing about itself', async () => {
    mockApi({
      [`GET /api/companies/${COMPANY_ID}`]: [
        200,
        companyPage({ about: '', website: '', size: '', locations: [] }, []),
      ],
    });
    renderApp(`/company/${COMPANY_ID}`);
    expect(await screen.findByText(companyPageText.noOpenJobs)).toBeInTheDocument();
    expect(screen.getByText(companyPageText.noAbout)).toBeInTheDocument();
    expect(screen.getByTestId('company-open-jobs-count')).toHaveTextContent('0 open jobs');
  });

  it('shows the not-found screen for an unknown company', async () => {
    mockApi({ [`GET /api/companies/${COMPANY_ID}`]: [404, { message: 'Company not found' }] });
    renderApp(`/company/${COMPANY_ID}`);
    expect(await screen.findByRole('heading', { name: companyPageText.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(companyPageText.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyPageText.browseJobs })).toHaveAttribute(
      'href',
      '/find-jobs',
    );
  });

  it('opens from the company name on a job card in the search, for a visitor', async () => {
    const job = makeJob({ title: 'Controls Engineer', employerId: COMPANY_ID });
    mockApi({
      'GET /api/jobs': [200, makeSearchResult([job])],
      [`GET /api/companies/${COMPANY_ID}`]: [200, companyPage({}, [job])],
    });
    renderApp('/find-jobs');
    fireEvent.click(await screen.findByTestId('job-card-company'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeInTheDocument();
  });

  it('opens from the company name on the job page, for a signed-in job seeker', async () => {
    localStorage.setItem('token', 'access-token');
    const job = makeJob({ _id: 'job-7', title: 'Controls Engineer', employerId: COMPANY_ID });
    mockApi({
      'GET /api/auth/me': [200, meAnswer(makeUser({ kycCompleted: true }))],
      'GET /api/jobs/job-7': [200, job],
      'POST /api/jobs/job-7/view': [200, { viewedAt: '2026-03-06T10:00:00.000Z' }],
      'GET /api/applications/match/job-7': [200, { score: 80, breakdown, applied: false }],
      'GET /api/jobs/job-7/similar': [200, { jobs: [] }],
      [`GET /api/companies/${COMPANY_ID}`]: [200, companyPage({}, [job])],
    });
    renderApp('/job/job-7');
    const companyLink = await screen.findByTestId('job-company');
    expect(companyLink).toHaveAttribute('href', `/company/${COMPANY_ID}`);
    fireEvent.click(companyLink);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeInTheDocument();
    const card = within(screen.getByTestId('company-jobs')).getByTestId('job-card');
    expect(within(card).getByTestId('job-card-company')).toHaveAttribute('href', `/company/${COMPANY_ID}`);
  });
});
