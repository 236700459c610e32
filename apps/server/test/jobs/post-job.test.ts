import { isId, jobMessages } from '@hireloop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../src/db/seed/factories';
import { jobs } from '../../src/db/schema';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { jobForm, search, UNKNOWN_ID } from './util';

/** Every job post rule: a form broken in one way and the exact message the client gets. */
const RULES: [string, Record<string, unknown>, string][] = [
  ['title missing', { title: undefined }, jobMessages.titleRequired],
  ['title blank', { title: '   ' }, jobMessages.titleRequired],
  ['title null', { title: null }, jobMessages.titleRequired],
  ['description missing', { description: undefined }, jobMessages.descriptionRequired],
  ['description blank', { description: ' ' }, jobMessages.descriptionRequired],
  ['requirements missing', { requirements: undefined }, jobMessages.requirementsRequired],
  ['requirements empty', { requirements: '' }, jobMessages.requirementsRequired],
  ['minimum salary missing', { salaryMin: undefined }, jobMessages.salaryBothRequired],
  ['maximum salary missing', { salaryMax: undefined }, jobMessages.salaryBothRequired],
  ['both salaries empty', { salaryMin: '', salaryMax: '' }, jobMessages.salaryBothRequired],
  ['maximum salary null', { salaryMax: null }, jobMessages.salaryBothRequired],
  ['minimum above maximum salary', { salaryMin: 150_000, salaryMax: 100_000 }, jobMessages.salaryOrder],
  ['minimum equal to maximum salary', { salaryMin: 100_000, salaryMax: 100_000 }, jobMessages.salaryOrder],
  ['salaries equal as strings', { salaryMin: '70000', salaryMax: '70000' }, jobMessages.salaryOrder],
  ['company name missing', { companyName: undefined }, jobMessages.companyRequired],
  ['company name blank', { companyName: '  ' }, jobMessages.companyRequired],
  ['minimum experience missing', { experienceMin: undefined }, jobMessages.experienceRequired],
  ['maximum experience empty', { experienceMax: '' }, jobMessages.experienceRequired],
  ['minimum above maximum experience', { experienceMin: 6, experienceMax: 3 }, jobMessages.experienceOrder],
  ['openings missing', { openings: undefined }, jobMessages.openingsRequired],
  ['openings empty', { openings: '' }, jobMessages.openingsRequired],
  ['openings zero', { openings: 0 }, jobMessages.openingsRequired],
];

const withoutUndefined = (form: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined));

