import {
  APPLICANT_NOTES_MAX,
  APPLICATION_HISTORY_MAX,
  apiContract,
  applicantToolsMessages,
  EMPLOYER_JOBS_UNPAGED_MAX,
  methodsOf,
  MY_APPLICATIONS_MAX,
  type Endpoint,
} from '@hireloop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicantNotes, applicationEvents, applications, type JobRow } from '../../src/db/schema';
import { insertJob } from '../../src/db/seed/factories';
import { account, call, createTestApp, type Account, type TestApp } from '../helper';

/**
 * DM1, docs/security.md: every list the API answers has a ceiling, a page size with a maximum or
 * a hard cap. Each endpoint whose answer holds a list is named here with its bound; a new one
 * fails the first test until it is given one (and a line in docs/product.md section 9).
 */
const BOUNDS: Record<string, string> = {
  'GET /api/jobs': 'pageSize at most 100 (default 20)',
  'GET /api/jobs/get-jobs-employer': 'pageSize at most 100; without page the first 100',
  'GET /api/jobs/:id/similar': 'SIMILAR_JOBS_LIMIT (4)',
  'GET /api/jobs/recently-viewed': 'RECENTLY_VIEWED_LIMIT (6)',
  'GET /api/companies/:id': 'limit at most 50 (default 20), keyset cursor',
  'GET /api/save-jobs/my': 'SAVED_JOBS_MAX (100) kept per job seeker',
  'GET /api/applications/my': 'the newest 200, each with its latest 50 status changes',
  'GET /api/applications/job/:id': 'pageSize at most 50 (default 50), profile previews',
  'GET /api/applications/:id/applications-with-score': 'pageSize at most 50 (default 50), profile previews',
  'GET /api/applications/job/:id/page': 'limit at most 100 (default 20), keyset cursor',
  'GET /api/applications/:id/notes': 'APPLICANT_NOTES_MAX (100) kept per application',
  'POST /api/applications/bulk-status': 'the ids of the request, at most 100',
  'GET /api/alerts': 'MAX_ALERTS_PER_USER (20) kept per job seeker',
  'GET /api/notifications': 'the latest 20',
  'GET /api/analytics/overview': '3 recent jobs, 3 recent applications, 30 days, 8 jobs',
  'GET /api/user/:id': 'one profile: its lists are bounded by the profile schema (50 entries each)',
  'GET /api/auth/me': 'one profile: its lists are bounded by the profile schema',
  'PUT /api/user/profile': 'one profile: its lists are bounded by the profile schema',
  'POST /api/user/resume': 'one profile: its lists are bounded by the profile schema',
  'DELETE /api/user/resume': 'one profile: its lists are bounded by the profile schema',
  'POST /api/auth/login': 'one profile: its lists are bounded by the profile schema',
  'POST /api/auth/register': 'one profile: its lists are bounded by the profile schema',
  'POST /api/auth/complete-registration': 'one profile: its lists are bounded by the profile schema',
  'PUT /api/kyc/status': 'one profile: its lists are bounded by the profile schema',
  'POST /api/applications/:id': 'one application: its history, at most 50 changes',
  'POST /api/applications/:id/withdraw': 'one application: its history, at most 50 changes',
  'PUT /api/applications/:id/status': 'one application: its history, at most 50 changes',
  'GET /api/applications/match/:id': 'one job: its key skills, at most 20',
  'GET /api/jobs/:id': 'one job: its key skills, at most 20',
  'POST /api/jobs': 'one job: its key skills, at most 20',
  'PUT /api/jobs/:id': 'one job: its key skills, at most 20',
  'PUT /api/jobs/:id/toggle-close': 'one job: its key skills, at most 20',
  'POST /api/alerts': 'one alert: its saved filters',
  'PUT /api/alerts/:id': 'one alert: its saved filters',
};

const eqJob = (jobId: string) => eq(applications.jobId, jobId);

type Def = {
  type: string;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
};

/** Whether a response schema holds a list anywhere. */
function holdsList(schema: z.ZodType | undefined, seen = new Set<z.ZodType>()): boolean {
  if (!schema || seen.has(schema)) return false;
  seen.add(schema);
  const def = (schema as unknown as { def: Def }).def;
  if (def.type === 'array') return true;
  const inner = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    def.innerType,
    def.in,
    def.out,
    def.type === 'lazy' ? def.getter?.() : undefined,
  ];
  return inner.some((s) => holdsList(s, seen));
}

