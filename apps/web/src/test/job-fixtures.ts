import type { Job, JobSearchResult } from '@hireloop/shared';

let nextId = 1;

/** A job as the API returns it; each call gets a new id unless one is given. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  const id = `job-${nextId++}`;
  return {
    _id: id,
    title: 'Senior React Developer',
    jobTitle: 'Senior React Developer',
    company: { companyName: 'Acme Robotics', companyLogo: null },
    employerId: 'employer-1',
    location: 'Bangalore',
    type: 'Full-Time',
    category: 'Engineering',
    industry: 'IT',
    department: 'Engineering',
    employmentType: 'Full Time',
    education: 'B.Tech',
    salaryMin: 120000,
    salaryMax: 150000,
    experienceMin: 3,
    experienceMax: 6,
    openings: 2,
    description: 'Build the dashboards our customers use every day.',
    requirements: '3+ years of React\n- TypeScript\n\nGood written English',
    keySkills: ['React', 'TypeScript', 'CSS'],
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    isClosed: false,
    isRemoved: false,
    isSaved: false,
    applicationStatus: null,
    ...overrides,
  };
}

/** One page of GET /api/jobs. */
export function makeSearchResult(jobs: Job[], overrides: Partial<JobSearchResult> = {}): JobSearchResult {
  return {
    jobs,
    total: jobs.length,
    page: 1,
    pageSize: 20,
    facets: { type: { 'Full-Time': jobs.length }, category: { Engineering: jobs.length } },
    matched: 'all',
    didYouMean: null,
    related: [],
    ...overrides,
  };
}
