import path from 'node:path';
import { CATEGORY_VALUES, JOB_TYPE_OPTIONS } from '@hireloop/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo';
import { COMPANY_ROLES } from '../../src/db/seed/job-catalog';
import { localDiskStorage } from '../../src/lib/storage';
import { call, createTestApp, type TestApp, signIn } from '../helper';
import { search } from './util';

const EMPLOYER_EMAILS = [
  'talent@acme-robotics.com',
  'hiring@brightpath.io',
  'careers@finstack.in',
  'jobs@greenleaf-retail.com',
  'people@cloudnest.io',
  'hr@skyline-hotels.com',
];

describe('demo seed', () => {
  let t: TestApp;
  const seed = () => seedDemo(t.database.db, localDiskStorage(path.join(t.config.dataDir, 'uploads')));
  // Seeding 300 jobs, the demo people and their applications is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    await seed();
  }, 240_000);
  afterAll(() => t?.close());

  const tokenOf = async (email: string) => (await signIn(t, email, { password: DEMO_PASSWORD })).token;

  it('creates about 300 jobs of several employers across every category and type, some closed, and saved jobs for Priya', async () => {
    // Every employer signs in with the demo password and sees their own jobs, open and closed.
    let all = 0;
    let closed = 0;
    for (const email of EMPLOYER_EMAILS) {
      const token = await tokenOf(email);
      const mine = (await call(t.app, 'GET', '/api/jobs/get-jobs-employer?status=all', { token })).body;
      const shut = (await call(t.app, 'GET', '/api/jobs/get-jobs-employer?status=closed', { token })).body;
      expect(mine.total, email).toBeGreaterThan(20);
      all += mine.total;
      closed += shut.total;
    }
    expect(all).toBe(300);
    expect(closed).toBeGreaterThan(0);
    expect(closed).toBeLessThan(60);

    // The public list holds the open ones, from all employers, in every category and type.
    const list = await search(t, { pageSize: 100 });
    expect(list.total).toBe(300 - closed);
    expect(Object.keys(list.facets.type).sort()).toEqual([...JOB_TYPE_OPTIONS].sort());
    expect(Object.keys(list.facets.category).sort()).toEqual([...CATEGORY_VALUES].sort());
    const typeSum = Object.values(list.facets.type).reduce((s, n) => s + n, 0);
    const categorySum = Object.values(list.facets.category).reduce((s, n) => s + n, 0);
    expect(typeSum).toBe(list.total);
    expect(categorySum).toBe(list.total);
    const employers = new Set<string>();
    for (let page = 1; (page - 1) * 100 < list.total; page++) {
      for (const job of (await search(t, { pageSize: 100, page })).jobs) employers.add(job.employerId);
    }
    expect(employers.size).toBe(EMPLOYER_EMAILS.length);
    expect((await search(t, { keyword: 'engineer' })).total).toBeGreaterThan(0);

    // Priya has saved jobs, newest first.
    const priya = await tokenOf('priya.sharma@example.com');
    const saved = await call(t.app, 'GET', '/api/save-jobs/my', { token: priya });
    expect(saved.status).toBe(200);
    expect(saved.body.length).toBeGreaterThanOrEqual(3);
    expect(saved.body.every((s: any) => s.job.isSaved === true)).toBe(true);
    const times = saved.body.map((s: any) => Date.parse(s.savedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // Seeding again leaves what is there alone.
    await seed();
    const [row] = await t.database.db.select({ n: count() }).from(jobs);
    expect(row?.n).toBe(300);
  }, 180_000);

  it('posts jobs a recruiter would believe: pay fits the level, roles fit the company, no title twice', async () => {
    const rows = await t.database.db.select().from(jobs);
    const senior = rows.filter((j) => /^(Senior|Lead) /.test(j.title));
    const interns = rows.filter((j) => j.type === 'Internship');
    expect(senior.length).toBeGreaterThan(0);
    expect(interns.length).toBeGreaterThan(0);

    // Internships pay a stipend: below every senior or lead salary (one currency), and modest.
    const lowestSenior = Math.min(...senior.map((j) => j.salaryMin));
    for (const job of interns) {
      expect(job.title, job.title).toMatch(/ Intern$/);
      expect(job.salaryMax, job.title).toBeLessThan(lowestSenior);
      expect(job.salaryMax, job.title).toBeLessThanOrEqual(30_000);
      expect(job.experienceMin, job.title).toBe(0);
      expect(job.location, job.title).not.toBe('Remote');
    }
    // Seniority and pay go together: a lead earns more than a junior, asks for more years.
    const lowestLead = Math.min(...rows.filter((j) => j.title.startsWith('Lead ')).map((j) => j.salaryMin));
    const highestJunior = Math.max(
      ...rows.filter((j) => j.title.startsWith('Junior ')).map((j) => j.salaryMax),
    );
    expect(highestJunior).toBeLessThan(lowestLead);
    for (const job of senior) {
      expect(job.experienceMin, job.title).toBeGreaterThanOrEqual(5);
      expect(job.type, job.title).not.toBe('Part-Time');
    }
    for (const job of rows) {
      expect(job.salaryMin, job.title).toBeLessThan(job.salaryMax);
      expect(job.type === 'Remote', job.title).toBe(job.location === 'Remote');
    }

    // Each company posts its own line of work, and no title twice.
    const byCompany = new Map<string, typeof rows>();
    for (const job of rows) byCompany.set(job.companyName, [...(byCompany.get(job.companyName) ?? []), job]);
    expect(byCompany.size).toBe(EMPLOYER_EMAILS.length);
    for (const [company, list] of byCompany) {
      const titles = list.map((j) => j.title.toLowerCase());
      expect(new Set(titles).size, company).toBe(titles.length);
      const roles = COMPANY_ROLES[company]!;
      for (const job of list) {
        expect(
          roles.some((role) => job.title.includes(role)),
          `${company}: ${job.title}`,
        ).toBe(true);
      }
    }
    expect(byCompany.get('Acme Robotics')!.some((j) => /Teacher|Nurse|Hotel/.test(j.title))).toBe(false);
  });
});
