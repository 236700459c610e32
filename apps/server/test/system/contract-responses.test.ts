import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../src/services/job-alerts/unsubscribe-token';
import { jobForm } from '../jobs/util';
import { makePdf } from '../profile/fixtures';
import { upload } from '../profile/multipart';
import { account, call, createTestApp, type TestApp } from '../helper';

/**
 * Every route serializes its answer through the contract's response schema, which drops a field it
 * does not list. That guards against leaking a field, and would as quietly drop one the screens
 * need. So: what each handler returned must arrive whole, through a day of the product's use.
 */
describe('answers through the contract', () => {
  let t: TestApp;
  const returned = new Map<string, unknown>();
  const key = (method: string, url: string) => `${method} ${url}`;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, {}, (app) => {
      // Runs before the serializer, with the handler's own value.
      app.addHook('preSerialization', async (req, _reply, payload) => {
        returned.set(key(req.method, req.url), JSON.parse(JSON.stringify(payload)));
        return payload;
      });
    });
  });
  afterAll(() => t.close());

  /** Calls the API and checks the answer holds everything the handler returned. */
  async function whole(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string } = {},
  ) {
    returned.clear();
    const res = await call(t.app, method, url, options);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    expect(res.body, `${method} ${url}`).toEqual(returned.get(key(method, url)));
    return res.body;
  }

  it('sends every field a handler returns, on every endpoint a day of use calls', async () => {
    const seeker = await account(t, 'jobseeker');
    const employer = await account(t, 'employer');

    await whole('GET', '/api/health');
    await whole('GET', '/api/ready');
    await whole('GET', '/api/config');
    await whole('GET', '/api/auth/me', { token: seeker.token });

    await whole('PUT', '/api/user/profile', {
      token: seeker.token,
      body: {
        fullName: 'Asha Verma',
        title: 'Welder',
        headline: 'MIG and TIG welder, 6 years in fabrication shops',
        location: 'Pune',
        experience: '6',
        skills: ['MIG welding', 'TIG welding', 'Blueprint reading'],
        employment: [
          {
            title: 'Welder',
            company: 'Tata Fabrication',
            startDate: '2019-01',
            endDate: '',
            isCurrentJob: true,
            description: 'Structural steel, pressure vessels.',
          },
        ],
        education: [
          {
            degree: 'ITI Welder',
            institution: 'ITI Pune',
            startDate: '2016-06',
            endDate: '2018-05',
            isCurrentStudy: false,
            cgpa: '8.1',
            description: '',
          },
        ],
        projects: [
          {
            name: 'Boiler refit',
            description: 'Re-welded a plant boiler.',
            technologies: 'TIG',
            startDate: '2022-01',
            endDate: '2022-03',
            isCurrentProject: false,
            role: 'Lead welder',
            link: '',
          },
        ],
      },
    });
    const uploaded = await upload(t.app, '/api/user/resume', {
      token: seeker.token,
      files: [
        {
          field: 'resume',
          fileName: 'asha.pdf',
          contentType: 'application/pdf',
          data: await makePdf(['Asha Verma', 'Welder: MIG, TIG']),
        },
      ],
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.resume.fileName).toBe('asha.pdf');

    const posted = await whole('POST', '/api/jobs', {
      token: employer.token,
      body: jobForm({ title: 'Welder', keySkills: ['MIG welding', 'TIG welding'] }),
    });
    const jobId = posted.job._id as string;
    await whole('GET', '/api/jobs?keywords=welder', { token: seeker.token });
    await whole('GET', `/api/jobs/${jobId}`, { token: seeker.token });
    await whole('POST', '/api/jobs', { token: employer.token, body: jobForm({ title: 'Pipe Welder' }) });
    const similar = await whole('GET', `/api/jobs/${jobId}/similar`, { token: seeker.token });
    expect(similar.jobs.map((j: { title: string }) => j.title)).toEqual(['Pipe Welder']);
    await whole('POST', `/api/jobs/${jobId}/view`, { token: seeker.token });
    const recent = await whole('GET', '/api/jobs/recently-viewed', { token: seeker.token });
    expect(recent.jobs.map((j: { _id: string }) => j._id)).toEqual([jobId]);
    const company = await whole('GET', `/api/companies/${employer.user.id}`);
    // Both jobs were posted at the test clock's one instant: their order is not the point here.
    expect(company.jobs.map((j: { title: string }) => j.title).sort()).toEqual(['Pipe Welder', 'Welder']);
    await whole('GET', `/api/applications/match/${jobId}`, { token: seeker.token });
    await whole('POST', `/api/save-jobs/${jobId}`, { token: seeker.token });
    await whole('GET', '/api/save-jobs/my', { token: seeker.token });

    const applied = await whole('POST', `/api/applications/${jobId}`, { token: seeker.token });
    const applicationId = applied.application._id as string;
    await whole('GET', `/api/applications/match/${jobId}`, { token: seeker.token });

    await whole('GET', '/api/jobs/get-jobs-employer', { token: employer.token });
    await whole('GET', `/api/applications/job/${jobId}`, { token: employer.token });
    const page = await whole('GET', `/api/applications/job/${jobId}/page`, { token: employer.token });
    expect(page.applications[0].applicant.resume.fileName).toBe('asha.pdf');
    await whole('GET', `/api/applications/${jobId}/applications-with-score`, { token: employer.token });
    await whole('PUT', `/api/applications/${applicationId}/status`, {
      token: employer.token,
      body: { status: 'Interview' },
    });
    await whole('GET', `/api/applications/job/${jobId}/page?minScore=0`, { token: employer.token });
    await whole('POST', '/api/applications/bulk-status', {
      token: employer.token,
      body: { ids: [applicationId], status: 'In Review' },
    });
    const added = await whole('POST', `/api/applications/${applicationId}/notes`, {
      token: employer.token,
      body: { text: 'Ask about the TIG certificate' },
    });
    await whole('GET', `/api/applications/${applicationId}/notes`, { token: employer.token });
    await whole('DELETE', `/api/applications/${applicationId}/notes/${added.note._id}`, {
      token: employer.token,
    });
    const applicant = await whole('GET', `/api/user/${seeker.user.id}`, { token: employer.token });
    expect(applicant.employment).toHaveLength(1);
    await whole('GET', '/api/analytics/overview', { token: employer.token });

    const mine = await whole('GET', '/api/applications/my', { token: seeker.token });
    expect(mine[0].history.map((e: { to: string }) => e.to)).toEqual(['Applied', 'Interview', 'In Review']);
    await whole('POST', `/api/applications/${applicationId}/withdraw`, { token: seeker.token });
    const again = await whole('POST', `/api/applications/${jobId}`, {
      token: seeker.token,
      body: { note: 'Still keen.' },
    });
    expect(again.application.note).toBe('Still keen.');

    const fileId = (uploaded.body.resume.fileUrl as string).split('/').pop()!;
    const link = await whole('POST', `/api/user/resume/file/${fileId}/view-link`, { token: seeker.token });
    expect(link.url).toMatch(/^\/api\/user\/resume\/view\/asha\.pdf\?token=/);
    await whole('DELETE', '/api/user/resume', { token: seeker.token });

    const { alert } = await whole('POST', '/api/alerts', {
      token: seeker.token,
      body: { frequency: 'weekly', search: { keyword: 'welder', location: 'Pune', minSalary: '300000' } },
    });
    await whole('GET', '/api/alerts', { token: seeker.token });
    await whole('PUT', `/api/alerts/${alert._id}`, { token: seeker.token, body: { frequency: 'daily' } });
    const unsubscribe = `/api/alerts/unsubscribe?token=${await unsubscribeToken(t, alert._id)}`;
    await whole('GET', unsubscribe);
    await whole('POST', unsubscribe);
    await whole('DELETE', `/api/alerts/${alert._id}`, { token: seeker.token });

    await whole('GET', '/api/account/preferences', { token: seeker.token });
    const prefs = await whole('PUT', '/api/account/preferences', {
      token: seeker.token,
      body: { jobAlertMails: false },
    });
    expect(prefs.preferences).toEqual({ applicationStatusMails: true, jobAlertMails: false });
    await whole('POST', '/api/account/password', {
      token: seeker.token,
      body: { currentPassword: 'Password1', newPassword: 'Password2' },
    });
    await whole('POST', '/api/account/delete', { token: seeker.token, body: { password: 'Password2' } });
  });
});
