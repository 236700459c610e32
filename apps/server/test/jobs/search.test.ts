import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { applyDirectly, ids, search } from './util';

const at = (day: number) => new Date(Date.UTC(2026, 1, day, 9, 0, 0));
const sorted = (list: string[]) => [...list].sort();

describe('GET /api/jobs: filters, facets, sort and paging', () => {
  let t: TestApp;
  let employer: Account;
  const j: Record<string, JobRow> = {};

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer', {
      companyName: 'Acme Robotics',
      companyLogo: 'https://cdn.example.com/acme.png',
    });
    const db = t.database.db;
    const e = employer.user;
    j.react = await insertJob(db, e, {
      title: 'React Developer',
      location: 'Bangalore',
      type: 'Full-Time',
      category: 'Engineering',
      salaryMin: 80_000,
      salaryMax: 150_000,
      experienceMin: 2,
      experienceMax: 5,
      keySkills: ['React', 'TypeScript'],
      createdAt: at(6),
    });
    j.python = await insertJob(db, e, {
      title: 'Python Developer',
      location: 'Mumbai',
      type: 'Part-Time',
      category: 'Engineering',
      salaryMin: 20_000,
      salaryMax: 50_000,
      experienceMin: 0,
      experienceMax: 2,
      keySkills: ['Python', 'Django'],
      createdAt: at(5),
    });
    j.designer = await insertJob(db, e, {
      title: 'Product Designer',
      companyName: 'Globex Studio',
      location: 'Remote',
      type: 'Remote',
      category: 'Design',
      salaryMin: 210_000,
      salaryMax: 250_000,
      experienceMin: 5,
      experienceMax: 10,
      keySkills: ['Figma'],
      description: 'Own the design system.',
      createdAt: at(4),
    });
    j.sales = await insertJob(db, e, {
      title: 'Sales Manager',
      location: 'Bangalore',
      type: 'Contract',
      category: 'Sales',
      salaryMin: 100_000,
      salaryMax: 120_000,
      experienceMin: 3,
      experienceMax: 8,
      keySkills: ['Negotiation'],
      description: 'Grow our enterprise accounts.',
      createdAt: at(3),
    });
    j.intern = await insertJob(db, e, {
      title: 'Marketing Intern',
      location: 'Pune',
      type: 'Internship',
      category: 'Marketing',
      salaryMin: 10_000,
      salaryMax: 20_000,
      experienceMin: 0,
      experienceMax: 1,
      keySkills: ['SEO'],
      description: 'Help run campaigns.',
      createdAt: at(2),
    });
    j.accountant = await insertJob(db, e, {
      title: 'Accountant',
      location: 'Chennai (Remote friendly)',
      type: 'Full-Time',
      category: 'Finance',
      salaryMin: 60_000,
      salaryMax: 90_000,
      experienceMin: 1,
      experienceMax: 4,
      keySkills: ['Tally'],
      description: 'Keep the books.',
      createdAt: at(1),
    });
    // Never listed: a closed job, a deleted one, and a deleted one whose closed flag was not set.
    j.closed = await insertJob(db, e, {
      title: 'React Developer (closed)',
      location: 'Bangalore',
      isClosed: true,
      createdAt: at(7),
    });
    j.deleted = await insertJob(db, e, {
      title: 'React Developer (deleted)',
      location: 'Bangalore',
      isClosed: true,
      deletedAt: at(8),
      createdAt: at(8),
    });
    j.deletedOpenFlag = await insertJob(db, e, {
      title: 'React Developer (removed)',
      location: 'Bangalore',
      isClosed: false,
      deletedAt: at(9),
      createdAt: at(9),
    });
  });
  afterAll(() => t?.close());

  const open = () => [j.react, j.python, j.designer, j.sales, j.intern, j.accountant].map((r) => r!.id);
  const expectIds = (res: { jobs: any[]; total: number }, expected: (JobRow | undefined)[]) => {
    expect(sorted(ids(res.jobs))).toEqual(sorted(expected.map((r) => r!.id)));
    expect(res.total).toBe(expected.length);
  };

  it('answers { jobs, total, page, pageSize, facets } with every open job and no closed or deleted one', async () => {
    const res = await search(t);
    expect(Object.keys(res).sort()).toEqual([
      'didYouMean',
      'facets',
      'jobs',
      'matched',
      'page',
      'pageSize',
      'related',
      'total',
    ]);
    expect(res.page).toBe(1);
    expect(res.pageSize).toBe(20);
    expect(sorted(ids(res.jobs))).toEqual(sorted(open()));
    expect(res.total).toBe(6);
    for (const hidden of [j.closed, j.deleted, j.deletedOpenFlag])
      expect(ids(res.jobs)).not.toContain(hidden!.id);
    for (const job of res.jobs) {
      expect(job.isClosed).toBe(false);
      expect(job.isRemoved).toBe(false);
    }
  });

  it('lists a job with the fields of the spec and the company from the job and its employer', async () => {
    const res = await search(t, { keyword: 'designer' });
    expect(res.jobs).toHaveLength(1);
    expect(res.jobs[0]).toMatchObject({
      _id: j.designer!.id,
      title: 'Product Designer',
      jobTitle: 'Product Designer',
      company: { companyName: 'Globex Studio', companyLogo: 'https://cdn.example.com/acme.png' },
      location: 'Remote',
      type: 'Remote',
      category: 'Design',
      salaryMin: 210_000,
      salaryMax: 250_000,
      experienceMin: 5,
      experienceMax: 10,
      keySkills: ['Figma'],
      isSaved: false,
      applicationStatus: null,
      createdAt: at(4).toISOString(),
    });
    for (const field of ['industry', 'department', 'employmentType', 'description', 'requirements']) {
      expect(res.jobs[0]).toHaveProperty(field);
    }
  });

  it('filters by keyword, also given as q or search', async () => {
    expectIds(await search(t, { keyword: 'react' }), [j.react]);
    expectIds(await search(t, { q: 'react' }), [j.react]);
    expectIds(await search(t, { search: 'react' }), [j.react]);
    expectIds(await search(t, { keyword: 'developer' }), [j.react, j.python]);
    // Key skills, company name and description are searched as well as the title.
    expectIds(await search(t, { keyword: 'django' }), [j.python]);
    expectIds(await search(t, { keyword: 'globex' }), [j.designer]);
    expectIds(await search(t, { keyword: 'campaigns' }), [j.intern]);
    expectIds(await search(t, { keyword: 'blockchain' }), []);
  });

  it('filters by location, as a substring and with a typo', async () => {
    expectIds(await search(t, { location: 'bangalore' }), [j.react, j.sales]);
    expectIds(await search(t, { location: 'BANGAL' }), [j.react, j.sales]);
    expectIds(await search(t, { location: 'bangalor' }), [j.react, j.sales]);
    expectIds(await search(t, { location: 'banglore' }), [j.react, j.sales]);
    expectIds(await search(t, { location: 'chennai' }), [j.accountant]);
    expectIds(await search(t, { location: 'Mumbai' }), [j.python]);
    expectIds(await search(t, { location: 'Tokyo' }), []);
  });

  it('filters by salary: a job matches when its range overlaps the wanted range', async () => {
    // 80k-150k overlaps 100k-200k; 20k-50k is below, 210k-250k above; 100k-120k is inside.
    expectIds(await search(t, { minSalary: 100_000, maxSalary: 200_000 }), [j.react, j.sales]);
    expectIds(await search(t, { minSalary: 100_000 }), [j.react, j.designer, j.sales]);
    expectIds(await search(t, { maxSalary: 50_000 }), [j.python, j.intern]);
    expectIds(await search(t, { minSalary: 150_000, maxSalary: 210_000 }), [j.react, j.designer]);
    expectIds(await search(t, { minSalary: 300_000 }), []);
  });

  it('filters by type, one value or a comma list', async () => {
    expectIds(await search(t, { type: 'Part-Time' }), [j.python]);
    expectIds(await search(t, { type: 'Full-Time' }), [j.react, j.accountant]);
    expectIds(await search(t, { type: 'Full-Time,Contract' }), [j.react, j.accountant, j.sales]);
    expectIds(await search(t, { type: 'Remote, Internship' }), [j.designer, j.intern]);
  });

  it('filters by category, experience and remoteOnly', async () => {
    expectIds(await search(t, { category: 'Design' }), [j.designer]);
    expectIds(await search(t, { category: 'Engineering,Sales' }), [j.react, j.python, j.sales]);
    expectIds(await search(t, { category: 'HR' }), []);
    // Four years fits 2-5, 3-8 and 1-4.
    expectIds(await search(t, { experience: 4 }), [j.react, j.sales, j.accountant]);
    expectIds(await search(t, { experience: 0 }), [j.python, j.intern]);
    // Remote by type, or by a location that says remote.
    expectIds(await search(t, { remoteOnly: 'true' }), [j.designer, j.accountant]);
    expect(sorted(ids((await search(t, { remoteOnly: 'false' })).jobs))).toEqual(sorted(open()));
  });

  it('combines filters', async () => {
    expectIds(await search(t, { keyword: 'developer', location: 'bangalore' }), [j.react]);
    expectIds(await search(t, { type: 'Full-Time', minSalary: 70_000 }), [j.react, j.accountant]);
    expectIds(await search(t, { category: 'Engineering', type: 'Part-Time', maxSalary: 60_000 }), [j.python]);
    expectIds(await search(t, { location: 'bangalore', type: 'Contract', experience: 6 }), [j.sales]);
    expectIds(await search(t, { keyword: 'developer', category: 'Design' }), []);
    expectIds(await search(t, { remoteOnly: 'true', category: 'Finance', minSalary: 80_000 }), [
      j.accountant,
    ]);
  });

  it('counts matching jobs per type and category; each facet ignores only its own filter', async () => {
    const all = await search(t);
    expect(all.facets).toEqual({
      type: { 'Full-Time': 2, 'Part-Time': 1, Remote: 1, Contract: 1, Internship: 1 },
      category: { Engineering: 2, Design: 1, Sales: 1, Marketing: 1, Finance: 1 },
    });

    const fullTime = await search(t, { type: 'Full-Time' });
    expect(fullTime.total).toBe(2);
    expect(fullTime.facets.type).toEqual(all.facets.type);
    expect(fullTime.facets.category).toEqual({ Engineering: 1, Finance: 1 });

    const both = await search(t, { type: 'Part-Time', category: 'Engineering' });
    expect(both.total).toBe(1);
    expect(both.facets.type).toEqual({ 'Full-Time': 1, 'Part-Time': 1 });
    expect(both.facets.category).toEqual({ Engineering: 1 });

    // Other filters (keyword, location, salary) narrow both facets.
    const inBangalore = await search(t, { location: 'bangalore', type: 'Full-Time' });
    expect(inBangalore.facets.type).toEqual({ 'Full-Time': 1, Contract: 1 });
    expect(inBangalore.facets.category).toEqual({ Engineering: 1 });
    const developers = await search(t, { keyword: 'developer', minSalary: 60_000 });
    expect(developers.facets).toEqual({ type: { 'Full-Time': 1 }, category: { Engineering: 1 } });
  });

  it('sorts by newest without a keyword, and by salary on request', async () => {
    const newest = await search(t);
    expect(ids(newest.jobs)).toEqual(
      [j.react, j.python, j.designer, j.sales, j.intern, j.accountant].map((r) => r!.id),
    );
    expect(ids((await search(t, { sort: 'newest' })).jobs)).toEqual(ids(newest.jobs));

    const bySalary = await search(t, { sort: 'salary' });
    expect(bySalary.jobs.map((x) => x.salaryMax)).toEqual([
      250_000, 150_000, 120_000, 90_000, 50_000, 20_000,
    ]);
    const filtered = await search(t, { sort: 'salary', type: 'Full-Time' });
    expect(ids(filtered.jobs)).toEqual([j.react!.id, j.accountant!.id]);
  });

  it('pages with page and pageSize (default 20, at most 100)', async () => {
    const first = await search(t, { pageSize: 4 });
    expect(first).toMatchObject({ page: 1, pageSize: 4, total: 6 });
    expect(first.jobs).toHaveLength(4);
    const second = await search(t, { pageSize: 4, page: 2 });
    expect(second).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    expect(second.jobs).toHaveLength(2);
    expect(ids(first.jobs).filter((id) => ids(second.jobs).includes(id))).toEqual([]);
    expect(sorted([...ids(first.jobs), ...ids(second.jobs)])).toEqual(sorted(open()));
    const beyond = await search(t, { pageSize: 4, page: 3 });
    expect(beyond.jobs).toEqual([]);
    expect(beyond.total).toBe(6);

    expect((await search(t, { pageSize: 100 })).pageSize).toBe(100);
    for (const bad of [
      'pageSize=101',
      'pageSize=0',
      'page=0',
      'pageSize=abc',
      'sort=random',
      'minSalary=-5',
    ]) {
      const res = await call(t.app, 'GET', `/api/jobs?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(typeof res.body.message, bad).toBe('string');
    }
  });
});

describe('GET /api/jobs: ranking, typo tolerance, stable paging and per-user flags', () => {
  let t: TestApp;
  let employer: Account;
  let seekerA: Account;
  let seekerB: Account;
  const j: Record<string, JobRow> = {};

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer', { companyName: 'CloudNest' });
    seekerA = await account(t, 'jobseeker');
    seekerB = await account(t, 'jobseeker');
    const db = t.database.db;
    const e = employer.user;
    // Created so that newest-first would give the opposite of the expected relevance order.
    j.inTitle = await insertJob(db, e, {
      title: 'Kubernetes Administrator',
      keySkills: ['Linux'],
      description: 'Run our clusters.',
      requirements: 'Cluster operations.',
      createdAt: at(1),
    });
    j.inSkills = await insertJob(db, e, {
      title: 'Platform Engineer',
      keySkills: ['Kubernetes', 'Go'],
      description: 'Build the platform.',
      requirements: 'Platform work.',
      createdAt: at(2),
    });
    j.inDescription = await insertJob(db, e, {
      title: 'Site Reliability Engineer',
      keySkills: ['Terraform'],
      description: 'Keep Kubernetes, Kubernetes upgrades and Kubernetes networking healthy.',
      requirements: 'On-call experience.',
      createdAt: at(3),
    });
    j.reactDev = await insertJob(db, e, {
      title: 'React Developer',
      keySkills: ['React', 'Redux'],
      createdAt: at(4),
    });
    j.seniorReact = await insertJob(db, e, {
      title: 'Senior React Developer',
      keySkills: ['React'],
      createdAt: at(5),
    });
    j.pythonDev = await insertJob(db, e, {
      title: 'Python Developer',
      keySkills: ['Python'],
      createdAt: at(6),
    });
    // 25 jobs with the very same creation time: paging must still be stable.
    for (let i = 0; i < 25; i++) {
      await insertJob(db, e, {
        title: `Warehouse Associate ${i}`,
        keySkills: ['Logistics'],
        createdAt: at(10),
      });
    }
  });
  afterAll(() => t?.close());

  it('ranks a title match above a key-skill match above a description-only match', async () => {
    const res = await search(t, { keyword: 'kubernetes' });
    expect(ids(res.jobs)).toEqual([j.inTitle!.id, j.inSkills!.id, j.inDescription!.id]);
    expect((await search(t, { keyword: 'kubernetes', sort: 'relevance' })).jobs.map((x) => x._id)).toEqual(
      ids(res.jobs),
    );
    // Asked for newest, the same matches come newest first.
    const newest = await search(t, { keyword: 'kubernetes', sort: 'newest' });
    expect(ids(newest.jobs)).toEqual([j.inDescription!.id, j.inSkills!.id, j.inTitle!.id]);
  });

  it("tolerates typos: 'reactjs developr' finds the React Developer jobs", async () => {
    const res = await search(t, { keyword: 'reactjs developr' });
    expect(sorted(ids(res.jobs))).toEqual(sorted([j.reactDev!.id, j.seniorReact!.id]));
    expect(res.total).toBe(2);
    const developers = await search(t, { keyword: 'developr' });
    expect(sorted(ids(developers.jobs))).toEqual(
      sorted([j.reactDev!.id, j.seniorReact!.id, j.pythonDev!.id]),
    );
    expect(ids((await search(t, { q: 'kubernetse' })).jobs)).toContain(j.inTitle!.id);
  });

  it('pages without overlap and with a constant total', async () => {
    const first = await search(t, { pageSize: 10 });
    const total = first.total;
    expect(total).toBe(31);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await search(t, { pageSize: 10, page });
      expect(res.total).toBe(total);
      expect(res.page).toBe(page);
      expect(res.jobs).toHaveLength(page < 4 ? 10 : 1);
      seen.push(...ids(res.jobs));
    }
    expect(new Set(seen).size).toBe(31);

    const p1 = await search(t, { keyword: 'warehouse', pageSize: 10, page: 1 });
    const p2 = await search(t, { keyword: 'warehouse', pageSize: 10, page: 2 });
    const p3 = await search(t, { keyword: 'warehouse', pageSize: 10, page: 3 });
    expect([p1.total, p2.total, p3.total]).toEqual([25, 25, 25]);
    const all = [...ids(p1.jobs), ...ids(p2.jobs), ...ids(p3.jobs)];
    expect(all).toHaveLength(25);
    expect(new Set(all).size).toBe(25);
  });

  it('fills isSaved and applicationStatus for the signed-in user only; userId changes nothing', async () => {
    const saved = await call(t.app, 'POST', `/api/save-jobs/${j.reactDev!.id}`, { token: seekerA.token });
    expect(saved.status).toBe(200);
    await applyDirectly(t, j.pythonDev!.id, seekerA.user, 'Interview');

    const mine = await search(t, { keyword: 'developer' }, seekerA.token);
    const byId = new Map(mine.jobs.map((x) => [x._id, x]));
    expect(byId.get(j.reactDev!.id)).toMatchObject({ isSaved: true, applicationStatus: null });
    expect(byId.get(j.pythonDev!.id)).toMatchObject({ isSaved: false, applicationStatus: 'Interview' });
    expect(byId.get(j.seniorReact!.id)).toMatchObject({ isSaved: false, applicationStatus: null });

    // Naming someone else in userId reveals nothing of theirs: not to another user, not to a visitor.
    const asB = await search(t, { keyword: 'developer', userId: seekerA.user.id }, seekerB.token);
    const asVisitor = await search(t, { keyword: 'developer', userId: seekerA.user.id });
    for (const res of [asB, asVisitor]) {
      expect(res.jobs).toHaveLength(3);
      for (const job of res.jobs) {
        expect(job.isSaved).toBe(false);
        expect(job.applicationStatus).toBeNull();
      }
    }
    // And it takes nothing away from the signed-in user either.
    const withOtherId = await search(t, { keyword: 'developer', userId: seekerB.user.id }, seekerA.token);
    expect(withOtherId.jobs.find((x) => x._id === j.reactDev!.id)?.isSaved).toBe(true);

    // The same holds for a single job.
    const one = await call(t.app, 'GET', `/api/jobs/${j.reactDev!.id}?userId=${seekerA.user.id}`);
    expect(one.status).toBe(200);
    expect(one.body.isSaved).toBe(false);
    const oneAsA = await call(t.app, 'GET', `/api/jobs/${j.pythonDev!.id}?userId=null`, {
      token: seekerA.token,
    });
    expect(oneAsA.body).toMatchObject({ isSaved: false, applicationStatus: 'Interview' });
  });

  it('treats an invalid token on the public list like no token', async () => {
    const res = await call(t.app, 'GET', '/api/jobs?keyword=developer', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.body.jobs.every((x: any) => x.isSaved === false)).toBe(true);
  });
});
