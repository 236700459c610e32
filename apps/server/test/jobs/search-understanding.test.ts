import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { createTestApp, type TestApp, account } from '../helper';
import { ids, search } from './util';

const sorted = (list: string[]) => [...list].sort();

// Every example of the first paragraph of issue 12, on jobs written as the demo data writes them.
describe('GET /api/jobs: the keywords people type find what they mean', () => {
  let t: TestApp;
  const j: Record<string, JobRow> = {};
  const find = async (params: Record<string, string>) => sorted(ids((await search(t, params)).jobs));
  const idsOf = (...names: string[]) => sorted(names.map((n) => j[n]!.id));

  beforeAll(async () => {
    t = await createTestApp();
    const { user: e } = await account(t, 'employer', { companyName: 'Acme Robotics' });
    const db = t.database.db;
    const job = (title: string, extra: Parameters<typeof insertJob>[2] = {}) =>
      insertJob(db, e, {
        title,
        description: `We are hiring a ${title}.`,
        requirements: 'Two years.',
        ...extra,
      });
    j.node = await job('Backend Engineer (Node.js)', {
      keySkills: ['Node.js', 'PostgreSQL'],
      location: 'Bangalore',
      category: 'IT & Software',
    });
    j.react = await job('Frontend Developer', {
      keySkills: ['React.js', 'CSS'],
      location: 'Bengaluru, India',
      category: 'IT & Software',
    });
    j.go = await job('Senior Platform Engineer', {
      keySkills: ['Go', 'Kubernetes'],
      location: 'Gurgaon',
      category: 'Engineering',
    });
    j.ml = await job('Machine Learning Engineer', {
      keySkills: ['Python', 'PyTorch'],
      location: 'Mumbai',
      category: 'Engineering',
    });
    j.cpp = await job('Embedded Developer', {
      keySkills: ['C++', 'RTOS'],
      location: 'New Delhi',
      category: 'Engineering',
    });
    j.sales = await job('Sales Manager', {
      keySkills: ['Negotiation'],
      location: 'Delhi NCR',
      category: 'Sales',
      description: 'Go above and beyond for our clients; the job needs a go-getter.',
    });
    j.remote = await job('Content Writer', {
      keySkills: ['Copywriting'],
      location: 'Remote',
      type: 'Remote',
      category: 'Marketing',
    });
    j.remoteDesign = await job('Product Designer', {
      keySkills: ['Figma'],
      location: 'Pune (Remote)',
      category: 'Design',
    });
  });
  afterAll(() => t.close());

  it.each(['Node.js', 'node', 'nodejs', 'NodeJS'])("'%s' finds the Node.js job", async (keyword) => {
    expect(await find({ keyword })).toEqual(idsOf('node'));
  });

  it.each(['react.js', 'React', 'front-end', 'front end', 'frontend'])(
    "'%s' finds the React front-end job",
    async (keyword) => {
      expect(await find({ keyword })).toEqual(idsOf('react'));
    },
  );

  it("'golang' finds the Go job, not the one that asks to 'go above and beyond'", async () => {
    expect(await find({ keyword: 'golang' })).toEqual(idsOf('go'));
    expect(await find({ keyword: 'go' })).toEqual(idsOf('go'));
  });

  it("'ml' finds machine learning", async () => {
    expect(await find({ keyword: 'ml' })).toEqual(idsOf('ml'));
  });

  it("'sde', 'software' and 'Software Engineer' find the software jobs", async () => {
    // Developer titles naming a language or framework, or whose skills do; not every engineer
    // whose skills name Python (the machine learning engineer).
    const software = idsOf('node', 'react', 'go', 'cpp');
    expect(await find({ keyword: 'sde' })).toEqual(software);
    expect(await find({ keyword: 'Software Engineer' })).toEqual(software);
    // 'software' alone asks for software roles too.
    expect(await find({ keyword: 'software' })).toEqual(software);
  });

  it("'Remote Jobs' (a landing page shortcut) finds the remote jobs", async () => {
    const res = await search(t, { q: 'Remote Jobs' });
    expect(sorted(ids(res.jobs))).toEqual(idsOf('remote', 'remoteDesign'));
    expect(res.matched).toBe('all');
  });

  it("'C++' finds the C++ job instead of every job; C# and .NET are words too", async () => {
    expect(await find({ keyword: 'C++' })).toEqual(idsOf('cpp'));
    expect(await find({ keyword: 'C#' })).toEqual([]);
    expect(await find({ keyword: '.NET' })).toEqual([]);
  });

  it('a query of symbols only is searched, not dropped', async () => {
    const res = await search(t, { keyword: '!!!' });
    expect(res.total).toBe(0);
    // '++' is a word: the nearest known spelling is C++, not every job.
    expect(await find({ keyword: '++' })).toEqual(idsOf('cpp'));
  });

  it("Bengaluru and Bangalore find the same jobs; Gurugram, Bombay and New Delhi find theirs and their region's", async () => {
    const bengaluru = await find({ location: 'Bengaluru' });
    expect(bengaluru).toEqual(idsOf('node', 'react'));
    expect(await find({ location: 'Bangalore' })).toEqual(bengaluru);
    // And the jobs posted for all of Delhi NCR, of which Gurugram is a part.
    expect(await find({ location: 'Gurugram' })).toEqual(idsOf('go', 'sales'));
    expect(await find({ location: 'Bombay' })).toEqual(idsOf('ml'));
    expect(await find({ location: 'New Delhi' })).toEqual(idsOf('cpp', 'sales'));
  });

  it('Delhi NCR takes in its satellite cities; several locations are alternatives', async () => {
    expect(await find({ location: 'Delhi NCR' })).toEqual(idsOf('go', 'cpp', 'sales'));
    expect(await find({ location: 'Bombay, Gurugram' })).toEqual(idsOf('ml', 'go', 'sales'));
    expect(await find({ location: 'Mumbia' })).toEqual(idsOf('ml'));
    expect(await find({ location: 'remote' })).toEqual(idsOf('remote', 'remoteDesign'));
  });

  it('a city in the keyword box filters by location, and "jobs", "in", "hiring" need not match', async () => {
    expect(await find({ keyword: 'backend jobs in bengaluru' })).toEqual(idsOf('node'));
    expect(await find({ keyword: 'hiring developer bombay' })).toEqual([]);
    expect(await find({ keyword: 'developer vacancy delhi' })).toEqual(idsOf('cpp'));
  });

  it('stems: developers and development find developer', async () => {
    expect(await find({ keyword: 'developers' })).toEqual(idsOf('react', 'cpp'));
  });
});
