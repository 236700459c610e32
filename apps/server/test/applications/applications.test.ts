import { applicationMessages, MATCH_SCORE_VERSION } from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, users, type UserRow } from '../../src/db/schema';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, signIn } from '../helper';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };

describe('applications', () => {
  let t: TestApp;
  let employerA: UserRow;

  let tokenA: string;
  let tokenB: string;
  let seeker: UserRow;
  let seekerToken: string;
  let strong: UserRow;
  let strongToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    employerA = await createUser(db, { email: 'a@acme-robotics.com', role: 'employer', companyName: 'Acme' });
    await createUser(db, {
      email: 'b@brightpath.io',
      role: 'employer',
      companyName: 'BrightPath',
    });
    seeker = await createUser(db, {
      email: 'weak@example.com',
      name: 'Weak Fit',
      kycCompleted: true,
      resume,
      title: 'Accountant',
      skills: ['Tally'],
    });
    strong = await createUser(db, {
      email: 'strong@example.com',
      name: 'Strong Fit',
      kycCompleted: true,
      resume,
      title: 'Backend Engineer',
      experience: '4 Years',
      location: 'Bangalore',
      skills: ['Node.js', 'PostgreSQL'],
      employment: [
        {
          title: 'Backend Engineer',
          company: 'PayGrid',
          startDate: '2021-01',
          endDate: '',
          isCurrentJob: true,
          description: 'Built payment APIs in Node.js and TypeScript on PostgreSQL, deployed with Docker.',
        },
      ],
    });
    tokenA = (await signIn(t, 'a@acme-robotics.com')).token;
    tokenB = (await signIn(t, 'b@brightpath.io')).token;
    seekerToken = (await signIn(t, 'weak@example.com')).token;
    strongToken = (await signIn(t, 'strong@example.com')).token;
  });
  afterAll(() => t.close());

  async function jobOfA(overrides = {}) {
    return insertJob(t.database.db, employerA, {
      title: 'Backend Engineer',
      keySkills: ['Node.js', 'PostgreSQL', 'Docker'],
      experienceMin: 3,
      experienceMax: 6,
      ...overrides,
    });
  }

  it('lets a job seeker with identity check and resume apply once, with a stored score', async () => {
    const job = await jobOfA();
    const res = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: strongToken });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(applicationMessages.applied);
    expect(res.body.application).toMatchObject({ status: 'Applied', job: { _id: job.id } });
    expect(res.body.application.matchScore).toBeGreaterThan(50);
    expect(res.body.application.matchBreakdown.matchedSkills).toEqual(['Node.js', 'PostgreSQL', 'Docker']);

    const again = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: strongToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(applicationMessages.alreadyApplied);

    const detail = await call(t.app, 'GET', `/api/jobs/${job.id}`, { token: strongToken });
    expect(detail.body.applicationStatus).toBe('Applied');
  });

  it('refuses without a resume, without the identity check, for closed or unknown jobs, and for employers', async () => {
    const job = await jobOfA();
    await createUser(t.database.db, { email: 'noresume@example.com', kycCompleted: true });
    await createUser(t.database.db, { email: 'nokyc@example.com', kycCompleted: false, resume });
    const noResume = await call(t.app, 'POST', `/api/applications/${job.id}`, {
      token: (await signIn(t, 'noresume@example.com')).token,
    });
    expect(noResume.status).toBe(400);
    expect(noResume.body.message).toBe('Please upload your resume before applying to a job.');
    const noKyc = await call(t.app, 'POST', `/api/applications/${job.id}`, {
      token: (await signIn(t, 'nokyc@example.com')).token,
    });
    expect(noKyc.status).toBe(403);

    const closed = await jobOfA({ isClosed: true });
    const toClosed = await call(t.app, 'POST', `/api/applications/${closed.id}`, { token: seekerToken });
    expect(toClosed.status).toBe(400);
    expect(toClosed.body.message).toBe(applicationMessages.jobClosed);
    expect(
      (
        await call(t.app, 'POST', '/api/applications/00000000-0000-4000-8000-000000000001', {
          token: seekerToken,
        })
      ).status,
    ).toBe(404);
    const asEmployer = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: tokenB });
    expect(asEmployer.status).toBe(403);
    expect(asEmployer.body).toEqual({ message: applicationMessages.jobSeekersOnly });
    expect((await call(t.app, 'POST', `/api/applications/${job.id}`)).status).toBe(401);
  });

  it('lists a job applicants to its owner only, best match first', async () => {
    const job = await jobOfA();
    await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seekerToken });
    await call(t.app, 'POST', `/api/applications/${job.id}`, { token: strongToken });
    for (const path of [
      `/api/applications/job/${job.id}`,
      `/api/applications/${job.id}/applications-with-score?timestamp=1`,
    ]) {
      const own = await call(t.app, 'GET', path, { token: tokenA });
      expect(own.status).toBe(200);
      expect(own.body.map((a: { applicant: { email: string } }) => a.applicant.email)).toEqual([
        'strong@example.com',
        'weak@example.com',
      ]);
      expect(own.body[0].matchScore).toBeGreaterThan(own.body[1].matchScore);
      expect(own.body[0].applicant).toMatchObject({
        name: 'Strong Fit',
        resume: { fileName: 'cv.pdf' },
        skills: ['Node.js', 'PostgreSQL'],
      });
      expect(JSON.stringify(own.body)).not.toMatch(/argon2|passwordHash|resumeText/);
      expect((await call(t.app, 'GET', path, { token: tokenB })).status).toBe(403);
      expect((await call(t.app, 'GET', path, { token: strongToken })).status).toBe(403);
    }
  });

  it('lets only the owner change a status, keeps every change and mails the applicant', async () => {
    const job = await jobOfA({ title: 'Platform Engineer' });
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: strongToken });
    const id = applied.body.application._id;

    expect(
      (
        await call(t.app, 'PUT', `/api/applications/${id}/status`, {
          token: tokenB,
          body: { status: 'Hired' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'PUT', `/api/applications/${id}/status`, {
          token: strongToken,
          body: { status: 'Hired' },
        })
      ).status,
    ).toBe(403);
    const bad = await call(t.app, 'PUT', `/api/applications/${id}/status`, {
      token: tokenA,
      body: { status: 'Maybe' },
    });
    expect(bad.status).toBe(400);

    const put = await call(t.app, 'PUT', `/api/applications/${id}/status`, {
      token: tokenA,
      body: { status: 'In Review' },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Application status updated successfully');
    // Past the 10 minutes in which one status mail per application is sent (status-mail.test.ts).
    t.clock.advance(10 * 60_000);
    const patch = await call(t.app, 'PATCH', `/api/applications/${id}/status`, {
      token: tokenA,
      body: { status: 'Interview' },
    });
    expect(patch.body.application.status).toBe('Interview');

    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      [null, 'Applied', strong.id],
      ['Applied', 'In Review', employerA.id],
      ['In Review', 'Interview', employerA.id],
    ]);
    await t.app.backgroundWork.drain();
    const mail = t.mailer.last('strong@example.com');
    expect(mail?.subject).toBe('Your application for Platform Engineer at Acme: Interview');
    expect(mail?.html).toContain('Interview');

    const mine = await call(t.app, 'GET', '/api/applications/my', { token: strongToken });
    const entry = mine.body.find((a: { _id: string }) => a._id === id);
    expect(entry.status).toBe('Interview');
    expect(entry.history.map((h: { to: string }) => h.to)).toEqual(['Applied', 'In Review', 'Interview']);
  });

  it("shows the company's current logo on the job seeker's applications, as search results do", async () => {
    const job = await jobOfA({ title: 'Logo Engineer' });
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: strongToken });
    expect(applied.status).toBe(201);
    const logo = '/uploads/images/acme-logo.webp';
    await t.database.db.update(users).set({ companyLogo: logo }).where(eq(users.id, employerA.id));
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: strongToken });
    const card = mine.body.find((a: { job: { _id: string } }) => a.job._id === job.id);
    expect(card.job.companyLogo).toBe(logo);
    await t.database.db.update(users).set({ companyLogo: null }).where(eq(users.id, employerA.id));
    const without = await call(t.app, 'GET', '/api/applications/my', { token: strongToken });
    expect(
      without.body.find((a: { job: { _id: string } }) => a.job._id === job.id).job.companyLogo,
    ).toBeNull();
  });

  it('never shows one job seeker the applications of another', async () => {
    const mine = await call(t.app, 'GET', '/api/applications/my', { token: seekerToken });
    expect(mine.body.every((a: { applicant?: unknown }) => a.applicant === undefined)).toBe(true);
    const ids = (
      await t.database.db.select().from(applications).where(eq(applications.applicantId, seeker.id))
    ).map((a) => a.id);
    expect(mine.body.map((a: { _id: string }) => a._id).sort()).toEqual(ids.sort());
    expect((await call(t.app, 'GET', '/api/applications/my', { token: tokenA })).status).toBe(403);
  });

  it('recomputes stored scores when the profile changes', async () => {
    const job = await jobOfA({ title: 'Data Engineer', keySkills: ['Spark', 'Airflow'] });
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seekerToken });
    const before = applied.body.application.matchScore as number;
    const put = await call(t.app, 'PUT', '/api/user/profile', {
      token: seekerToken,
      body: {
        title: 'Data Engineer',
        skills: ['Spark', 'Airflow'],
        employment: [
          {
            title: 'Data Engineer',
            company: 'Flowly',
            startDate: '2020-01',
            isCurrentJob: true,
            description: 'Built Spark pipelines scheduled with Airflow.',
          },
        ],
      },
    });
    expect(put.status).toBe(200);
    await t.app.backgroundWork.drain();
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applied.body.application._id));
    expect(row!.matchScore).toBeGreaterThan(before + 20);
    expect(row!.scoreVersion).toBe(MATCH_SCORE_VERSION);
  });

  it('refreshes scores of an older scorer version when the list is read', async () => {
    const job = await jobOfA();
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: strongToken });
    await t.database.db
      .update(applications)
      .set({ matchScore: 1, scoreVersion: 0 })
      .where(eq(applications.id, applied.body.application._id));
    const list = await call(t.app, 'GET', `/api/applications/job/${job.id}`, { token: tokenA });
    expect(list.body[0].matchScore).toBe(applied.body.application.matchScore);
    const fresh = await t.database.db.query.users.findFirst({ where: eq(users.id, strong.id) });
    expect(fresh?.email).toBe('strong@example.com');
  });
});

describe('how a job seeker matches a job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the score and breakdown for the signed-in job seeker only', async () => {
    const employer = await createUser(t.database.db, { email: 'e@acme-robotics.com', role: 'employer' });
    const job = await insertJob(t.database.db, employer, { keySkills: ['Go', 'Kubernetes'] });
    await createUser(t.database.db, {
      email: 's@example.com',
      kycCompleted: true,
      skills: ['Kubernetes'],
      resume,
    });
    const token = (await signIn(t, 's@example.com')).token;
    const res = await call(t.app, 'GET', `/api/applications/match/${job.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(false);
    expect(res.body.breakdown.unverifiedSkills).toEqual(['Kubernetes']);
    expect(res.body.breakdown.missingSkills).toEqual(['Go']);
    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token });
    const after = await call(t.app, 'GET', `/api/applications/match/${job.id}`, { token });
    expect(after.body).toMatchObject({ applied: true, score: applied.body.application.matchScore });
    expect(
      (
        await call(t.app, 'GET', `/api/applications/match/${job.id}`, {
          token: (await signIn(t, 'e@acme-robotics.com')).token,
        })
      ).status,
    ).toBe(403);
  });
});
