import {
  applicantsPageMessages,
  applicationMessages,
  jobMessages,
  MATCH_SCORE_VERSION,
  type ApplicantRow,
  type ApplicantsPage,
} from '@hireloop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, users, type JobRow, type UserRow } from '../../src/db/schema';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp, signIn } from '../helper';

const STATUSES = ['Applied', 'Applied', 'In Review', 'Interview', 'Rejected'] as const;
const N = 23;

interface Seeded {
  id: string;
  score: number | null;
  createdAt: string;
  status: string;
}

/** The order the list promises: best score first, unscored last, then earliest, then id. */
function expectedOrder(rows: Seeded[]): string[] {
  const rank = (r: Seeded) => -(r.score ?? -1);
  return [...rows]
    .sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((r) => r.id);
}

describe('a job’s applicants, page by page', () => {
  let t: TestApp;
  let employer: UserRow;
  let job: JobRow;
  let token: string;
  let otherToken: string;
  let seekerToken: string;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    employer = await createUser(db, { email: 'hr@acme-robotics.com', role: 'employer', companyName: 'Acme' });
    await createUser(db, { email: 'hr@brightpath.io', role: 'employer', companyName: 'BrightPath' });
    await createUser(db, { email: 'seeker@example.com', kycCompleted: true });
    job = await insertJob(db, employer, { title: 'Backend Engineer', keySkills: ['Node.js'] });
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: N }, (_, k) => ({
          email: `applicant-${k}@example.com`,
          name: `Applicant ${k}`,
          role: 'jobseeker' as const,
          title: `Engineer ${k}`,
          headline: `Headline ${k}`,
          experience: `${k % 9} Years`,
          location: k % 2 ? 'Pune' : 'Bangalore',
          skills: ['Node.js'],
          employment: [
            {
              title: 'Engineer',
              company: 'Secret Co',
              startDate: '2020-01',
              endDate: '',
              isCurrentJob: true,
              description: 'Private history that only the full profile shows.',
            },
          ],
        })),
      )
      .returning({ id: users.id });
    // Scores tie in groups of four, some are missing, and several applications share one instant
    // down to the microsecond: the order must still be total and the cursor exact.
    for (const [k, person] of people.entries()) {
      const score = k % 6 === 5 ? null : 90 - 10 * Math.floor(k / 4);
      const micro = String(100000 + (k % 3) * 7).padStart(6, '0');
      const createdAt = `2026-02-0${1 + (k % 2)} 10:00:00.${micro}+00`;
      const [row] = await db
        .insert(applications)
        .values({
          jobId: job.id,
          applicantId: person.id,
          status: STATUSES[k % STATUSES.length]!,
          matchScore: score,
          scoreVersion: MATCH_SCORE_VERSION,
          createdAt: sql`${createdAt}::timestamptz` as never,
        })
        .returning({
          id: applications.id,
          createdAt: sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
        });
      seeded.push({ id: row!.id, score, createdAt: row!.createdAt, status: STATUSES[k % STATUSES.length]! });
    }
    token = (await signIn(t, 'hr@acme-robotics.com')).token;
    otherToken = (await signIn(t, 'hr@brightpath.io')).token;
    seekerToken = (await signIn(t, 'seeker@example.com')).token;
  });
  afterAll(() => t.close());

  const pageUrl = (query: Record<string, string> = {}) =>
    `/api/applications/job/${job.id}/page?${new URLSearchParams(query).toString()}`;

  async function walk(
    query: Record<string, string>,
  ): Promise<{ pages: ApplicantsPage[]; rows: ApplicantRow[] }> {
    const pages: ApplicantsPage[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(t.app, 'GET', pageUrl({ ...query, ...(cursor ? { cursor } : {}) }), { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body as ApplicantsPage);
      cursor = (res.body as ApplicantsPage).nextCursor;
    } while (cursor && pages.length < 50);
    return { pages, rows: pages.flatMap((p) => p.applications) };
  }

  it('answers the first page best match first, with the total and counts per status', async () => {
    const res = await call(t.app, 'GET', pageUrl(), { token });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body as ApplicantsPage;
    expect(page.applications.map((a) => a._id)).toEqual(expectedOrder(seeded).slice(0, 20));
    expect(page.total).toBe(N);
    expect(page.counts).toEqual({
      all: N,
      Applied: seeded.filter((s) => s.status === 'Applied').length,
      'In Review': seeded.filter((s) => s.status === 'In Review').length,
      Interview: seeded.filter((s) => s.status === 'Interview').length,
      Accepted: 0,
      Hired: 0,
      Rejected: seeded.filter((s) => s.status === 'Rejected').length,
      Withdrawn: 0,
    });
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.job).toMatchObject({ _id: job.id, title: 'Backend Engineer', isClosed: false });
  });

  it('walks every application exactly once, in a stable order, whatever the page size', async () => {
    for (const limit of ['1', '4', '7', '23', '100']) {
      const { pages, rows } = await walk({ limit });
      expect(rows.map((r) => r._id)).toEqual(expectedOrder(seeded));
      expect(pages.at(-1)!.nextCursor).toBeNull();
      expect(pages.every((p) => p.total === N)).toBe(true);
    }
  });

  it('filters by status on the server, paging within it', async () => {
    const { rows, pages } = await walk({ status: 'Applied', limit: '3' });
    const applied = seeded.filter((s) => s.status === 'Applied');
    expect(rows.map((r) => r._id)).toEqual(expectedOrder(applied));
    expect(rows.every((r) => r.status === 'Applied')).toBe(true);
    expect(pages[0]!.total).toBe(applied.length);
    expect(pages[0]!.counts.all).toBe(N);

    const none = await call(t.app, 'GET', pageUrl({ status: 'Hired' }), { token });
    expect(none.body).toMatchObject({ applications: [], total: 0, nextCursor: null });
  });

  it('sends what a card shows and keeps the full profile for when it is opened', async () => {
    const res = await call(t.app, 'GET', pageUrl({ limit: '1' }), { token });
    const [row] = (res.body as ApplicantsPage).applications;
    expect(Object.keys(row!.applicant).sort()).toEqual(
      ['_id', 'avatar', 'experience', 'headline', 'location', 'name', 'resume', 'title'].sort(),
    );
    expect(JSON.stringify(res.body)).not.toContain('Private history');

    const profile = await call(t.app, 'GET', `/api/user/${row!.applicant._id}`, { token });
    expect(profile.status).toBe(200);
    expect(profile.body.employment[0].description).toBe('Private history that only the full profile shows.');
  });

  it('brings scores from an older scorer up to date before answering', async () => {
    const db = t.database.db;
    const target = seeded[0]!;
    await db
      .update(applications)
      .set({ scoreVersion: 0, matchScore: 1 })
      .where(eq(applications.id, target.id));
    const res = await call(t.app, 'GET', pageUrl({ limit: '100' }), { token });
    const row = (res.body as ApplicantsPage).applications.find((a) => a._id === target.id)!;
    expect(row.matchScore).not.toBe(1);
    expect(row.matchBreakdown?.version).toBe(MATCH_SCORE_VERSION);
    const [stored] = await db.select().from(applications).where(eq(applications.id, target.id));
    expect(stored!.scoreVersion).toBe(MATCH_SCORE_VERSION);
  });

  it('keeps its counts right through new applications, status changes and deleted accounts', async () => {
    const db = t.database.db;
    const counted = async () => {
      const page = (await call(t.app, 'GET', pageUrl({ limit: '1' }), { token })).body as ApplicantsPage;
      const fresh = await db
        .select({ status: applications.status, n: sql<number>`count(*)::int` })
        .from(applications)
        .where(eq(applications.jobId, job.id))
        .groupBy(applications.status);
      const expected = { ...Object.fromEntries(fresh.map((r) => [r.status, r.n])) };
      const nonZero = Object.fromEntries(
        Object.entries(page.counts).filter(([status, n]) => status !== 'all' && n > 0),
      );
      expect(nonZero).toEqual(expected);
      expect(page.counts.all).toBe(fresh.reduce((sum, r) => sum + r.n, 0));
      return page.counts;
    };
    const before = await counted();

    // Several applications in one statement, to this job and to another one.
    const other = await insertJob(db, employer, { title: 'Other Job' });
    const newcomers = await db
      .insert(users)
      .values(
        [1, 2, 3].map((k) => ({
          email: `late-${k}@example.com`,
          name: `Late ${k}`,
          role: 'jobseeker' as const,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(applications)
      .values([
        ...newcomers.map((u) => ({ jobId: job.id, applicantId: u.id, status: 'Applied' })),
        { jobId: other.id, applicantId: newcomers[0]!.id, status: 'Applied' },
      ]);
    expect((await counted()).Applied).toBe(before.Applied + 3);

    // Through the API, one at a time; setting the same status again changes nothing.
    const target = seeded.find((s) => s.status === 'Applied')!;
    for (const status of ['Hired', 'Hired'])
      expect(
        (await call(t.app, 'PUT', `/api/applications/${target.id}/status`, { token, body: { status } }))
          .status,
      ).toBe(200);
    const afterHire = await counted();
    expect(afterHire.Hired).toBe(before.Hired + 1);

    // Many rows in one statement, then an account deleted with its applications.
    await db.update(applications).set({ status: 'Rejected' }).where(eq(applications.status, 'In Review'));
    await counted();
    await db.delete(users).where(eq(users.id, newcomers[0]!.id));
    expect((await counted()).all).toBe(afterHire.all - 1);
    const otherPage = await call(t.app, 'GET', `/api/applications/job/${other.id}/page`, { token });
    expect(otherPage.body).toMatchObject({ total: 0, counts: { all: 0, Applied: 0 } });
  });

  it('shows a job’s applicants to its own employer only', async () => {
    expect((await call(t.app, 'GET', pageUrl())).status).toBe(401);
    const other = await call(t.app, 'GET', pageUrl(), { token: otherToken });
    expect(other).toMatchObject({ status: 403, body: { message: jobMessages.notOwner } });
    expect((await call(t.app, 'GET', pageUrl(), { token: seekerToken })).status).toBe(403);
    const unknown = await call(
      t.app,
      'GET',
      '/api/applications/job/00000000-0000-4000-8000-000000000000/page',
      {
        token,
      },
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: jobMessages.jobNotFound } });
    expect((await call(t.app, 'GET', '/api/applications/job/not-an-id/page', { token })).status).toBe(404);
  });

  it('refuses bad parameters with a clear message', async () => {
    for (const limit of ['0', '101', '2.5', 'ten', '-1']) {
      const res = await call(t.app, 'GET', pageUrl({ limit }), { token });
      expect(res, limit).toMatchObject({
        status: 400,
        body: { message: applicantsPageMessages.invalidLimit },
      });
    }
    const status = await call(t.app, 'GET', pageUrl({ status: 'Shortlisted' }), { token });
    expect(status).toMatchObject({ status: 400, body: { message: applicationMessages.invalidFilterStatus } });
    const forged = [
      'not-a-cursor',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from(JSON.stringify([0, "2026-01-01'; drop table users; --", seeded[0]!.id])).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify([5, '2026-01-01 10:00:00+00', seeded[0]!.id])).toString('base64url'),
      Buffer.from(JSON.stringify([0, '2026-01-01 10:00:00+00', 'x'])).toString('base64url'),
      'x'.repeat(301),
    ];
    for (const cursor of forged) {
      const res = await call(t.app, 'GET', pageUrl({ cursor }), { token });
      expect(res, cursor).toMatchObject({
        status: 400,
        body: { message: applicantsPageMessages.invalidCursor },
      });
    }
  });

  it('keeps the spec’s calls answering the whole list as an array', async () => {
    const { all } = ((await call(t.app, 'GET', pageUrl(), { token })).body as ApplicantsPage).counts;
    for (const path of [
      `/api/applications/job/${job.id}`,
      `/api/applications/${job.id}/applications-with-score`,
    ]) {
      const res = await call(t.app, 'GET', path, { token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(all);
      expect(res.body[0].applicant.employment).toHaveLength(1);
    }
  });
});
