import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { createTestApp, type TestApp, account } from '../helper';
import { ids, search } from './util';

// Roles of the taxonomy outside software (docs/decisions/0026-one-taxonomy-as-data.md): a query
// naming the role, or another name of it, finds the job wherever its title names it.
describe('GET /api/jobs: roles of every trade are found by their names', () => {
  let t: TestApp;
  const j: Record<string, JobRow> = {};
  const find = async (keyword: string) => ids((await search(t, { keyword })).jobs).sort();
  const idsOf = (...names: string[]) => names.map((n) => j[n]!.id).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const { user: e } = await account(t, 'employer', { companyName: 'Acme Services' });
    const job = (title: string) =>
      insertJob(t.database.db, e, { title, description: 'Join us.', requirements: 'Two years.' });
    j.delivery = await job('Delivery Executive');
    j.truck = await job('Truck Driver');
    j.chef = await job('Commis Chef (Continental)');
    j.pharmacist = await job('Hospital Pharmacist');
    j.advocate = await job('Advocate - Litigation');
    j.receptionist = await job('Front Office Receptionist');
  });
  afterAll(() => t.close());

  it.each([
    ['delivery boy', ['delivery', 'truck']],
    ['driver', ['delivery', 'truck']],
    ['cook', ['chef']],
    ['pharmacist', ['pharmacist']],
    ['lawyer', ['advocate']],
    ['receptionist', ['receptionist']],
  ])('"%s" finds %j', async (keyword, names) => {
    expect(await find(keyword)).toEqual(idsOf(...names));
  });
});
