import {
  APPLICANT_NOTE_MAX,
  applicantToolsMessages,
  applicationMessages,
  BULK_STATUS_MAX,
  MATCH_SCORE_VERSION,
  type ApplicantsPage,
  type BulkStatusResult,
} from '@hireloop/shared';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, type JobRow, type UserRow } from '../../src/db/schema';
import { createUser, insertJob } from '../../src/db/seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../helper';

/** Name, score, status of each applicant of the employer's job; names test the CSV's escaping. */
const PEOPLE = [
  { name: 'Meera Iyer', score: 91, status: 'Applied' },
  { name: 'Shah, "Kabir"', score: 74, status: 'Applied' },
  { name: '=HYPERLINK("http://evil.example","x")', score: 66, status: 'Interview' },
  { name: '-Anil Das', score: 40, status: 'Applied' },
  { name: 'Zoya Khan', score: null, status: 'Applied' },
] as const;

describe('employer tools on the applicants list', () => {
  let t: TestApp;
  let employer: UserRow;
  let job: JobRow;
  let otherJob: JobRow;
  let token: string;
  let otherToken: string;
  let seekerToken: string;
  const ids: string[] = [];
  const emails: string[] = [];
  let otherApplication: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    employer = await createUser(db, { email: 'hr@tools.example', role: 'employer', companyName: 'Tools Co' });
    const other = await createUser(db, { email: 'hr@rival.example', role: 'employer', companyName: 'Rival' });
    job = await insertJob(db, employer, { title: 'Data Engineer' });
    otherJob = await insertJob(db, other, { title: 'Rival Engineer' });
    for (const [k, person] of PEOPLE.entries()) {
      const email = `applicant-${k}@example.com`;
      const user = await createUser(db, { email, name: person.name, kycCompleted: true });
      const [row] = await db
        .insert(applications)
        .values({
          jobId: job.id,
          applicantId: user.id,
          status: person.status,
          matchScore: person.score,
          scoreVersion: MATCH_SCORE_VERSION,
          createdAt: new Date(Date.UTC(2026, 1, 1 + k, 9)),
        })
        .returning({ id: applications.id });
      ids.push(row!.id);
      emails.push(email);
      if (k === 0) {
        const [rival] = await db
          .insert(applications)
          .values({
            jobId: otherJob.id,
            applicantId: user.id,
            matchScore: 50,
            scoreVersion: MATCH_SCORE_VERSION,
          })
          .returning({ id: applications.id });
        otherApplication = rival!.id;
      }
    }
    token = (await signIn(t, 'hr@tools.example')).token;
    otherToken = (await signIn(t, 'hr@rival.example')).token;
    seekerToken = (await signIn(t, emails[0]!)).token;
  });
  afterAll(() => t.close());

  const page = (query: Record<string, string>, as = token) =>
    call(t.app, 'GET', `/api/applications/job/${job.id}/page?${new URLSearchParams(query).toString()}`, {
      token: as,
    });
  const bulk = (body: unknown, as = token) =>
    call(t.app, 'POST', '/api/applications/bulk-status', { token: as, body });
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;
  const mailsTo = async (email: string) => {
    await t.app.backgroundWork.drain();
    return t.mailer.sent.filter((m) => m.to === email);
  };

  describe('minimum match score', () => {
    it('lists only the applicants scoring at least minScore, with the total and counts of those', async () => {
      const res = await page({ minScore: '66' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as ApplicantsPage;
      expect(body.applications.map((a) => a.matchScore)).toEqual([91, 74, 66]);
      expect(body.total).toBe(3);
      expect(body.counts).toMatchObject({ all: 3, Applied: 2, Interview: 1, Rejected: 0 });

      const both = (await page({ minScore: '66', status: 'Applied' })).body as ApplicantsPage;
      expect(both.applications.map((a) => a.matchScore)).toEqual([91, 74]);
      expect(both.total).toBe(2);
    });

    it('leaves out unscored applicants at 0 and pages through the filtered list by cursor', async () => {
      const first = (await page({ minScore: '0', limit: '2' })).body as ApplicantsPage;
      expect(first.total).toBe(4);
      const second = (await page({ minScore: '0', limit: '2', cursor: first.nextCursor! }))
        .body as ApplicantsPage;
      expect([...first.applications, ...second.applications].map((a) => a.matchScore)).toEqual([
        91, 74, 66, 40,
      ]);
      expect(second.nextCursor).toBeNull();
    });

    it('refuses a minScore that is not a whole number from 0 to 100', async () => {
      for (const bad of ['101', '-1', '50.5', 'high']) {
        const res = await page({ minScore: bad });
        expect(res.status, bad).toBe(400);
        expect(res.body.message).toBe(applicantToolsMessages.invalidMinScore);
      }
    });
  });

  describe('bulk status change', () => {
    it('changes the employer’s applications in one call, refuses the rest with the reason, and mails each changed applicant once', async () => {
      const unknown = randomUUID();
      const res = await bulk({
        ids: [ids[0], ids[1], ids[2], otherApplication, unknown],
        status: 'Interview',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const result = res.body as BulkStatusResult;
      expect(result.message).toBe('2 applicants moved to Interview');
      expect(result.changed).toEqual([ids[0], ids[1]]);
      expect(result.refused).toEqual([
        { _id: ids[2], reason: 'unchanged', message: applicantToolsMessages.refusedUnchanged },
        { _id: otherApplication, reason: 'notFound', message: applicationMessages.applicationNotFound },
        { _id: unknown, reason: 'notFound', message: applicationMessages.applicationNotFound },
      ]);
      expect(await statusOf(ids[0]!)).toBe('Interview');
      expect(await statusOf(ids[1]!)).toBe('Interview');
      expect(await statusOf(otherApplication)).toBe('Applied');

      const events = await t.database.db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.applicationId, [ids[0]!, ids[1]!, ids[2]!, otherApplication]));
      expect(events.map((e) => [e.applicationId, e.fromStatus, e.toStatus])).toEqual(
        expect.arrayContaining([
          [ids[0], 'Applied', 'Interview'],
          [ids[1], 'Applied', 'Interview'],
        ]),
      );
      expect(events).toHaveLength(2);
      const [first] = await mailsTo(emails[0]!);
      expect(first?.subject).toContain('Data Engineer');
      expect(first?.text).toContain('Interview');
      expect(await mailsTo(emails[1]!)).toHaveLength(1);
      expect(await mailsTo(emails[2]!)).toHaveLength(0);
    });

    it('follows the single change’s mail allowance: no second mail within 10 minutes', async () => {
      const single = await call(t.app, 'PUT', `/api/applications/${ids[3]}/status`, {
        token,
        body: { status: 'In Review' },
      });
      expect(single.status).toBe(200);
      const res = await bulk({ ids: [ids[3]], status: 'Rejected' });
      expect(res.body.changed).toEqual([ids[3]]);
      expect(await statusOf(ids[3]!)).toBe('Rejected');
      expect(await mailsTo(emails[3]!)).toHaveLength(1);
      t.clock.advance(11 * 60_000);
      await bulk({ ids: [ids[3]], status: 'Applied' });
      expect(await mailsTo(emails[3]!)).toHaveLength(2);
    });

    it('changes nothing of another employer’s applications and refuses job seekers', async () => {
      const rival = await bulk({ ids: [ids[4]], status: 'Hired' }, otherToken);
      expect(rival.status).toBe(200);
      expect(rival.body.changed).toEqual([]);
      expect(rival.body.refused).toEqual([
        { _id: ids[4], reason: 'notFound', message: applicationMessages.applicationNotFound },
      ]);
      expect(rival.body.message).toBe('0 applicants moved to Hired');
      expect((await bulk({ ids: [ids[4]], status: 'Hired' }, seekerToken)).status).toBe(403);
      expect(
        (
          await call(t.app, 'POST', '/api/applications/bulk-status', {
            body: { ids: [ids[4]], status: 'Hired' },
          })
        ).status,
      ).toBe(401);
      expect(await statusOf(ids[4]!)).toBe('Applied');
    });

    it('leaves an application the applicant withdrew as it is, refused with that reason (decision 0020)', async () => {
      await t.database.db
        .update(applications)
        .set({ status: 'Withdrawn' })
        .where(eq(applications.id, ids[3]!));
      const mailsBefore = (await mailsTo(emails[3]!)).length;
      const res = await bulk({ ids: [ids[3]], status: 'Rejected' });
      expect(res.status).toBe(200);
      expect(res.body.changed).toEqual([]);
      expect(res.body.refused).toEqual([
        { _id: ids[3], reason: 'withdrawn', message: applicantToolsMessages.refusedWithdrawn },
      ]);
      expect(await statusOf(ids[3]!)).toBe('Withdrawn');
      expect(await mailsTo(emails[3]!)).toHaveLength(mailsBefore);
      await t.database.db.update(applications).set({ status: 'Applied' }).where(eq(applications.id, ids[3]!));
    });

    it('validates the body: 1 to 100 distinct ids and a known status', async () => {
      const cases: [unknown, string][] = [
        [{ ids: [], status: 'Hired' }, applicantToolsMessages.bulkNoIds],
        [
          { ids: Array.from({ length: BULK_STATUS_MAX + 1 }, () => randomUUID()), status: 'Hired' },
          applicantToolsMessages.bulkTooMany,
        ],
        [{ ids: [ids[4], ids[4]], status: 'Hired' }, applicantToolsMessages.bulkDuplicateIds],
        [{ ids: [ids[4]], status: 'Shortlisted' }, applicationMessages.invalidStatus],
      ];
      for (const [body, message] of cases) {
        const res = await bulk(body);
        expect(res.status, message).toBe(400);
        expect(res.body.message).toBe(message);
      }
      const most = await bulk({
        ids: [ids[4], ...Array.from({ length: BULK_STATUS_MAX - 1 }, () => randomUUID())],
        status: 'In Review',
      });
      expect(most.status).toBe(200);
      expect(most.body.changed).toEqual([ids[4]]);
      expect(most.body.refused).toHaveLength(BULK_STATUS_MAX - 1);
    });
  });

  describe('private notes', () => {
    const notesUrl = (id: string) => `/api/applications/${id}/notes`;

    it('keeps the employer’s notes on an application, newest first, and deletes one', async () => {
      const first = await call(t.app, 'POST', notesUrl(ids[0]!), { token, body: { text: '  Strong SQL. ' } });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body).toMatchObject({ success: true, message: applicantToolsMessages.noteAdded });
      expect(first.body.note.text).toBe('Strong SQL.');
      t.clock.advance(1000);
      const longest = 'x'.repeat(APPLICANT_NOTE_MAX);
      expect((await call(t.app, 'POST', notesUrl(ids[0]!), { token, body: { text: longest } })).status).toBe(
        201,
      );

      const list = await call(t.app, 'GET', notesUrl(ids[0]!), { token });
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(list.body.notes.map((n: { text: string }) => n.text)).toEqual([longest, 'Strong SQL.']);

      const removed = await call(t.app, 'DELETE', `${notesUrl(ids[0]!)}/${first.body.note._id}`, { token });
      expect(removed.body).toEqual({ success: true, message: applicantToolsMessages.noteDeleted });
      expect((await call(t.app, 'GET', notesUrl(ids[0]!), { token })).body.notes).toHaveLength(1);
      const again = await call(t.app, 'DELETE', `${notesUrl(ids[0]!)}/${first.body.note._id}`, { token });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(applicantToolsMessages.noteNotFound);
    });

    it('refuses an empty note and one over 2000 characters', async () => {
      for (const [text, message] of [
        ['   ', applicantToolsMessages.noteEmpty],
        ['x'.repeat(APPLICANT_NOTE_MAX + 1), applicantToolsMessages.noteTooLong],
      ] as const) {
        const res = await call(t.app, 'POST', notesUrl(ids[1]!), { token, body: { text } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('never shows a note to the applicant or to another employer', async () => {
      const secret = 'Salary ask too high, keep as backup';
      await call(t.app, 'POST', notesUrl(ids[0]!), { token, body: { text: secret } });
      const noteId = (await call(t.app, 'GET', notesUrl(ids[0]!), { token })).body.notes[0]._id as string;

      for (const as of [seekerToken, otherToken]) {
        const read = await call(t.app, 'GET', notesUrl(ids[0]!), { token: as });
        expect(read.status).toBe(403);
        expect(JSON.stringify(read.body)).not.toContain(secret);
        expect(
          (await call(t.app, 'POST', notesUrl(ids[0]!), { token: as, body: { text: 'mine' } })).status,
        ).toBe(403);
        expect((await call(t.app, 'DELETE', `${notesUrl(ids[0]!)}/${noteId}`, { token: as })).status).toBe(
          403,
        );
      }
      expect((await call(t.app, 'GET', notesUrl(randomUUID()), { token })).status).toBe(404);
      expect((await call(t.app, 'GET', notesUrl('not-an-id'), { token })).status).toBe(404);

      // The applicant's own views of the application carry no notes.
      const mine = await call(t.app, 'GET', '/api/applications/my', { token: seekerToken });
      expect(mine.status).toBe(200);
      expect(mine.body.some((a: { _id: string }) => a._id === ids[0])).toBe(true);
      expect(JSON.stringify(mine.body)).not.toContain(secret);
      // (Their own note to the employer, `note`, is theirs: decision 0020.)
      expect(JSON.stringify(mine.body)).not.toMatch(/"notes"/i);
      const match = await call(t.app, 'GET', `/api/applications/match/${job.id}`, { token: seekerToken });
      expect(JSON.stringify(match.body)).not.toContain(secret);
      // Nor the employer's other lists, which a careless join could leak into.
      const rows = await page({});
      expect(JSON.stringify(rows.body)).not.toContain(secret);
    });
  });

  describe('CSV export', () => {
    const exportUrl = (query: Record<string, string> = {}) =>
      `/api/applications/job/${job.id}/export?${new URLSearchParams(query).toString()}`;
    const lines = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);

    it('sends the filtered list as an attachment, best match first, with formulas defused and cells quoted', async () => {
      const res = await call(t.app, 'GET', exportUrl({ minScore: '40' }), { token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="applicants-data-engineer-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.body as string;
      expect(body.startsWith('\uFEFF')).toBe(true);
      expect(lines(body)).toEqual([
        '"Name","Email","Applied date","Status","Match score","Job title"',
        `"Meera Iyer","applicant-0@example.com","2026-02-01","Interview","91","Data Engineer"`,
        `"Shah, ""Kabir""","applicant-1@example.com","2026-02-02","Interview","74","Data Engineer"`,
        `"'=HYPERLINK(""http://evil.example"",""x"")","applicant-2@example.com","2026-02-03","Interview","66","Data Engineer"`,
        `"'-Anil Das","applicant-3@example.com","2026-02-04","Applied","40","Data Engineer"`,
      ]);
    });

    it('keeps a name with a list separator and a formula in one defused cell (review DL2)', async () => {
      const db = t.database.db;
      const email = 'separator@example.com';
      const resume = { fileUrl: `/api/user/resume/file/${randomUUID()}`, fileName: 'cv.pdf' };
      await createUser(db, { email, kycCompleted: true, resume });
      const seeker = (await signIn(t, email)).token;
      const renamed = await call(t.app, 'PUT', '/api/user/profile', {
        token: seeker,
        body: { name: 'x;=1+2;' },
      });
      expect(renamed.status).toBe(200);
      const separatorJob = await insertJob(db, employer, { title: 'Separator Job' });
      const applied = await call(t.app, 'POST', `/api/applications/${separatorJob.id}`, { token: seeker });
      expect(applied.status).toBe(201);

      const res = await call(t.app, 'GET', `/api/applications/job/${separatorJob.id}/export`, { token });
      expect(res.status).toBe(200);
      // A spreadsheet splitting on `;` sees one quoted cell; one ignoring quotes still reads `'=1+2` as text.
      expect(lines(res.body as string)[1]).toMatch(
        /^"x;'=1\+2;","separator@example\.com","\d{4}-\d{2}-\d{2}","Applied","\d+","Separator Job"$/,
      );
    });

    it('applies the status filter and lists unscored applicants with an empty score', async () => {
      const byStatus = await call(t.app, 'GET', exportUrl({ status: 'In Review' }), { token });
      expect(lines(byStatus.body as string).slice(1)).toEqual([
        '"Zoya Khan","applicant-4@example.com","2026-02-05","In Review","","Data Engineer"',
      ]);
      const bad = await call(t.app, 'GET', exportUrl({ minScore: '500' }), { token });
      expect(bad.status).toBe(400);
    });

    it('is the job owner’s only', async () => {
      expect((await call(t.app, 'GET', exportUrl(), { token: otherToken })).status).toBe(403);
      expect((await call(t.app, 'GET', exportUrl(), { token: seekerToken })).status).toBe(403);
      expect(
        (await call(t.app, 'GET', `/api/applications/job/${randomUUID()}/export`, { token })).status,
      ).toBe(404);
    });
  });
});
