import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { jobs, users } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { Vocabulary } from '../../src/services/search';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { applyDirectly, ids, jobForm, search } from './util';

describe('GET /api/jobs: cached results follow every job write', () => {
  let t: TestApp;
  let employer: Account;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer');
  });
  afterAll(() => t.close());

  it('shows a job posted, edited, closed or deleted after the same search was answered', async () => {
    expect((await search(t, { keyword: 'welder' })).total).toBe(0);

    const posted = await call(t.app, 'POST', '/api/jobs', {
      token: employer.token,
      body: jobForm({ title: 'Welder', keySkills: ['Welding'] }),
    });
    expect(posted.status).toBe(201);
    const id = posted.body.job._id as string;
    let res = await search(t, { keyword: 'welder' });
    expect(ids(res.jobs)).toEqual([id]);
    expect(res.facets.type).toEqual({ 'Full-Time': 1 });

    const edited = await call(t.app, 'PUT', `/api/jobs/${id}`, {
      token: employer.token,
      body: jobForm({ title: 'Welder', keySkills: ['Welding'], type: 'Contract' }),
    });
    expect(edited.status).toBe(200);
    res = await search(t, { keyword: 'welder' });
    expect(res.jobs[0].type).toBe('Contract');
    expect(res.facets.type).toEqual({ Contract: 1 });

    await t.database.db.update(jobs).set({ isClosed: true });
    expect((await search(t, { keyword: 'welder' })).total).toBe(0);
  });

  it('counts once for the pages and filter choices of one search, and again after a write', async () => {
    const other = await account(t, 'employer', { companyName: 'Taxidermy Guild' });
    for (const [i, type] of ['Full-Time', 'Full-Time', 'Full-Time', 'Contract'].entries()) {
      await insertJob(t.database.db, other.user, {
        title: `Taxidermist ${i}`,
        type,
        keySkills: ['Mounting'],
      });
    }
    const counted: string[] = [];
    const sqls = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const query = sqls.query.bind(sqls);
    sqls.query = (...args: unknown[]) => {
      // PGlite is given the text, node-postgres a query config.
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
      if (text?.includes('count(*) as n')) counted.push(text);
      return query(...args);
    };
    try {
      const first = await search(t, { keyword: 'taxidermist', pageSize: '2' });
      const second = await search(t, { keyword: 'taxidermist', pageSize: '2', page: '2' });
      const contract = await search(t, { keyword: 'taxidermist', type: 'Contract', sort: 'newest' });
      expect([first.total, second.total, contract.total]).toEqual([4, 4, 1]);
      expect(contract.facets.type).toEqual({ 'Full-Time': 3, Contract: 1 });
      expect(ids(contract.jobs)).toHaveLength(1);
      expect(counted).toHaveLength(1);

      await insertJob(t.database.db, other.user, {
        title: 'Taxidermist 4',
        type: 'Contract',
        keySkills: ['Mounting'],
      });
      const after = await search(t, { keyword: 'taxidermist', type: 'Contract', page: '1' });
      expect(after.total).toBe(2);
      expect(after.facets.type).toEqual({ 'Full-Time': 3, Contract: 2 });
      expect(counted).toHaveLength(2);
    } finally {
      sqls.query = query;
    }
  });

  it("shows a new logo, a new company name and the viewer's own saved and applied flags on a cached page", async () => {
    const job = await insertJob(t.database.db, employer.user, {
      title: 'Blacksmith',
      keySkills: ['Forging'],
    });
    const seeker = await account(t, 'jobseeker');
    const first = await search(t, { keyword: 'blacksmith' }, seeker.token);
    expect(first.jobs[0]).toMatchObject({ _id: job.id, isSaved: false, applicationStatus: null });

    await t.database.db
      .update(users)
      .set({ companyLogo: '/api/uploads/images/new-logo' })
      .where(eq(users.id, employer.user.id));
    expect((await search(t, { keyword: 'blacksmith' })).jobs[0].company.companyLogo).toBe(
      '/api/uploads/images/new-logo',
    );

    const renamed = await call(t.app, 'PUT', '/api/user/profile', {
      token: employer.token,
      body: { companyName: 'Anvil Works' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const byCompany = await search(t, { keyword: 'anvil' });
    expect(ids(byCompany.jobs)).toEqual([job.id]);
    expect(byCompany.jobs[0].company.companyName).toBe('Anvil Works');

    expect(
      (await call(t.app, 'POST', `/api/save-jobs/${job.id}`, { token: seeker.token })).status,
    ).toBeLessThan(300);
    await applyDirectly(t, job.id, seeker.user);
    const mine = await search(t, { keyword: 'blacksmith' }, seeker.token);
    expect(mine.jobs[0]).toMatchObject({ isSaved: true, applicationStatus: 'Applied' });
    // The page another viewer and a visitor get from the cache carries none of them.
    const other = await account(t, 'jobseeker');
    expect((await search(t, { keyword: 'blacksmith' }, other.token)).jobs[0]).toMatchObject({
      isSaved: false,
      applicationStatus: null,
    });
    expect((await search(t, { keyword: 'blacksmith' })).jobs[0]).toMatchObject({
      isSaved: false,
      applicationStatus: null,
    });
  });

  it('corrects a typo towards a word that only a job posted after the first search brought', async () => {
    expect((await search(t, { keyword: 'glasblower' })).total).toBe(0);
    const job = await insertJob(t.database.db, employer.user, { title: 'Glassblower' });
    expect(ids((await search(t, { keyword: 'glasblower' })).jobs)).toEqual([job.id]);
  });
});

describe('the in-memory vocabulary', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the same nearest words as pg_trgm', async () => {
    const terms = [
      'developer',
      'develop',
      'react',
      'reactive',
      'engineer',
      'engine',
      'bangalore',
      'bengaluru',
      'python',
      'pythonic',
      'manager',
      'management',
      'scientist',
      'science',
      'kubernetes',
      'java',
      'javascript',
      'designer',
      'design',
      'accountant',
      'account',
      'sales',
      'salesforce',
      'hyderabad',
      'mumbai',
      'pune',
      'ux',
    ];
    const vocabulary = new Vocabulary(terms);
    const values = sql.join(
      terms.map((term) => sql`(${term})`),
      sql`, `,
    );
    for (const word of [
      'developr',
      'reactjs',
      'enginer',
      'bangalor',
      'pyton',
      'mangaer',
      'scientst',
      'kubernets',
      'javscript',
      'desiner',
      'acountant',
      'sale',
      'hydrabad',
      'pun',
      'ui',
      'zzzz',
    ]) {
      const rows = await queryRows<{ term: string }>(
        t.database.db,
        sql`select term from (values ${values}) as v(term) where term % ${word}
            order by similarity(term, ${word}) desc, term limit 2`,
      );
      expect(vocabulary.nearest(word, 2), word).toEqual(rows.map((r) => r.term));
    }
  });
});

