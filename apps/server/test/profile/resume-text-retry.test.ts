import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { applications, backgroundJobs } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { extractResumeText, type ExtractText } from '../../src/services/files/extract-text';
import type { ExtractFailure } from '../../src/services/files/text-limits';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { makePdf, paddedPdf } from './fixtures';
import { upload } from './multipart';
import { me, userRow } from './util';

const MINUTE = 60_000;

/**
 * Security review DI1: while the text workers were all taken, an honest upload was stored without
 * text (`busy`) and nobody was told, so its match scores silently dropped. Now the resume says its
 * text is pending, and background work reads it again later.
 */
describe('resume text read again later (DI1)', () => {
  let t: TestApp;
  let warn: MockInstance;
  /** What the text reader answers instead of reading, while set: the workers are all taken. */
  let refuse: ExtractFailure | null = null;
  let reads = 0;
  const extractText: ExtractText = async (data, kind, limits, options) => {
    reads += 1;
    if (refuse) return { text: '', failure: refuse };
    return extractResumeText(data, kind, limits, options);
  };

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { extractText });
    warn = vi.spyOn(t.app.log, 'warn');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    refuse = null;
    reads = 0;
  });

  const send = (seeker: Account, data: Buffer, fileName = 'cv.pdf') =>
    upload(t.app, '/api/user/resume', {
      token: seeker.token,
      files: [{ field: 'resume', fileName, data, contentType: 'application/pdf' }],
    });

  /** Lets `minutes` pass, doing the background work that fell due, a minute at a time. */
  async function later(minutes: number) {
    for (let i = 0; i < minutes; i++) {
      t.clock.advance(MINUTE);
      await t.app.backgroundWork.drain();
    }
  }

  /** The background job that reads the text of the resume at `fileUrl` again. */
  const textJob = async (fileUrl: string) => {
    const fileId = fileUrl.split('/').pop()!;
    const [row] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, 'resume:text'), like(backgroundJobs.key, `%${fileId}%`)));
    return row;
  };

  it('stores a busy upload as pending, reads it later, marks it read and rescores the applications', async () => {
    const employer = await account(t, 'employer');
    const job = await insertJob(t.database.db, employer.user, {
      title: 'Platform Engineer',
      keySkills: ['Kubernetes', 'Terraform', 'Prometheus'],
      description: 'Run Kubernetes clusters with Terraform and Prometheus.',
    });
    const seeker = await account(t);
    const pdf = await makePdf(['Asha Rao', 'Kubernetes Terraform Prometheus', 'Platform engineering']);

    refuse = 'busy';
    const res = await send(seeker, pdf);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resume.textStatus).toBe('pending');
    expect((await me(t, seeker.token)).resume.textStatus).toBe('pending');
    expect((await userRow(t, seeker.user.id)).resumeText).toBe('');
    expect(warn).toHaveBeenCalledWith(
      { userId: seeker.user.id, reason: 'busy' },
      'resume text not extracted',
    );

    const applied = await call(t.app, 'POST', `/api/applications/${job.id}`, { token: seeker.token });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await t.app.backgroundWork.drain();
    const scoreWithoutText = await matchScore(applied.body.application._id);

    // The workers are free again; the retry waits a little first, so the rush can pass.
    refuse = null;
    await t.app.backgroundWork.drain();
    expect((await me(t, seeker.token)).resume.textStatus).toBe('pending');
    await later(1);

    const row = await userRow(t, seeker.user.id);
    expect(row.resumeText).toContain('Kubernetes Terraform Prometheus');
    const resume = (await me(t, seeker.token)).resume;
    expect(resume).toEqual({ ...res.body.resume, textStatus: 'read' });
    expect(await matchScore(applied.body.application._id)).toBeGreaterThan(scoreWithoutText);
  });

  it('gives up after a few tries while the workers stay taken, and says the text could not be read', async () => {
    const seeker = await account(t);
    refuse = 'busy';
    const res = await send(seeker, await makePdf(['Never read']));
    expect(res.status).toBe(200);
    await later(60);
    // An hour on, the sign-in has expired: the stored row says what the next visit will see.
    expect((await userRow(t, seeker.user.id)).resume!.textStatus).toBe('unreadable');
    // The upload, then five background attempts: bounded, and nothing is left to run.
    expect(reads).toBe(6);
    expect(await textJob(res.body.resume.fileUrl)).toMatchObject({ status: 'done', attempts: 5 });
    await later(120);
    expect(reads).toBe(6);
  });

  it('tries a file that ran out of time once more, then stops: a bomb costs two deadlines at most', async () => {
    const seeker = await account(t);
    refuse = 'timeout';
    const res = await send(seeker, await makePdf(['Slow file']));
    expect(res.body.resume.textStatus).toBe('pending');
    await later(60);
    expect((await userRow(t, seeker.user.id)).resume!.textStatus).toBe('unreadable');
    expect(reads).toBe(2);
  });

  it('does nothing when the resume was replaced or deleted before the retry', async () => {
    const replacing = await account(t);
    const deleting = await account(t);
    refuse = 'busy';
    await send(replacing, await makePdf(['Old version Alpha']), 'old.pdf');
    const gone = await send(deleting, await makePdf(['Deleted Bravo']), 'gone.pdf');
    refuse = null;
    const replaced = await send(replacing, await makePdf(['New version Charlie']), 'new.pdf');
    expect(replaced.body.resume.textStatus).toBe('read');
    const deleted = await call(t.app, 'DELETE', '/api/user/resume', {
      token: deleting.token,
      body: { resumeUrl: gone.body.resume.fileUrl },
    });
    expect(deleted.status).toBe(200);
    reads = 0;

    await later(10);
    expect(reads).toBe(0);
    const row = await userRow(t, replacing.user.id);
    expect(row.resumeText).toContain('New version Charlie');
    expect(row.resumeText).not.toContain('Alpha');
    expect((await me(t, replacing.token)).resume).toEqual(replaced.body.resume);
    expect(await userRow(t, deleting.user.id)).toMatchObject({
      resume: null,
      resumeKey: null,
      resumeText: '',
    });
  });

  it('says at once when a file has no text to read (a damaged PDF or a scan)', async () => {
    const seeker = await account(t);
    const res = await send(seeker, paddedPdf(4_000), 'damaged.pdf');
    expect(res.status).toBe(200);
    expect(res.body.resume.textStatus).toBe('unreadable');
    await later(10);
    expect(reads).toBe(1);
  });

  async function matchScore(applicationId: string): Promise<number> {
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    return row!.matchScore ?? -1;
  }
});