describe('POST /api/jobs', () => {
  let t: TestApp;
  let employer: Account;
  let seeker: Account;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer', {
      companyName: 'Northwind Labs',
      companyLogo: 'https://cdn.example.com/northwind.png',
    });
    seeker = await account(t, 'jobseeker');
  });
  afterAll(() => t?.close());

  const post = (body: unknown, token?: string) => call(t.app, 'POST', '/api/jobs', { body, token });
  const myJobCount = async (token: string) =>
    (await call(t.app, 'GET', '/api/jobs/get-jobs-employer', { token })).body.total as number;

  it('is for employers only: a visitor gets 401, a job seeker 403, and nothing is created', async () => {
    const visitor = await post(jobForm());
    expect(visitor.status).toBe(401);
    expect(typeof visitor.body.message).toBe('string');
    const asSeeker = await post(jobForm(), seeker.token);
    expect(asSeeker.status).toBe(403);
    expect(typeof asSeeker.body.message).toBe('string');
    // The role is checked before the form: a job seeker learns nothing about the form rules.
    const emptyAsSeeker = await post({}, seeker.token);
    expect(emptyAsSeeker.status).toBe(403);
    expect((await search(t, { keyword: 'backend' })).total).toBe(0);
  });

  it('creates a job: 201 with the job, the company from the form and the logo from the employer', async () => {
    const res = await post(jobForm(), employer.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: jobMessages.posted });
    const job = res.body.job;
    expect(job).toMatchObject({
      title: 'Senior Backend Engineer',
      jobTitle: 'Senior Backend Engineer',
      company: { companyName: 'Northwind Labs', companyLogo: 'https://cdn.example.com/northwind.png' },
      employerId: employer.user.id,
      location: 'Pune',
      type: 'Full-Time',
      category: 'Engineering',
      industry: 'IT',
      department: 'Engineering',
      employmentType: 'Full Time',
      education: 'B.Tech',
      salaryMin: 90_000,
      salaryMax: 140_000,
      experienceMin: 3,
      experienceMax: 7,
      openings: 2,
      description: 'Design and run the services behind our marketplace.',
      requirements: '5+ years building APIs.',
      keySkills: ['Node.js', 'PostgreSQL'],
      isClosed: false,
      isRemoved: false,
      createdAt: t.clock.now().toISOString(),
    });
    expect(job._id).toSatisfy(isId);

    // Anyone can now read it and find it.
    const read = await call(t.app, 'GET', `/api/jobs/${job._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: job._id, title: 'Senior Backend Engineer' });
    expect((await search(t, { keyword: 'backend' })).jobs.map((j) => j._id)).toContain(job._id);
  });

  it('accepts numeric strings and fills the option defaults', async () => {
    const res = await post(
      jobForm({
        title: 'Support Analyst',
        salaryMin: '50000',
        salaryMax: '65000',
        experienceMin: '0',
        experienceMax: '2',
        openings: '3',
        type: undefined,
        category: undefined,
        industry: '',
        department: '',
        employmentType: '',
      }),
      employer.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.job).toMatchObject({
      salaryMin: 50_000,
      salaryMax: 65_000,
      experienceMin: 0,
      experienceMax: 2,
      openings: 3,
      type: 'Full-Time',
      category: 'Other',
    });
  });

  it('allows an experience range whose minimum equals its maximum', async () => {
    const res = await post(
      jobForm({ title: 'Graduate Trainee', experienceMin: 0, experienceMax: 0 }),
      employer.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const same = await post(
      jobForm({ title: 'Team Lead', experienceMin: 4, experienceMax: '4' }),
      employer.token,
    );
    expect(same.status, JSON.stringify(same.body)).toBe(201);
    expect(same.body.job).toMatchObject({ experienceMin: 4, experienceMax: 4 });
  });

  it('trims key skills and drops empty and duplicate ones', async () => {
    const res = await post(
      jobForm({ title: 'Frontend Engineer', keySkills: [' React ', '', 'react', 'Node', '   ', 'NODE '] }),
      employer.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.job.keySkills).toEqual(['React', 'Node']);
    const read = await call(t.app, 'GET', `/api/jobs/${res.body.job._id}`);
    expect(read.body.keySkills).toEqual(['React', 'Node']);
  });

  it('trims the text fields', async () => {
    const res = await post(
      jobForm({ title: '  Data Engineer  ', companyName: ' Northwind Labs ', location: ' Delhi ' }),
      employer.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      title: 'Data Engineer',
      location: 'Delhi',
      company: { companyName: 'Northwind Labs' },
    });
  });

  it.each(RULES)('refuses a form with %s', async (_name, change, message) => {
    const before = await myJobCount(employer.token);
    const res = await post(withoutUndefined(jobForm(change)), employer.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await myJobCount(employer.token)).toBe(before);
  });

  it('refuses values outside the option lists', async () => {
    for (const change of [{ type: 'Freelance' }, { category: 'Astrology' }, { industry: 'Mining' }]) {
      const res = await post(jobForm(change), employer.token);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(jobMessages.invalidOption);
    }
  });

  it("names the employer's company on their profile at their first posting", async () => {
    const fresh = await account(t, 'employer', { companyName: '', companyLogo: null });
    const res = await post(jobForm({ companyName: 'Fresh Start Ltd' }), fresh.token);
    expect(res.status).toBe(201);
    expect(res.body.job.company).toEqual({ companyName: 'Fresh Start Ltd', companyLogo: null });
    const me = await call(t.app, 'GET', '/api/auth/me', { token: fresh.token });
    expect(me.body.user.companyName).toBe('Fresh Start Ltd');
  });

  it('leaves no job behind when a later write of the posting fails', async () => {
    const fresh = await account(t, 'employer', { companyName: '', companyLogo: null });
    // The second write names the company on the profile: make the database refuse that one.
    await t.database.db.execute(sql`
      create function refuse_doomed_company() returns trigger language plpgsql as $$
      begin
        if new.company_name = 'Doomed Ventures' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_doomed_company before update on users
        for each row execute function refuse_doomed_company()`);
    try {
      const res = await post(
        jobForm({ companyName: 'Doomed Ventures', title: 'Unlikely Role' }),
        fresh.token,
      );
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_doomed_company on users`);
      await t.database.db.execute(sql`drop function refuse_doomed_company()`);
    }
    expect(await myJobCount(fresh.token)).toBe(0);
    const left = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.title, 'Unlikely Role'));
    expect(left).toEqual([]);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: fresh.token });
    expect(me.body.user.companyName).toBe('');
  });
});

