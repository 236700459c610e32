import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../src/db/seed/factories';
import { account, createTestApp, type TestApp } from '../helper';
import { ids, search } from './util';

// A relevance page reads the jobs whose title has every word first, and the other matches only
// after them (decision 0031): the pages together are the whole order, none twice, none missed.
describe('GET /api/jobs: jobs whose title has every word come first, across pages', () => {
  let t: TestApp;
  const titled: string[] = [];
  const described: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const employer = await account(t, 'employer', { companyName: 'Konkan Traders' });
    const day = 86_400_000;
    // The description matches are the newer ones: only the title key puts the titles first.
    for (let i = 0; i < 3; i++)
      titled.push(
        (
          await insertJob(db, employer.user, {
            title: 'Sales Executive',
            createdAt: new Date(t.clock.now().getTime() - (10 + i) * day),
          })
        ).id,
      );
    for (let i = 0; i < 4; i++)
      described.push(
        (
          await insertJob(db, employer.user, {
            title: 'Sales Manager',
            description: 'Lead the executive team that sells our products in the region.',
            createdAt: new Date(t.clock.now().getTime() - i * day),
          })
        ).id,
      );
    await insertJob(db, employer.user, { title: 'Warehouse Supervisor' });
  });
  afterAll(() => t.close());

  it('gives the title matches first on one page', async () => {
    const found = ids((await search(t, { keyword: 'sales executive', pageSize: 20 })).jobs);
    expect(found).toEqual([...titled, ...described]);
  });

  it('pages through the title matches into the others without a gap or a repeat', async () => {
    const pages: string[][] = [];
    for (let page = 1; page <= 4; page++)
      pages.push(ids((await search(t, { keyword: 'sales executive', page, pageSize: 2 })).jobs));
    expect(pages).toEqual([
      titled.slice(0, 2),
      [titled[2], described[0]],
      described.slice(1, 3),
      described.slice(3),
    ]);
  });

  it('starts a page past the title matches at the right one of the others', async () => {
    const found = ids((await search(t, { keyword: 'sales executive', page: 2, pageSize: 4 })).jobs);
    expect(found).toEqual(described.slice(1));
    const total = (await search(t, { keyword: 'sales executive', page: 3, pageSize: 4 })).jobs;
    expect(total).toEqual([]);
  });
});