describe('GET /api/jobs: the same search asked many times at once', () => {
  let t: TestApp;
  let employer: Account;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer');
  });
  afterAll(() => t.close());

  it('is computed once, and each viewer still sees their own saved jobs', async () => {
    const job = await insertJob(t.database.db, employer.user, {
      title: 'Boilermaker',
      keySkills: ['Welding'],
    });
    const saver = await account(t, 'jobseeker');
    const other = await account(t, 'jobseeker');
    const saved = await call(t.app, 'POST', `/api/save-jobs/${job.id}`, { token: saver.token });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);

    // Count the facet queries (one per computed search) while ten identical searches run at once.
    const db = t.database.db;
    const execute = db.execute.bind(db);
    let counted = 0;
    db.execute = ((query: Parameters<typeof execute>[0]) => {
      const text = JSON.stringify(query);
      if (/group by/i.test(text) && /j\.category/.test(text)) counted += 1;
      return execute(query);
    }) as typeof db.execute;
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          search(t, { keyword: 'boilermaker' }, [saver.token, other.token, undefined][i % 3]),
        ),
      );
      expect(counted).toBe(1);
      results.forEach((res, i) => {
        expect(ids(res.jobs)).toEqual([job.id]);
        expect(res.total).toBe(1);
        expect(res.jobs[0].isSaved).toBe(i % 3 === 0);
      });
    } finally {
      db.execute = execute;
    }
  });
});
