import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../src/db/seed/factories';
import { prepareSearch } from '../../src/services/search';
import { account, createTestApp, type TestApp } from '../helper';
import { ids, search } from './util';

// A posting for a region ("Delhi NCR", "MMR", "Tricity") is for a seeker in any of its cities.
describe('GET /api/jobs: places and the regions that hold them', () => {
  let t: TestApp;
  const at: Record<string, string> = {};
  const find = async (location: string) => ids((await search(t, { location })).jobs).sort();
  const idsAt = (...places: string[]) => places.map((p) => at[p]!).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const employer = await account(t, 'employer', { companyName: 'Acme Logistics' });
    for (const location of [
      'Delhi NCR',
      'Noida',
      'Gurgaon',
      'MMR',
      'Thane',
      'Tricity',
      'Mohali',
      'Chandigarh',
    ])
      at[location] = (
        await insertJob(t.database.db, employer.user, { title: 'Delivery Executive', location })
      ).id;
  });
  afterAll(() => t.close());

  it('finds the region postings for a seeker in one of its cities', async () => {
    expect(await find('Noida')).toEqual(idsAt('Delhi NCR', 'Noida'));
    expect(await find('Gurugram')).toEqual(idsAt('Delhi NCR', 'Gurgaon'));
    expect(await find('Thane')).toEqual(idsAt('MMR', 'Thane'));
  });

  it('keeps the cities of a region apart', async () => {
    expect(await find('Mohali')).toEqual(idsAt('Tricity', 'Mohali'));
    expect(await find('Chandigarh')).toEqual(idsAt('Tricity', 'Chandigarh'));
  });

  it('finds every city of a region searched by its name', async () => {
    expect(await find('Delhi NCR')).toEqual(idsAt('Delhi NCR', 'Noida', 'Gurgaon'));
    expect(await find('Tricity')).toEqual(idsAt('Tricity', 'Mohali', 'Chandigarh'));
  });

  it('reads a place as the stored locations that name it, including one stored since', async () => {
    const db = t.database.db;
    const employer = await account(t, 'employer', { companyName: 'Deccan Stores' });
    const hitech = await insertJob(db, employer.user, { location: 'Hitech City, HYDERABAD' });
    const other = await insertJob(db, employer.user, { location: 'Vizag' });
    const plan = (await prepareSearch(db, { location: 'Hyderabad', page: 1, pageSize: 20 }, t.clock.now()))
      .plan;
    expect(plan.locationPlaces).toEqual(['hitech city, hyderabad']);
    expect(await find('Hyderabad')).toEqual([hitech.id]);
    // A location written by any statement, not only the API's, is known from then on.
    await db.execute(sql`update jobs set location = 'Secunderabad' where id = ${other.id}`);
    expect(await find('Hyderabad')).toEqual([hitech.id, other.id].sort());
    expect(await find('Vizag')).toEqual([]);
  });

  it('puts a title that holds the words as typed before others of the same role', async () => {
    const db = t.database.db;
    const employer = await account(t, 'employer', { companyName: 'Bharuch Chemicals' });
    const older = await insertJob(db, employer.user, {
      title: 'Plant Operator - ITI Fitter',
      createdAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
    const newer = await insertJob(db, employer.user, { title: 'CNC Operator' });
    const found = ids((await search(t, { keyword: 'plant operator' })).jobs);
    expect(found).toContain(newer.id);
    expect(found[0]).toBe(older.id);
  });
});
