import { jobMessages } from '@hireloop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { applyDirectly, ids, UNKNOWN_ID } from './util';

describe('GET /api/jobs/{id}/similar', () => {
  let t: TestApp;
  let owner: Account;
  let applicant: Account;
  let stranger: Account;
  let base: JobRow;
  let sameCategory: JobRow;
  let otherCategory: JobRow;
  let skillOnly: JobRow;
  let closed: JobRow;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await account(t, 'employer');
    applicant = await account(t, 'jobseeker');
    stranger = await account(t, 'jobseeker');
    const job = (title: string, more: Parameters<typeof insertJob>[2] = {}) =>
      insertJob(t.database.db, owner.user, { title, ...more });
    base = await job('Backend Engineer', { keySkills: ['PostgreSQL', 'Node.js'] });
    otherCategory = await job('Backend Engineer', {
      category: 'Operations',
      keySkills: ['PostgreSQL', 'Node.js'],
    });
    sameCategory = await job('Frontend Engineer', { keySkills: ['React', 'Node.js'] });
    skillOnly = await job('Data Analyst', { category: 'Analytics', keySkills: ['PostgreSQL'] });
    closed = await job('Backend Engineer', { keySkills: ['PostgreSQL'], isClosed: true });
    await job('Pastry Chef', { category: 'Hospitality', keySkills: ['Baking'] });
    await job('Night Nurse', { category: 'Healthcare' });
    await applyDirectly(t, closed.id, applicant.user);
  });
  afterAll(() => t?.close());

  const similar = (id: string, token?: string) => call(t.app, 'GET', `/api/jobs/${id}/similar`, { token });

  it('answers open jobs sharing words of the title or skills, same category first, never the job itself', async () => {
    const res = await similar(base.id);
    expect(res.status).toBe(200);
    const found = ids(res.body.jobs);
    expect(found).not.toContain(base.id);
    expect(found).not.toContain(closed.id);
    expect(new Set(found)).toEqual(new Set([sameCategory.id, otherCategory.id, skillOnly.id]));
    // Same category first, although the other-category job shares more words.
    expect(found[0]).toBe(sameCategory.id);
    expect(found[1]).toBe(otherCategory.id);
    expect(res.body.jobs[0]).toMatchObject({ title: 'Frontend Engineer', isClosed: false, isSaved: false });
  });

  it('answers at most four jobs', async () => {
    for (let i = 0; i < 4; i++)
      await insertJob(t.database.db, owner.user, {
        title: `Platform Engineer ${i}`,
        keySkills: ['PostgreSQL'],
      });
    const res = await similar(base.id);
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(4);
    expect(ids(res.body.jobs)).not.toContain(base.id);
  });

  it('answers an empty list when nothing is alike', async () => {
    const lone = await insertJob(t.database.db, owner.user, {
      title: 'Lighthouse Keeper',
      category: 'Maritime',
    });
    const res = await similar(lone.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobs: [] });
  });

  it('follows the rules of the job page for a closed job: its owner and its applicants only', async () => {
    for (const token of [undefined, stranger.token]) {
      const res = await similar(closed.id, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    }
    for (const token of [owner.token, applicant.token]) {
      const res = await similar(closed.id, token);
      expect(res.status).toBe(200);
      expect(ids(res.body.jobs)).toContain(base.id);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id', '123', `${base.id}x`]) {
      const res = await similar(id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: jobMessages.jobNotFound });
    }
  });
});
