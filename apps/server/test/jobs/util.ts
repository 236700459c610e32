import { expect } from 'vitest';
import type { JobFormInput } from '@hireloop/shared';
import { applications, type UserRow } from '../../src/db/schema';
import { call, type TestApp } from '../helper';

/** A complete, valid job form; override single fields to break one rule at a time. */
export function jobForm(
  overrides: Partial<Record<keyof JobFormInput, unknown>> = {},
): Record<string, unknown> {
  return {
    title: 'Senior Backend Engineer',
    location: 'Pune',
    description: 'Design and run the services behind our marketplace.',
    requirements: '5+ years building APIs.',
    salaryMin: 90_000,
    salaryMax: 140_000,
    companyName: 'Northwind Labs',
    experienceMin: 3,
    experienceMax: 7,
    keySkills: ['Node.js', 'PostgreSQL'],
    openings: 2,
    type: 'Full-Time',
    category: 'Engineering',
    industry: 'IT',
    department: 'Engineering',
    employmentType: 'Full Time',
    education: 'B.Tech',
    ...overrides,
  };
}

/** An application of `applicant` to `jobId`, inserted directly (the apply API is not part of this work). */
export async function applyDirectly(t: TestApp, jobId: string, applicant: UserRow, status = 'Applied') {
  await t.database.db.insert(applications).values({ jobId, applicantId: applicant.id, status });
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const ids = (jobs: { _id: string }[]) => jobs.map((j) => j._id);

/** GET /api/jobs with the given query parameters (as a browser would send them). */
export async function search(t: TestApp, params: Record<string, string | number> = {}, token?: string) {
  const qs = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await call(t.app, 'GET', `/api/jobs${qs ? `?${qs}` : ''}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    jobs: any[];
    total: number;
    totalAtLeast?: true;
    facetsOmitted?: true;
    page: number;
    pageSize: number;
    facets: { type: Record<string, number>; category: Record<string, number> };
    matched: 'all' | 'partial';
    didYouMean: string | null;
    related: string[];
  };
}
