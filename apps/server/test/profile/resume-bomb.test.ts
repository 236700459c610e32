import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { insertJob } from '../../src/db/seed/factories';
import { EXTRACT_LIMITS } from '../../src/services/files/text-limits';
import { call, createTestApp, type TestApp, account, type Account } from '../helper';
import { docxBomb, pdfBomb } from './bombs';
import { paddedPdf } from './fixtures';
import { multipartBody } from './multipart';
import { userRow } from './util';

const MB = 1024 * 1024;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/**
 * Generous for a shared two-core host running other test files at once (a search there has taken
 * over a second under load); a blocked event loop answers in tens of seconds.
 */
const QUICK_MS = 2_500;

// Security review H1: a resume that inflates to hundreds of MB blocked the event loop for a minute
// and then took the process down. Uploads go over a real socket here, so that the API's other
// requests are served (or not) exactly as they would be in production.
describe('resume decompression bombs (H1)', () => {
  let t: TestApp;
  let base: string;
  let warn: MockInstance;
  beforeAll(async () => {
    t = await createTestApp();
    await insertJob(t.database.db, (await account(t, 'employer')).user, { title: 'Platform Engineer' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    warn = vi.spyOn(t.app.log, 'warn');
  });
  afterAll(() => t.close());

  /** How long one GET took, and whether it was answered with 200. */
  async function timed(url: string): Promise<{ ms: number; ok: boolean }> {
    const started = performance.now();
    const ok = await fetch(`${base}${url}`).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    return { ms: Math.round(performance.now() - started), ok };
  }

  function expectQuick(name: string, polls: Array<{ ms: number; ok: boolean }>): void {
    const seen = `${name}: ${polls.map((p) => `${p.ms} ms${p.ok ? '' : ' (failed)'}`).join(', ')}`;
    expect(
      polls.every((p) => p.ok && p.ms < QUICK_MS),
      seen,
    ).toBe(true);
  }

  /** Uploads the resume and, until it is answered (and at least five times), times health and search. */
  async function uploadWhileWatching(seeker: Account, data: Buffer, fileName: string, contentType: string) {
    const { body, contentType: type } = multipartBody([{ field: 'resume', fileName, data, contentType }]);
    const started = performance.now();
    let answered = false;
    const upload = fetch(`${base}/api/user/resume`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': type, authorization: `Bearer ${seeker.token}` },
    }).then(async (res) => {
      answered = true;
      return { status: res.status, body: (await res.json()) as any, ms: performance.now() - started };
    });
    const health: Array<{ ms: number; ok: boolean }> = [];
    const search: Array<{ ms: number; ok: boolean }> = [];
    while (!answered || health.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      health.push(await timed('/api/health'));
      search.push(await timed('/api/jobs?keyword=platform'));
    }
    return { ...(await upload), health, search };
  }

  /** The upload was answered in time with the resume stored as sent, only without text. */
  async function keptWithoutText(seeker: Account, data: Buffer, fileName: string, contentType: string) {
    const res = await uploadWhileWatching(seeker, data, fileName, contentType);
    expectQuick('health', res.health);
    expectQuick('search', res.search);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.ms).toBeLessThan(EXTRACT_LIMITS.timeoutMs + 5_000);
    expect(res.body.resume).toMatchObject({ fileName, fileSize: data.length, fileType: contentType });

    const row = await userRow(t, seeker.user.id);
    expect(row.resume).toEqual(res.body.resume);
    expect(row.resumeText).toBe('');
    const download = await t.app.inject({
      method: 'GET',
      url: res.body.resume.fileUrl,
      headers: { authorization: `Bearer ${seeker.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    return res;
  }

  function warnedAbout(seeker: Account, reason: string): void {
    expect(warn).toHaveBeenCalledWith({ userId: seeker.user.id, reason }, 'resume text not extracted');
  }

  // First, while no bomb occupies the text workers: its deadline counts the wait for a free one.
  it('a damaged PDF still counts as uploaded, without text', async () => {
    const seeker = await account(t);
    await keptWithoutText(seeker, paddedPdf(4_000), 'damaged.pdf', 'application/pdf');
    warnedAbout(seeker, 'unreadable');
  }, 60_000);

  it('a DOCX whose document.xml inflates to 100 MB is kept without text; the API stays responsive', async () => {
    const seeker = await account(t);
    await keptWithoutText(seeker, await docxBomb(100 * MB), 'bomb.docx', DOCX_MIME);
    warnedAbout(seeker, 'too-large');
  }, 120_000);

  it('a DOCX that declares a small document.xml but inflates to 100 MB is kept without text', async () => {
    const seeker = await account(t);
    await keptWithoutText(seeker, await docxBomb(100 * MB, 4_000), 'liar.docx', DOCX_MIME);
    warnedAbout(seeker, 'too-large');
  }, 120_000);

  it('a PDF with a 200 MB Flate stream is kept without text; the API stays responsive', async () => {
    const seeker = await account(t);
    const res = await keptWithoutText(seeker, await pdfBomb(200 * MB), 'bomb.pdf', 'application/pdf');
    expect(res.health.length).toBeGreaterThan(5);
    expect(warn.mock.calls.map((c) => c[0])).toContainEqual({
      userId: seeker.user.id,
      reason: expect.stringMatching(/^(timeout|out-of-memory)$/),
    });
  }, 120_000);

  it('the server keeps working after the bombs', async () => {
    const seeker = await account(t);
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: seeker.token })).status).toBe(200);
    // The log names the user and the reason, never what the files said.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Bomb resume line');
  });
});
