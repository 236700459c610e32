import {
  applicationMessages,
  INT4_MAX,
  jobMessages,
  profileMessages,
  serverMessages,
} from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { jobForm } from '../jobs/util';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Ids PostgreSQL's uuid parser refuses although they look like one (36 characters of hex and dashes). */
const LOOK_ALIKE_IDS = [
  '-'.repeat(36),
  'abcdef0123456789abcdef0123456789----',
  '0123456789abcdef-0123-4567-89abcdef01',
];

describe('bad input is a 4xx, never a 500', () => {
  let t: TestApp;
  let seeker: Account;
  let employer: Account;
  let jobId: string;
  let applicationId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    seeker = await account(t, 'jobseeker');
    employer = await account(t, 'employer');
    const job = await insertJob(t.database.db, employer.user);
    jobId = job.id;
    const [application] = await t.database.db
      .insert(applications)
      .values({ jobId, applicantId: seeker.user.id, status: 'Applied' })
      .returning();
    applicationId = application!.id;
  });
  afterAll(() => t.close());

  describe('a NUL character anywhere is refused with 400', () => {
    const email = 'a\u0000b@example.com';
    const cases: [string, Method, string, () => unknown, () => string | undefined][] = [
      ['login e-mail', 'POST', '/api/auth/login', () => ({ email, password: 'Password1' }), () => undefined],
      ['check-existing-user', 'POST', '/api/auth/check-existing-user', () => ({ email }), () => undefined],
      ['send-otp', 'POST', '/api/auth/send-otp', () => ({ email }), () => undefined],
      ['resend-otp', 'POST', '/api/auth/resend-otp', () => ({ email }), () => undefined],
      ['verify-otp', 'POST', '/api/auth/verify-otp', () => ({ email, otp: '123456' }), () => undefined],
      ['forgot-password', 'POST', '/api/auth/forgot-password', () => ({ email }), () => undefined],
      [
        'register',
        'POST',
        '/api/auth/register',
        () => ({ email, name: 'Nul', password: 'Password1', role: 'jobseeker', verificationToken: 'x' }),
        () => undefined,
      ],
      ['job title', 'POST', '/api/jobs', () => jobForm({ title: 'Dev\u0000' }), () => employer.token],
      [
        'job description',
        'POST',
        '/api/jobs',
        () => jobForm({ description: 'a\u0000b' }),
        () => employer.token,
      ],
      [
        'job key skill',
        'POST',
        '/api/jobs',
        () => jobForm({ keySkills: ['Go\u0000'] }),
        () => employer.token,
      ],
      [
        'job location (update)',
        'PUT',
        '/api/jobs/:job',
        () => jobForm({ location: '\u0000' }),
        () => employer.token,
      ],
      ['profile name', 'PUT', '/api/user/profile', () => ({ name: 'A\u0000' }), () => seeker.token],
      ['profile headline', 'PUT', '/api/user/profile', () => ({ headline: 'x\u0000' }), () => seeker.token],
      ['profile skill', 'PUT', '/api/user/profile', () => ({ skills: ['Go\u0000'] }), () => seeker.token],
      ['an object key', 'PUT', '/api/user/profile', () => ({ 'na\u0000me': 'A' }), () => seeker.token],
      [
        'kyc name',
        'PUT',
        '/api/kyc/data',
        () => ({ name: 'A\u0000', dob: '1990-01-01', pan: 'ABCDE1234F' }),
        () => seeker.token,
      ],
      ['search location', 'GET', '/api/jobs?location=%00', () => undefined, () => undefined],
      ['search type', 'GET', '/api/jobs?type=Remote%00', () => undefined, () => undefined],
      ['search category', 'GET', '/api/jobs?category=%00', () => undefined, () => undefined],
      [
        'employer job search',
        'GET',
        '/api/jobs/get-jobs-employer?search=%00',
        () => undefined,
        () => employer.token,
      ],
      ['a job id', 'GET', '/api/jobs/%00', () => undefined, () => undefined],
    ];

    it.each(cases)('%s', async (_name, method, url, body, token) => {
      const res = await call(t.app, method, url.replace(':job', jobId), { body: body(), token: token() });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toEqual({ message: serverMessages.textHasNul });
    });
  });

  describe('numbers past what PostgreSQL stores are refused with 400', () => {
    it.each(['minSalary', 'maxSalary', 'experience', 'page', 'pageSize'])(
      'GET /api/jobs?%s=99999999999',
      async (name) => {
        const res = await call(t.app, 'GET', `/api/jobs?${name}=99999999999`);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(typeof res.body.message).toBe('string');
      },
    );

    it('takes the largest integer PostgreSQL stores as a salary filter', async () => {
      const res = await call(t.app, 'GET', `/api/jobs?minSalary=0&maxSalary=${INT4_MAX}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });

    it.each(['salaryMin', 'salaryMax', 'experienceMax', 'openings'])(
      'a job with %s = 99999999999',
      async (field) => {
        const res = await call(t.app, 'POST', '/api/jobs', {
          token: employer.token,
          body: jobForm({ [field]: 99_999_999_999 }),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(typeof res.body.message).toBe('string');
      },
    );
  });

  describe('an id that is no UUID is answered like an unknown one (404)', () => {
    const cases: [Method, string, 'seeker' | 'employer', unknown, string][] = [
      ['GET', '/api/user/:id', 'employer', undefined, profileMessages.userNotFound],
      ['GET', '/api/user/resume/file/:id', 'seeker', undefined, profileMessages.noFileToDownload],
      ['GET', '/api/applications/job/:id', 'employer', undefined, jobMessages.jobNotFound],
      [
        'GET',
        '/api/applications/:id/applications-with-score',
        'employer',
        undefined,
        jobMessages.jobNotFound,
      ],
      [
        'PUT',
        '/api/applications/:id/status',
        'employer',
        { status: 'Interview' },
        applicationMessages.applicationNotFound,
      ],
      [
        'PATCH',
        '/api/applications/:id/status',
        'employer',
        { status: 'Interview' },
        applicationMessages.applicationNotFound,
      ],
      ['GET', '/api/applications/match/:id', 'seeker', undefined, jobMessages.jobNotFound],
      ['POST', '/api/applications/:id', 'seeker', undefined, jobMessages.jobNotFound],
      ['GET', '/api/jobs/:id', 'seeker', undefined, jobMessages.jobNotFound],
      ['PUT', '/api/jobs/:id', 'employer', jobForm(), jobMessages.jobNotFound],
      ['PATCH', '/api/jobs/:id/toggle-close', 'employer', undefined, jobMessages.jobNotFound],
      ['DELETE', '/api/jobs/:id', 'employer', undefined, jobMessages.jobNotFound],
      ['POST', '/api/save-jobs/:id', 'seeker', undefined, jobMessages.jobNotFound],
      ['DELETE', '/api/save-jobs/:id', 'seeker', undefined, jobMessages.jobNotFound],
    ];

    it.each(cases)('%s %s', async (method, path, who, body, message) => {
      const token = who === 'seeker' ? seeker.token : employer.token;
      for (const id of LOOK_ALIKE_IDS) {
        const res = await call(t.app, method, path.replace(':id', id), { token, body });
        expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body).toEqual({ message });
      }
    });

    it('still answers a real id, and a bad body on it with 400', async () => {
      const url = `/api/applications/${applicationId}/status`;
      expect(
        (await call(t.app, 'PUT', url, { token: employer.token, body: { status: 'Nope' } })).status,
      ).toBe(400);
      const ok = await call(t.app, 'PUT', url, { token: employer.token, body: { status: 'Interview' } });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    });
  });
});
