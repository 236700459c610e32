import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@hireloop/shared';
import { insertJob } from '../../src/db/seed/factories';
import { MAX_STREAMS_PER_USER } from '../../src/routes/api/notifications/stream';
import { account, call, createTestApp, signIn, type TestApp } from '../helper';
import { openStream, type OpenStream } from './stream-client';

const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };

/** GET /api/notifications/stream over a real connection (docs/decisions/0024-notifications.md). */
describe('the notification stream', () => {
  let t: TestApp;
  let baseUrl: string;
  const streams: OpenStream[] = [];
  const open = async (token: string) => {
    const stream = await openStream(baseUrl, token);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t.close();
  });

  it('sends each new notification to the user it is for, as it happens', async () => {
    const employer = await account(t, 'employer');
    const seeker = await account(t, 'jobseeker', { resume, skills: ['Welding'] });
    const bystander = await account(t);
    const job = await insertJob(t.database.db, employer.user, { title: 'Welder', keySkills: ['Welding'] });

    const employerStream = await open(employer.token);
    expect(employerStream.response.status).toBe(200);
    expect(employerStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const seekerStream = await open(seeker.token);
    const bystanderStream = await open(bystander.token);

    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token });
    const applicationId = applied.body.application._id as string;
    expect(await employerStream.next('notification')).toEqual({
      kind: 'new_application',
      applicationId,
      jobId: job.id,
    });

    await call(t.app, 'PUT', `/api/applications/${applicationId}/status`, {
      token: employer.token,
      body: { status: 'Interview' },
    });
    expect(await seekerStream.next('notification')).toEqual({
      kind: 'application_status',
      applicationId,
      jobId: job.id,
    });
    // A change folded into the unread notification (security review 2026-12, DL1) is sent live too.
    await call(t.app, 'PUT', `/api/applications/${applicationId}/status`, {
      token: employer.token,
      body: { status: 'Hired' },
    });
    expect(await seekerStream.next('notification')).toEqual({
      kind: 'application_status',
      applicationId,
      jobId: job.id,
    });
    const listed = await call(t.app, 'GET', '/api/notifications', { token: seeker.token });
    expect(listed.body.notifications).toMatchObject([{ status: 'Hired', count: 2 }]);
    expect(bystanderStream.text()).not.toContain('event: notification');
  });

  it(`refuses a user's stream past ${MAX_STREAMS_PER_USER} in one process`, async () => {
    const seeker = await account(t);
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1)
      expect((await open(seeker.token)).response.status).toBe(200);
    const refused = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${seeker.token}` },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(notificationMessages.tooManyStreams);
    // Closing one makes room again.
    streams.at(-1)!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await open(seeker.token)).response.status).toBe(200);
  });

  it('sends a heartbeat, and ends the stream once its login is signed out', async () => {
    const quick = await createTestApp({}, undefined, { notificationHeartbeatMs: 200 });
    try {
      const url = await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const seeker = await account(quick);
      const phone = await signIn(quick, seeker.user.email);
      const onLaptop = await openStream(url, seeker.token);
      const onPhone = await openStream(url, phone.token);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(onPhone.text()).toContain(': ping');

      const out = await call(quick.app, 'POST', '/api/auth/logout', {
        token: phone.token,
        body: { refreshToken: phone.refreshToken },
      });
      expect(out.status).toBe(200);
      await onPhone.ended;
      // The other login's stream goes on.
      const pings = onLaptop.text().split(': ping').length;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(onLaptop.text().split(': ping').length).toBeGreaterThan(pings);
      onLaptop.close();
    } finally {
      await quick.close();
    }
  });

  it('ends open streams when the app closes, so a shutdown does not wait for them', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const seeker = await account(other);
    const stream = await openStream(url, seeker.token);
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
