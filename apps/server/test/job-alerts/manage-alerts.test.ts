import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertMessages, MAX_ALERTS_PER_USER } from '@hireloop/shared';
import { account, call, createTestApp, type TestApp } from '../helper';

describe('job alerts: create, list, edit, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (token: string, body: unknown) => call(t.app, 'POST', '/api/alerts', { token, body });

  it('saves the search with a name from its keywords, lists it, edits and deletes it', async () => {
    const seeker = await account(t);
    const created = await create(seeker.token, {
      frequency: 'daily',
      search: {
        keyword: 'react developer',
        location: 'Pune',
        type: 'Full-Time',
        minSalary: '500000',
        sort: 'newest',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(jobAlertMessages.created);
    const alert = created.body.alert;
    expect(alert).toMatchObject({
      name: 'react developer',
      frequency: 'daily',
      active: true,
      lastSentAt: null,
      search: { keyword: 'react developer', location: 'Pune', type: 'Full-Time', minSalary: 500000 },
    });
    expect(alert.search.sort).toBeUndefined();

    const listed = await call(t.app, 'GET', '/api/alerts', { token: seeker.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: { _id: string }) => a._id)).toEqual([alert._id]);

    const edited = await call(t.app, 'PUT', `/api/alerts/${alert._id}`, {
      token: seeker.token,
      body: { name: 'React in Pune', frequency: 'weekly' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(jobAlertMessages.updated);
    expect(edited.body.alert).toMatchObject({ name: 'React in Pune', frequency: 'weekly' });

    const removed = await call(t.app, 'DELETE', `/api/alerts/${alert._id}`, { token: seeker.token });
    expect(removed.body).toEqual({ success: true, message: jobAlertMessages.deleted });
    expect((await call(t.app, 'GET', '/api/alerts', { token: seeker.token })).body).toEqual([]);
  });

  it('names an alert without keywords after its place, or "Any job"', async () => {
    const seeker = await account(t);
    expect(
      (await create(seeker.token, { frequency: 'weekly', search: { location: 'Mumbai' } })).body.alert.name,
    ).toBe('Mumbai');
    expect((await create(seeker.token, { frequency: 'weekly', search: {} })).body.alert.name).toBe('Any job');
  });

  it('names an alert after keywords holding line breaks on one line (review DI2)', async () => {
    const seeker = await account(t);
    const created = await create(seeker.token, {
      frequency: 'daily',
      search: { keyword: 'python\r\nBcc: x@evil.example' },
    });
    expect(created.status).toBe(201);
    expect(created.body.alert.name).toBe('python Bcc: x@evil.example');
    // The search keeps the keywords as typed; only the name, which goes into mail subjects, is one line.
    expect(created.body.alert.search.keyword).toBe('python\r\nBcc: x@evil.example');
    const renamed = await call(t.app, 'PUT', `/api/alerts/${created.body.alert._id}`, {
      token: seeker.token,
      body: { name: '' },
    });
    expect(renamed.body.alert.name).toBe('python Bcc: x@evil.example');
  });

  it('refuses bad input with clear messages', async () => {
    const seeker = await account(t);
    const noFrequency = await create(seeker.token, { search: { keyword: 'go' } });
    expect(noFrequency.status).toBe(400);
    expect(noFrequency.body.message).toBe(jobAlertMessages.frequencyRequired);
    const longName = await create(seeker.token, { name: 'x'.repeat(81), frequency: 'daily', search: {} });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe(jobAlertMessages.nameTooLong);
  });

  it(`allows ${MAX_ALERTS_PER_USER} alerts per person`, async () => {
    const seeker = await account(t);
    for (let i = 0; i < MAX_ALERTS_PER_USER; i++) {
      expect(
        (await create(seeker.token, { frequency: 'daily', search: { keyword: `skill${i}` } })).status,
      ).toBe(201);
    }
    const over = await create(seeker.token, { frequency: 'daily', search: { keyword: 'one more' } });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(jobAlertMessages.tooMany);
  });

  it("answers another person's alert, and a malformed id, with 404; employers and visitors are refused", async () => {
    const owner = await account(t);
    const other = await account(t);
    const { alert } = (await create(owner.token, { frequency: 'daily', search: { keyword: 'rust' } })).body;
    for (const res of [
      await call(t.app, 'PUT', `/api/alerts/${alert._id}`, {
        token: other.token,
        body: { name: 'mine now' },
      }),
      await call(t.app, 'DELETE', `/api/alerts/${alert._id}`, { token: other.token }),
      await call(t.app, 'DELETE', '/api/alerts/not-an-id', { token: owner.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(jobAlertMessages.notFound);
    }
    expect((await call(t.app, 'GET', '/api/alerts', { token: other.token })).body).toEqual([]);
    const employer = await account(t, 'employer');
    expect((await create(employer.token, { frequency: 'daily', search: {} })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/alerts')).status).toBe(401);
  });
});