describe('PUT /api/jobs/{id}', () => {
  let t: TestApp;
  let owner: Account;
  let employerB: Account;
  let seeker: Account;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await account(t, 'employer', { companyName: 'Northwind Labs', companyLogo: '/logos/nw.png' });
    employerB = await account(t, 'employer');
    seeker = await account(t, 'jobseeker');
    const res = await call(t.app, 'POST', '/api/jobs', { token: owner.token, body: jobForm() });
    jobId = res.body.job._id;
  });
  afterAll(() => t?.close());

  const put = (id: string, body: unknown, token?: string) =>
    call(t.app, 'PUT', `/api/jobs/${id}`, { body, token });
  const current = async () => (await call(t.app, 'GET', `/api/jobs/${jobId}`)).body;

  it("updates the owner's job and answers the updated job", async () => {
    t.clock.advance(60_000);
    const res = await put(
      jobId,
      jobForm({
        title: 'Staff Backend Engineer',
        salaryMin: '120000',
        salaryMax: '180000',
        keySkills: ['Go', ' go ', 'Kafka'],
        companyName: 'Northwind Group',
        type: 'Remote',
        location: 'Remote',
      }),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: jobMessages.updated });
    expect(res.body.job).toMatchObject({
      _id: jobId,
      title: 'Staff Backend Engineer',
      salaryMin: 120_000,
      salaryMax: 180_000,
      keySkills: ['Go', 'Kafka'],
      type: 'Remote',
      company: { companyName: 'Northwind Group', companyLogo: '/logos/nw.png' },
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await current()).toMatchObject({ title: 'Staff Backend Engineer', keySkills: ['Go', 'Kafka'] });
    expect((await search(t, { keyword: 'kafka' })).jobs.map((j) => j._id)).toEqual([jobId]);
  });

  it('lets only the owner change the job', async () => {
    const before = await current();
    const asB = await put(jobId, jobForm({ title: 'Hijacked' }), employerB.token);
    expect(asB.status).toBe(403);
    expect(asB.body).toEqual({ message: jobMessages.notOwner });
    const asSeeker = await put(jobId, jobForm({ title: 'Hijacked' }), seeker.token);
    expect(asSeeker.status).toBe(403);
    const asSeekerEmpty = await put(jobId, {}, seeker.token);
    expect(asSeekerEmpty.status).toBe(403);
    const asVisitor = await put(jobId, jobForm({ title: 'Hijacked' }));
    expect(asVisitor.status).toBe(401);
    expect(await current()).toEqual(before);
  });

  it('answers 404 for an unknown, malformed or deleted job', async () => {
    for (const id of [UNKNOWN_ID, 'abc', 'a'.repeat(36)]) {
      const res = await put(id, jobForm(), owner.token);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    }
    const gone = await insertJob(t.database.db, owner.user, {
      title: 'Gone',
      deletedAt: new Date(),
      isClosed: true,
    });
    const res = await put(gone.id, jobForm(), owner.token);
    expect(res.status).toBe(404);
  });

  it.each(RULES)('applies the job post rules: %s', async (_name, change, message) => {
    const before = await current();
    const res = await put(jobId, withoutUndefined(jobForm(change)), owner.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await current()).toEqual(before);
  });
});
