import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { withClient, type ScratchDatabase } from '../../src/db/scratch';
import { createUser, insertJob } from '../../src/db/seed/factories';
import { call, MemoryMailer, migratedScratchDatabase, PASSWORD, TestClock, testConfig } from '../helper';
import { openStream, type OpenStream } from './stream-client';

const adminUrl = process.env.DATABASE_URL;
const resume = { fileUrl: '/api/user/resume/file/00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' };

/**
 * Two app instances on one PostgreSQL database, as two processes (WORKERS, or two machines) run
 * them: a change made through one reaches a stream open on the other, through LISTEN/NOTIFY.
 * Without DATABASE_URL (the embedded database has one process) the test is skipped.
 */
describe.runIf(adminUrl)('live notifications across processes (needs DATABASE_URL)', () => {
  let scratch: ScratchDatabase;
  const apps: { app: FastifyInstance; database: Database; dataDir: string }[] = [];
  const streams: OpenStream[] = [];

  async function instance() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-live-'));
    const database = await openDatabase({ databaseUrl: scratch.url });
    const app = await buildApp({
      config: testConfig(dataDir),
      database,
      clock: new TestClock(),
      mailer: new MemoryMailer(),
      webDist: null,
    });
    apps.push({ app, database, dataDir });
    return { app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  }

  beforeAll(async () => {
    scratch = await migratedScratchDatabase(adminUrl!, 'hireloop_live');
  }, 60_000);

  afterAll(async () => {
    streams.forEach((s) => s.close());
    for (const { app, database, dataDir } of apps) {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await scratch?.drop();
  });

  let a: Awaited<ReturnType<typeof instance>>;
  let b: Awaited<ReturnType<typeof instance>>;
  let onB: OpenStream;
  let ids: { applicationId: string; jobId: string; employerToken: string };

  it('delivers a status change made through instance A to a stream open on instance B', async () => {
    a = await instance();
    b = await instance();
    const employer = await createUser(a.database.db, {
      email: 'live-employer@acme-robotics.com',
      role: 'employer',
      companyName: 'Acme',
    });
    const seeker = await createUser(a.database.db, {
      email: 'live-seeker@example.com',
      kycCompleted: true,
      resume,
      skills: ['Welding'],
    });
    const job = await insertJob(a.database.db, employer, { title: 'Welder', keySkills: ['Welding'] });
    const signIn = async (app: FastifyInstance, email: string) =>
      (await call(app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } })).body
        .token as string;

    const seekerToken = await signIn(b.app, seeker.email);
    const employerToken = await signIn(a.app, employer.email);
    onB = await openStream(b.url, seekerToken);
    streams.push(onB);
    expect(onB.response.status).toBe(200);

    const applied = await call(a.app, 'POST', `/api/applications/${job.id}`, { token: seekerToken });
    const applicationId = applied.body.application._id as string;
    const changed = await call(a.app, 'PUT', `/api/applications/${applicationId}/status`, {
      token: employerToken,
      body: { status: 'Interview' },
    });
    expect(changed.status).toBe(200);
    expect(await onB.next('notification')).toEqual({
      kind: 'application_status',
      applicationId,
      jobId: job.id,
    });
    ids = { applicationId, jobId: job.id, employerToken };
  });

  it('listens again after losing its connection, and tells the open streams to read again', async () => {
    await withClient(scratch.url, (client) =>
      client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      ),
    );
    expect(await onB.next('resync', 10_000)).toEqual({});
    await call(a.app, 'PUT', `/api/applications/${ids.applicationId}/status`, {
      token: ids.employerToken,
      body: { status: 'Hired' },
    });
    expect(await onB.next('notification')).toEqual({
      kind: 'application_status',
      applicationId: ids.applicationId,
      jobId: ids.jobId,
    });
  });
});
