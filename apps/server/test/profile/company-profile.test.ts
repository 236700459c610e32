import { profileMessages, validationMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account } from '../helper';
import { makeImage } from './fixtures';
import { upload } from './multipart';
import { me, userRow } from './util';

/** The company profile screen (docs/product.md 2.22): image uploads, then one save of the whole form. */
describe('company profile round trip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function uploadImage(token: string) {
    const res = await upload(t.app, '/api/auth/upload-image', {
      token,
      files: [
        { field: 'image', fileName: 'logo.png', data: await makeImage('png'), contentType: 'image/png' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.imageUrl as string;
  }

  it('stores name, avatar, company name, description and logo; the e-mail stays; jobs show the new company', async () => {
    const employer = await account(t, 'employer', {
      companyName: 'Old Robotics',
      email: 'owner@old-robotics.com',
    });
    const job = await insertJob(t.database.db, employer.user, { title: 'Robot Wrangler' });

    // Without a target the upload only stores the picture: the avatar is not touched yet.
    const logo = await uploadImage(employer.token);
    const avatar = await uploadImage(employer.token);
    expect(logo).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.webp$/);
    expect(avatar).not.toBe(logo);
    expect((await userRow(t, employer.user.id)).avatar).toBeNull();

    const saved = await call(t.app, 'PUT', '/api/user/profile', {
      token: employer.token,
      body: {
        name: 'Meera Iyer',
        email: 'someone-else@evil.example',
        companyName: 'New Robotics',
        companyDescription: 'Warehouse robots.',
        companyLogo: logo,
        avatar,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(profileMessages.profileUpdated);
    expect(saved.body.user).toMatchObject({
      name: 'Meera Iyer',
      email: 'owner@old-robotics.com',
      companyName: 'New Robotics',
      companyDescription: 'Warehouse robots.',
      companyLogo: logo,
      avatar,
    });
    expect(await me(t, employer.token)).toMatchObject({ email: 'owner@old-robotics.com', companyLogo: logo });

    const company = { companyName: 'New Robotics', companyLogo: logo };
    const detail = await call(t.app, 'GET', `/api/jobs/${job.id}`);
    expect(detail.body.company).toEqual(company);
    const listed = await call(t.app, 'GET', '/api/jobs?keyword=Wrangler');
    expect(listed.body.jobs.find((j: { _id: string }) => j._id === job.id)?.company).toEqual(company);
    const own = await call(t.app, 'GET', '/api/jobs/get-jobs-employer', { token: employer.token });
    expect(own.body.jobs[0].company).toEqual(company);
    const overview = await call(t.app, 'GET', '/api/analytics/overview', { token: employer.token });
    expect(overview.body.data.recentJobs[0].company).toEqual(company);

    // The uploaded logo is served publicly.
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a blank company name, as the form does, and keeps the old one', async () => {
    const employer = await account(t, 'employer', { companyName: 'Kept Robotics' });
    for (const companyName of ['', '   ']) {
      const res = await call(t.app, 'PUT', '/api/user/profile', {
        token: employer.token,
        body: { companyName },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(validationMessages.companyNameRequired);
    }
    expect((await userRow(t, employer.user.id)).companyName).toBe('Kept Robotics');
  });

  it('removes the logo with null: jobs fall back to no logo', async () => {
    const employer = await account(t, 'employer');
    const job = await insertJob(t.database.db, employer.user);
    const logo = await uploadImage(employer.token);
    await call(t.app, 'PUT', '/api/user/profile', { token: employer.token, body: { companyLogo: logo } });
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`)).body.company.companyLogo).toBe(logo);
    const cleared = await call(t.app, 'PUT', '/api/user/profile', {
      token: employer.token,
      body: { companyLogo: null },
    });
    expect(cleared.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`)).body.company.companyLogo).toBeNull();
  });
});
