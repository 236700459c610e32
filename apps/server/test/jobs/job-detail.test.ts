import { jobMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { applyDirectly, UNKNOWN_ID } from './util';

describe('GET /api/jobs/{id}', () => {
  let t: TestApp;
  let owner: Account;
  let otherEmployer: Account;
  let applicant: Account;
  let stranger: Account;
  let openJob: JobRow;
  let closedJob: JobRow;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await account(t, 'employer', { companyName: 'Acme Robotics', companyLogo: '/uploads/acme.png' });
    otherEmployer = await account(t, 'employer');
    applicant = await account(t, 'jobseeker');
    stranger = await account(t, 'jobseeker');
    openJob = await insertJob(t.database.db, owner.user, {
      title: 'Robotics Engineer',
      companyName: 'Acme Robotics',
      location: 'Bangalore',
      keySkills: ['ROS', 'C++'],
    });
    closedJob = await insertJob(t.database.db, owner.user, { title: 'Firmware Engineer', isClosed: true });
    await applyDirectly(t, closedJob.id, applicant.user, 'Applied');
  });
  afterAll(() => t?.close());

  const get = (id: string, token?: string) => call(t.app, 'GET', `/api/jobs/${id}`, { token });

  it('shows an open job to everyone, visitors included', async () => {
    for (const token of [undefined, stranger.token, otherEmployer.token, owner.token]) {
      const res = await get(openJob.id, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: openJob.id,
        title: 'Robotics Engineer',
        jobTitle: 'Robotics Engineer',
        company: { companyName: 'Acme Robotics', companyLogo: '/uploads/acme.png' },
        location: 'Bangalore',
        type: 'Full-Time',
        category: 'Engineering',
        industry: 'IT',
        department: 'Engineering',
        employmentType: 'Full Time',
        salaryMin: 80_000,
        salaryMax: 120_000,
        experienceMin: 2,
        experienceMax: 5,
        description: 'Build and run our services.',
        requirements: 'Experience with web services.',
        keySkills: ['ROS', 'C++'],
        isClosed: false,
        isRemoved: false,
        isSaved: false,
        applicationStatus: null,
      });
      expect(Number.isNaN(Date.parse(res.body.createdAt))).toBe(false);
    }
  });

  it("shows a closed job only to its owner and its applicants, with the applicant's status", async () => {
    const asOwner = await get(closedJob.id, owner.token);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body).toMatchObject({ _id: closedJob.id, isClosed: true, isRemoved: false });

    const asApplicant = await get(closedJob.id, applicant.token);
    expect(asApplicant.status).toBe(200);
    expect(asApplicant.body).toMatchObject({
      _id: closedJob.id,
      isClosed: true,
      applicationStatus: 'Applied',
    });

    for (const token of [undefined, stranger.token, otherEmployer.token]) {
      const res = await get(closedJob.id, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    }
    // Naming the applicant in userId does not open it to a visitor.
    const spoofed = await call(t.app, 'GET', `/api/jobs/${closedJob.id}?userId=${applicant.user.id}`);
    expect(spoofed.status).toBe(404);
  });

  it('hides a deleted job from everyone but its applicants, who see it marked removed', async () => {
    const job = await insertJob(t.database.db, owner.user, { title: 'Controls Engineer' });
    await applyDirectly(t, job.id, applicant.user, 'Interview');
    expect((await get(job.id, stranger.token)).status).toBe(200);

    const del = await call(t.app, 'DELETE', `/api/jobs/${job.id}`, { token: owner.token });
    expect(del.status).toBe(200);

    const asApplicant = await get(job.id, applicant.token);
    expect(asApplicant.status).toBe(200);
    expect(asApplicant.body).toMatchObject({
      _id: job.id,
      title: 'Controls Engineer',
      isRemoved: true,
      applicationStatus: 'Interview',
    });

    for (const token of [owner.token, undefined, stranger.token, otherEmployer.token]) {
      const res = await get(job.id, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    }
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    for (const id of [
      UNKNOWN_ID,
      'abc',
      'not-a-job-id',
      '123',
      'a'.repeat(36),
      '-'.repeat(36),
      'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
      `${UNKNOWN_ID.slice(0, 35)}g`,
    ]) {
      const res = await get(id, stranger.token);
      expect(res.status, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body, id).toEqual({ message: jobMessages.jobNotFound });
    }
  });
});
