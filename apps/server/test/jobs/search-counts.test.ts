import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchResultSchema } from '@hireloop/shared';
import { queryRows } from '../../src/db/client';
import { insertJob } from '../../src/db/seed/factories';
import { COUNT_LIMIT } from '../../src/services/search';
import { RANKED_MATCHES } from '../../src/services/search';
import { account, createTestApp, type TestApp } from '../helper';
import { search } from './util';

// Counting every match of a broad word is what made such searches slow: jobs are counted exactly
// up to COUNT_LIMIT, and past it the total is a lower bound and the facets are left out.
describe('GET /api/jobs: counts up to the count limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const employer = await account(t, 'employer', { companyName: 'Acme Robotics' });
    const db = t.database.db;
    const warehouse = await insertJob(db, employer.user, {
      title: 'Warehouse Associate',
      keySkills: ['Forklift'],
      location: 'Bhiwandi',
      category: 'Operations',
    });
    for (const type of ['Internship', 'Internship', 'Contract'])
      await insertJob(db, employer.user, { title: 'Warehouse Trainee', type, category: 'Operations' });
    // COUNT_LIMIT more copies of the first job, as they would be stored.
    const columns = (
      await queryRows<{ column_name: string }>(
        db,
        sql`select column_name from information_schema.columns where table_name = 'jobs' and column_name <> 'id'`,
      )
    ).map((c) => sql.identifier(c.column_name));
    const list = sql.join(columns, sql`, `);
    await db.execute(
      sql`insert into jobs (${list}) select ${list} from jobs, generate_series(1, ${COUNT_LIMIT})
          where jobs.id = ${warehouse.id}`,
    );
  });
  afterAll(() => t.close());

  it('says at least the limit past it, and leaves the facets out', async () => {
    const broad = await search(t, { keyword: 'warehouse' });
    expect(jobSearchResultSchema.parse(broad)).toBeTruthy();
    expect(broad).toMatchObject({ total: COUNT_LIMIT, totalAtLeast: true, facetsOmitted: true });
    expect(broad.facets).toEqual({ type: {}, category: {} });
    expect(broad.jobs).toHaveLength(20);
  });

  it('counts a filtered search exactly when it is under the limit, still without facets', async () => {
    const interns = await search(t, { keyword: 'warehouse', type: 'Internship' });
    expect(interns.total).toBe(2);
    expect(interns.totalAtLeast).toBeUndefined();
    expect(interns.facetsOmitted).toBe(true);
    expect(interns.jobs).toHaveLength(2);
  });

  it('counts exactly, facets included, under the limit', async () => {
    const trainees = await search(t, { keyword: 'trainee' });
    expect(trainees).toMatchObject({ total: 3, facets: { type: { Internship: 2, Contract: 1 } } });
    expect(trainees.totalAtLeast).toBeUndefined();
    expect(trainees.facetsOmitted).toBeUndefined();
  });

  it('ranks the newest matches by relevance, as many as RANKED_MATCHES, and no further', async () => {
    const last = RANKED_MATCHES / 20;
    expect((await search(t, { keyword: 'warehouse', page: last })).jobs).toHaveLength(20);
    const beyond = await search(t, { keyword: 'warehouse', page: last + 1 });
    expect(beyond).toMatchObject({ jobs: [], total: COUNT_LIMIT, totalAtLeast: true });
    // The newest first goes on.
    expect((await search(t, { keyword: 'warehouse', sort: 'newest', page: last + 1 })).jobs).toHaveLength(20);
  });
});
