import { MATCH_SCORE_VERSION } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users, type JobRow } from '../../src/db/schema';
import { createUser, insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../helper';

/**
 * DM1 (c), docs/security.md: GET /api/applications/job/:id and /:id/applications-with-score
 * answered every application with every applicant's whole profile (20,000 applicants were
 * 28.5 MB). They answer one page of at most 50, each profile as a preview.
 */
const N = 120;
const LONG = 'w'.repeat(5_000);
const entry = { startDate: '2020-01', endDate: '', description: LONG };

describe('the whole-list applicant endpoints of a job with many applicants', () => {
  let t: TestApp;
  let job: JobRow;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const employer = await createUser(db, {
      email: 'hr@acme-robotics.com',
      role: 'employer',
      companyName: 'Acme',
    });
    job = await insertJob(db, employer, { title: 'Backend Engineer', keySkills: ['Node.js'] });
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: N }, (_, k) => ({
          email: `applicant-${k}@example.com`,
          name: `Applicant ${k}`,
          role: 'jobseeker' as const,
          skills: ['Node.js'],
          employment: Array.from({ length: 20 }, (_, i) => ({
            ...entry,
            title: `Engineer ${i}`,
            company: 'Co',
            isCurrentJob: i === 0,
          })),
          education: Array.from({ length: 20 }, () => ({
            ...entry,
            degree: 'B.Tech',
            institution: 'IIT',
            isCurrentStudy: false,
            cgpa: '9',
          })),
          projects: Array.from({ length: 20 }, (_, i) => ({
            ...entry,
            name: `Project ${i}`,
            technologies: 'Go',
            isCurrentProject: false,
            role: 'Lead',
            link: '',
          })),
        })),
      )
      .returning({ id: users.id });
    await db.insert(applications).values(
      people.map((person, k) => ({
        jobId: job.id,
        applicantId: person.id,
        status: 'Applied',
        matchScore: 100 - (k % 90),
        scoreVersion: MATCH_SCORE_VERSION,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, k)),
      })),
    );
    token = (await signIn(t, 'hr@acme-robotics.com')).token;
  }, 60_000);
  afterAll(() => t?.close());

  const paths = () => [
    `/api/applications/job/${job.id}`,
    `/api/applications/${job.id}/applications-with-score`,
  ];

  it('answers at most 50 applications, best first, with each profile as a preview', async () => {
    for (const path of paths()) {
      const res = await call(t.app, 'GET', `${path}?timestamp=1`, { token });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toHaveLength(50);
      const scores = res.body.map((a: { matchScore: number }) => a.matchScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const application of res.body) {
        for (const list of ['employment', 'education', 'projects'] as const) {
          expect(application.applicant[list].length).toBeLessThanOrEqual(5);
          for (const e of application.applicant[list]) expect(e.description.length).toBeLessThanOrEqual(300);
        }
      }
      expect(JSON.stringify(res.body).length).toBeLessThan(500_000);
    }
  });

  it('pages through every application once, and refuses a page size over 50', async () => {
    for (const path of paths()) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const res = await call(t.app, 'GET', `${path}?page=${page}&pageSize=50`, { token });
        expect(res.status).toBe(200);
        seen.push(...res.body.map((a: { _id: string }) => a._id));
      }
      expect(seen).toHaveLength(N);
      expect(new Set(seen).size).toBe(N);

      const tooMany = await call(t.app, 'GET', `${path}?pageSize=51`, { token });
      expect(tooMany.status).toBe(400);
      expect(typeof tooMany.body.message).toBe('string');
    }
  });
});