describe('the bound of every list the API answers', () => {
  it('names one for each endpoint whose answer holds a list', () => {
    const endpoints: Endpoint[] = Object.values(apiContract).flatMap((area) => Object.values(area));
    const lists = endpoints.flatMap((e) =>
      Object.entries(e.responses).some(([status, schema]) => Number(status) < 300 && holdsList(schema))
        ? methodsOf(e).map((m) => `${m} ${e.path}`)
        : [],
    );
    const unbounded = lists.filter(
      (route) => !(route in BOUNDS) && !(route.replace(/^PATCH /, 'PUT ') in BOUNDS),
    );
    expect(unbounded).toEqual([]);
  });

  describe('the caps of the lists without pages', () => {
    let t: TestApp;
    let employer: Account;
    let seeker: Account;
    let posted: JobRow[];

    beforeAll(async () => {
      t = await createTestApp();
      employer = await account(t, 'employer');
      seeker = await account(t, 'jobseeker');
      posted = [];
      for (let i = 0; i <= MY_APPLICATIONS_MAX; i += 1) {
        posted.push(
          await insertJob(t.database.db, employer.user, {
            title: `Role ${i}`,
            createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
          }),
        );
      }
      await t.database.db.insert(applications).values(
        posted.map((job, i) => ({
          jobId: job.id,
          applicantId: seeker.user.id,
          status: 'Applied',
          createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
        })),
      );
    }, 120_000);
    afterAll(() => t?.close());

    it('answers an employer without page the newest 100 jobs and the total, and no page over 100', async () => {
      const res = await call(t.app, 'GET', '/api/jobs/get-jobs-employer', { token: employer.token });
      expect(res.status).toBe(200);
      expect(res.body.jobs).toHaveLength(EMPLOYER_JOBS_UNPAGED_MAX);
      expect(res.body.total).toBe(posted.length);
      expect(res.body.jobs[0].title).toBe(`Role ${MY_APPLICATIONS_MAX}`);
      const tooMany = await call(t.app, 'GET', '/api/jobs/get-jobs-employer?page=1&pageSize=101', {
        token: employer.token,
      });
      expect(tooMany.status).toBe(400);
    });

    it("answers a job seeker's newest 200 applications, each with its latest 50 status changes", async () => {
      const [newest] = await t.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eqJob(posted.at(-1)!.id));
      await t.database.db.insert(applicationEvents).values(
        Array.from({ length: 60 }, (_, i) => ({
          applicationId: newest!.id,
          actorId: employer.user.id,
          fromStatus: i === 0 ? null : `Step ${i - 1}`,
          toStatus: `Step ${i}`,
          createdAt: new Date(Date.UTC(2026, 2, 1, 0, i)),
        })),
      );
      const res = await call(t.app, 'GET', '/api/applications/my', { token: seeker.token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(MY_APPLICATIONS_MAX);
      expect(res.body[0]._id).toBe(newest!.id);
      const history = res.body[0].history.map((e: { to: string }) => e.to);
      expect(history).toHaveLength(APPLICATION_HISTORY_MAX);
      expect(history[0]).toBe('Step 10');
      expect(history.at(-1)).toBe('Step 59');
    });

    it('keeps at most 100 private notes on an application: the next is refused with 409', async () => {
      const [application] = await t.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eqJob(posted[0]!.id));
      const notes = (token = employer.token) =>
        call(t.app, 'GET', `/api/applications/${application!.id}/notes`, { token });
      await t.database.db.insert(applicantNotes).values(
        Array.from({ length: APPLICANT_NOTES_MAX }, (_, i) => ({
          applicationId: application!.id,
          authorId: employer.user.id,
          text: `Note ${i}`,
          createdAt: new Date(Date.UTC(2026, 2, 1, 0, i)),
        })),
      );
      const refused = await call(t.app, 'POST', `/api/applications/${application!.id}/notes`, {
        token: employer.token,
        body: { text: 'One more' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(applicantToolsMessages.notesFull);
      const listed = await notes();
      expect(listed.body.notes).toHaveLength(APPLICANT_NOTES_MAX);
      expect(listed.body.notes[0].text).toBe(`Note ${APPLICANT_NOTES_MAX - 1}`);

      const oldest = listed.body.notes.at(-1)._id as string;
      const removed = await call(t.app, 'DELETE', `/api/applications/${application!.id}/notes/${oldest}`, {
        token: employer.token,
      });
      expect(removed.status).toBe(200);
      const added = await call(t.app, 'POST', `/api/applications/${application!.id}/notes`, {
        token: employer.token,
        body: { text: 'One more' },
      });
      expect(added.status).toBe(201);
    });
  });
});
