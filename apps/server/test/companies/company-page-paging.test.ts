import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';
import { jobForm } from '../jobs/util';

/**
 * DM1 (a), docs/security.md: the anonymous company page answered every open job of the company in
 * full (2,000 jobs of 20,000-character texts were 78 MB). It answers one page of job summaries.
 */
const JOBS = 60;
const LONG = 'd'.repeat(9_000);

describe('the company page of a company with many long jobs', () => {
  let t: TestApp;
  let employer: Account;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer');
    for (let i = 0; i < JOBS; i += 1) {
      t.clock.advance(1000);
      const res = await call(t.app, 'POST', '/api/jobs', {
        token: employer.token,
        body: jobForm({ title: `Role ${i}`, description: LONG, requirements: 'r'.repeat(4_000) }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }, 120_000);
  afterAll(() => t?.close());

  const page = (query = '') => call(t.app, 'GET', `/api/companies/${employer.user.id}${query}`);

  it('answers a visitor the 20 newest jobs, the total and a cursor, without their long texts', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(20);
    expect(res.body.total).toBe(JOBS);
    expect(typeof res.body.nextCursor).toBe('string');
    expect(res.body.jobs.map((j: { title: string }) => j.title).slice(0, 3)).toEqual([
      `Role ${JOBS - 1}`,
      `Role ${JOBS - 2}`,
      `Role ${JOBS - 3}`,
    ]);
    for (const job of res.body.jobs) {
      expect(job).not.toHaveProperty('description');
      expect(job).not.toHaveProperty('requirements');
    }
    expect(JSON.stringify(res.body).length).toBeLessThan(40_000);
  });

  it('pages through every job once by the cursor, and refuses pages larger than 50', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: any } = await page(
        `?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.jobs.length).toBeLessThanOrEqual(50);
      seen.push(...res.body.jobs.map((j: { _id: string }) => j._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(JOBS);
    expect(new Set(seen).size).toBe(JOBS);

    const tooMany = await page('?limit=51');
    expect(tooMany.status).toBe(400);
    expect(typeof tooMany.body.message).toBe('string');
    const broken = await page('?cursor=not-a-cursor');
    expect(broken.status).toBe(400);
  });
});
