import { jobFormSchema } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJob, prng, randomRole } from '../../src/db/seed/generate-jobs';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';
import { jobForm } from './util';

/**
 * DM1, docs/security.md: a job's texts took 20,000 characters each and 50 key skills, so every
 * list of jobs could be made huge. The limits fit real postings, and the form says them.
 */
describe('the lengths a job posting may have', () => {
  let t: TestApp;
  let employer: Account;

  beforeAll(async () => {
    t = await createTestApp();
    employer = await account(t, 'employer');
  });
  afterAll(() => t?.close());

  const post = (overrides: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/jobs', { token: employer.token, body: jobForm(overrides) });

  it('takes a long real posting', async () => {
    const res = await post({
      description: 'x'.repeat(15_000),
      requirements: 'y'.repeat(5_000),
      keySkills: Array.from({ length: 20 }, (_, i) => `Skill ${i} ${'s'.repeat(30)}`),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses longer texts and more skills with 400 and a message naming the limit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'x'.repeat(15_001) }, 'Job description must be 15000 characters or fewer'],
      [{ requirements: 'y'.repeat(5_001) }, 'Job requirements must be 5000 characters or fewer'],
      [
        { keySkills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) },
        'Please add no more than 20 key skills',
      ],
      [{ keySkills: ['k'.repeat(41)] }, 'A key skill must be 40 characters or fewer'],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(overrides);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('the demo data', () => {
  it('passes the job form limits: every posting the seed generates could be saved again', () => {
    const rand = prng(2026);
    for (let i = 0; i < 2_000; i += 1) {
      const form = generateJob(rand, 'Acme Robotics', randomRole(rand));
      const result = jobFormSchema.safeParse(form);
      expect(result.error?.issues[0]?.message, form.title).toBeUndefined();
    }
  });
});
