import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages, jobSearchText, LEXICON_VERSION } from '@hireloop/shared';
import { queryRows } from '../../src/db/client';
import { jobs, type JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { reindexJobs } from '../../src/services/search';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { ids, jobForm, search } from './util';

const DAY = 86_400_000;
const sorted = (list: string[]) => [...list].sort();

describe('GET /api/jobs: sort, date posted, work mode, salary, partial matches and suggestions', () => {
  let t: TestApp;
  let employer: Account;
  const j: Record<string, JobRow> = {};
  const find = async (params: Record<string, string>, token?: string) =>
    ids((await search(t, params, token)).jobs);
  const idsOf = (...names: string[]) => names.map((n) => j[n]!.id);

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer', { companyName: 'Acme Robotics' });
    const db = t.database.db;
    const now = t.clock.now().getTime();
    const job = (title: string, daysAgo: number, extra: Parameters<typeof insertJob>[2] = {}) =>
      insertJob(db, employer.user, {
        title,
        description: `Join us as ${title}.`,
        requirements: 'Two years.',
        createdAt: new Date(now - daysAgo * DAY - 60_000),
        ...extra,
      });
    j.react = await job('React Developer', 0, {
      keySkills: ['React', 'TypeScript'],
      location: 'Bengaluru',
      salaryMin: 90_000,
      salaryMax: 160_000,
    });
    j.python = await job('Python Developer', 2, {
      keySkills: ['Python', 'Django'],
      location: 'Pune (Hybrid)',
      experienceMin: 0,
      salaryMin: 60_000,
      salaryMax: 100_000,
    });
    j.designer = await job('Product Designer', 5, {
      keySkills: ['Figma'],
      location: 'Remote',
      type: 'Remote',
      category: 'Design',
      salaryMin: 120_000,
      salaryMax: 200_000,
    });
    j.sales = await job('Sales Manager', 20, {
      keySkills: ['Negotiation'],
      location: 'Mumbai',
      category: 'Sales',
      salaryMin: 50_000,
      salaryMax: 70_000,
    });
    j.old = await job('Java Developer', 45, {
      keySkills: ['Java', 'Spring Boot'],
      location: 'Chennai',
      salaryMin: 70_000,
      salaryMax: 110_000,
    });
  });
  afterAll(() => t.close());

  it('filters by date posted: the last 24 hours, 3, 7 and 30 days', async () => {
    expect(await find({ posted: '1' })).toEqual(idsOf('react'));
    expect(sorted(await find({ posted: '3' }))).toEqual(sorted(idsOf('react', 'python')));
    expect(sorted(await find({ posted: '7' }))).toEqual(sorted(idsOf('react', 'python', 'designer')));
    expect((await search(t, { posted: '30' })).total).toBe(4);
    const res = await call(t.app, 'GET', '/api/jobs?posted=2');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(jobMessages.invalidOption);
  });

  it('filters by work mode, one or several', async () => {
    expect(await find({ workMode: 'remote' })).toEqual(idsOf('designer'));
    expect(await find({ workMode: 'hybrid' })).toEqual(idsOf('python'));
    expect(sorted(await find({ workMode: 'hybrid,remote' }))).toEqual(sorted(idsOf('python', 'designer')));
    expect(sorted(await find({ workMode: 'onsite' }))).toEqual(sorted(idsOf('react', 'sales', 'old')));
  });

  it("reads 'fresher' in the keywords as jobs that take people without experience", async () => {
    expect(await find({ keyword: 'fresher jobs' })).toEqual(idsOf('python'));
    expect(await find({ keyword: 'developer fresher' })).toEqual(idsOf('python'));
  });

  it('sorts by newest, salary or relevance', async () => {
    expect(await find({ sort: 'newest' })).toEqual(idsOf('react', 'python', 'designer', 'sales', 'old'));
    expect(await find({ sort: 'salary' })).toEqual(idsOf('designer', 'react', 'old', 'python', 'sales'));
    // Relevance: a title match first; 'developer' is in three titles, the newest first among equals.
    expect((await find({ keyword: 'react developer', sort: 'relevance' }))[0]).toBe(j.react!.id);
  });

  it('sorts by match for a signed-in job seeker, and by relevance for anyone else', async () => {
    const seeker = await account(t, 'jobseeker', {
      title: 'Java Developer',
      skills: ['Java', 'Spring Boot', 'Microservices'],
      location: 'Chennai',
    });
    const byMatch = await find({ keyword: 'developer', sort: 'match' }, seeker.token);
    expect(byMatch[0]).toBe(j.old!.id);
    expect(sorted(byMatch)).toEqual(sorted(idsOf('react', 'python', 'old')));
    const anonymous = await find({ keyword: 'developer', sort: 'match' });
    expect(anonymous).toEqual(await find({ keyword: 'developer', sort: 'relevance' }));
    expect(await find({ keyword: 'developer', sort: 'match' }, employer.token)).toEqual(anonymous);
  });

  it('refuses a minimum salary above the maximum with the spec message', async () => {
    const res = await call(t.app, 'GET', '/api/jobs?minSalary=100000&maxSalary=50000');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(jobMessages.salaryOrder);
    expect(await find({ minSalary: '50000', maxSalary: '50000' })).toEqual(idsOf('sales'));
  });

  it('falls back to jobs matching some of the words, and says so', async () => {
    const all = await search(t, { keyword: 'react developer' });
    expect(all.matched).toBe('all');
    const res = await search(t, { keyword: 'react figma' });
    expect(res.matched).toBe('partial');
    expect(sorted(ids(res.jobs))).toEqual(sorted(idsOf('react', 'designer')));
    expect(res.total).toBe(2);
    expect(jobSearchText.partialMatches).toMatch(/some of your words/);
    // A single word has nothing to fall back to.
    expect(await search(t, { keyword: 'plumber' })).toMatchObject({ total: 0, matched: 'all' });
  });

  it('keeps the role and lets go of a level no job of it names', async () => {
    // No job says 'junior': the developer job with Spring Boot, not every developer job.
    const junior = await search(t, { keyword: 'junior developer spring boot' });
    expect(ids(junior.jobs)).toEqual(idsOf('old'));
    expect(junior).toMatchObject({ matched: 'partial', total: 1 });
    expect(await find({ keyword: 'senior developer' })).toEqual(idsOf('react', 'python', 'old'));
    // A level alone is still a search for it.
    expect((await search(t, { keyword: 'senior' })).total).toBe(0);
  });

  it('suggests a spelling and related searches when a search finds little', async () => {
    const res = await search(t, { keyword: 'pythn' });
    expect(ids(res.jobs)).toEqual(idsOf('python'));
    expect(res.didYouMean).toBe('python');
    const few = await search(t, { keyword: 'vue' });
    expect(few.total).toBe(0);
    expect(few.related).toContain('react');
    const many = await search(t, { keyword: 'developer' });
    expect(many).toMatchObject({ didYouMean: null, related: [] });
  });

  it('offers only related searches that find jobs under the same filters', async () => {
    // The React job is in Bengaluru, the Python one in Pune.
    expect((await search(t, { keyword: 'react python' })).matched).toBe('partial');
    expect((await search(t, { keyword: 'vue', location: 'Bengaluru' })).related).toContain('react');
    expect((await search(t, { keyword: 'vue', location: 'Pune' })).related).not.toContain('react');
    const dropped = await search(t, { keyword: 'golang react', location: 'Bengaluru', type: 'Full-Time' });
    expect(dropped.related).toContain('react');
    expect(dropped.related).not.toContain('golang');
  });

  it('keeps a cached page apart per filter and follows job writes', async () => {
    expect(await find({ keyword: 'golang', workMode: 'remote' })).toEqual([]);
    const posted = await call(t.app, 'POST', '/api/jobs', {
      token: employer.token,
      body: jobForm({ title: 'Backend Engineer', keySkills: ['Go'], location: 'Remote', type: 'Remote' }),
    });
    expect(posted.status).toBe(201);
    const id = posted.body.job._id as string;
    expect(await find({ keyword: 'golang', workMode: 'remote' })).toEqual([id]);
    expect(await find({ keyword: 'golang', workMode: 'onsite' })).toEqual([]);
    expect(await find({ keyword: 'golang', posted: '1' })).toEqual([id]);
    t.clock.advance(2 * DAY);
    expect(await find({ keyword: 'golang', posted: '1' })).toEqual([]);
  });

  it('indexes again the jobs written under another lexicon version, or none', async () => {
    // A content hash has no order: a job indexed under a greater number is as stale as one under 0.
    const other = LEXICON_VERSION < 2 ** 31 - 1 ? LEXICON_VERSION + 1 : LEXICON_VERSION - 1;
    const stale = await insertJob(t.database.db, employer.user, {
      title: 'Node.js Engineer',
      keySkills: ['Node.js'],
      search: '',
      searchVersion: 0,
    });
    const staleToo = await insertJob(t.database.db, employer.user, {
      title: 'Remote Node.js Developer',
      keySkills: ['Node.js'],
      location: 'Remote',
      search: '',
      searchVersion: other,
    });
    expect(await find({ keyword: 'nodejs' })).toEqual([]);
    // Two app processes starting together share the work: each job is indexed once.
    const counts = await Promise.all([reindexJobs(t.database.db), reindexJobs(t.database.db)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(sorted(await find({ keyword: 'nodejs' }))).toEqual(sorted([stale.id, staleToo.id]));
    expect(await find({ keyword: 'nodejs', workMode: 'remote' })).toEqual([staleToo.id]);
    const [row] = await queryRows<{ v: number }>(
      t.database.db,
      sql`select search_version as v from jobs where id = ${stale.id}`,
    );
    expect(Number(row!.v)).toBe(LEXICON_VERSION);
    const [updated] = await t.database.db.select().from(jobs).where(eq(jobs.id, stale.id));
    expect(updated!.updatedAt).toEqual(stale.updatedAt);
  });
});
