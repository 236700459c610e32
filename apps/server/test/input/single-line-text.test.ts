import { serverMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { jobForm } from '../jobs/util';

/** What would add a header line to the status e-mail's subject, and other characters no name has. */
const BREAKING = [
  'X\r\nBcc: a@evil.example',
  'X\nBcc: a@evil.example',
  'X\tY',
  'X\u0007',
  'X\u0085Y',
  'X\u2028Y',
];

describe('names, job titles and company names are one line of text', () => {
  let t: TestApp;
  let seeker: Account;
  let employer: Account;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    seeker = await account(t, 'jobseeker');
    employer = await account(t, 'employer');
    jobId = (await insertJob(t.database.db, employer.user)).id;
  });
  afterAll(() => t.close());

  const refused = (res: { status: number; body: unknown }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ message: serverMessages.textNotSingleLine });
  };

  it.each(['title', 'companyName'])('refuses control characters in a job %s', async (field) => {
    for (const value of BREAKING) {
      refused(
        await call(t.app, 'POST', '/api/jobs', { token: employer.token, body: jobForm({ [field]: value }) }),
      );
      refused(
        await call(t.app, 'PUT', `/api/jobs/${jobId}`, {
          token: employer.token,
          body: jobForm({ [field]: value }),
        }),
      );
    }
  });

  it.each(['name', 'fullName', 'companyName'])(
    'refuses control characters in the profile %s',
    async (field) => {
      for (const value of BREAKING) {
        refused(
          await call(t.app, 'PUT', '/api/user/profile', { token: seeker.token, body: { [field]: value } }),
        );
      }
    },
  );

  it.each(['name', 'companyName'])('refuses control characters in the %s given at sign-up', async (field) => {
    const body = {
      email: 'new-employer@acme-robotics.com',
      name: 'New Employer',
      password: 'Password1',
      role: 'employer',
      companyName: 'Acme',
      verificationToken: 'token',
      [field]: 'X\r\nBcc: a@evil.example',
    };
    refused(await call(t.app, 'POST', '/api/auth/register', { body }));
  });

  it('keeps line breaks and tabs in descriptions, and trims them around a title', async () => {
    const res = await call(t.app, 'POST', '/api/jobs', {
      token: employer.token,
      body: jobForm({ title: ' Backend Engineer\n', description: 'Line one\r\n\tLine two' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.job.title).toBe('Backend Engineer');
    expect(res.body.job.description).toBe('Line one\r\n\tLine two');
  });
});
