import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@hireloop/shared';
import { applications, type UserRow } from '../../src/db/schema';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { createTestApp, type TestApp, signIn } from '../helper';
import { bodyCases, operationsOf, pathCases, queryCases, urlOf, type Case, type Operation } from './cases';

const messageOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

/**
 * Every route of the OpenAPI document gets malformed ids, query values and bodies, as a visitor, a
 * job seeker and an employer. Whatever the input, the answer is a success or a 4xx `{ message }`:
 * a 5xx means bad input reached somewhere it breaks (PostgreSQL, busboy, a parser).
 */
describe('every route answers bad input with a 4xx', () => {
  let t: TestApp;
  let seeker: UserRow;
  let employer: UserRow;
  let ids: { job: string; application: string };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1000' });
    seeker = await createUser(t.database.db, { email: 'fuzz-seeker@example.com', kycCompleted: true });
    employer = await createUser(t.database.db, {
      email: 'fuzz-employer@acme-robotics.com',
      role: 'employer',
      companyName: 'Acme Robotics',
    });
    const job = await insertJob(t.database.db, employer);
    const [application] = await t.database.db
      .insert(applications)
      .values({ jobId: job.id, applicantId: seeker.id, status: 'Applied' })
      .returning();
    ids = { job: job.id, application: application!.id };
  });
  afterAll(() => t.close());

  /** A real id for each path parameter, so that only the part under test is wrong. */
  const realId = (op: Operation) => (param: string) => {
    if (param === 'name') return 'missing.webp';
    if (param === 'fileId') return '00000000-0000-4000-8000-000000000000';
    if (op.path.endsWith('/status')) return ids.application;
    if (op.path === '/api/user/{id}') return seeker.id;
    return ids.job;
  };

  let accountOwners = 0;
  /**
   * The account routes get users of their own: their well-formed bodies carry the real password, so
   * they may change it or delete the account, which the other routes' users must survive.
   */
  const tokensFor = async (op: Operation) => {
    // Signed in, the stream answers for as long as the client stays, which inject cannot end;
    // test/notifications/stream.test.ts reads it over a real connection.
    if (op.path === apiPaths.notifications.stream) return { visitor: undefined };
    if (!op.path.startsWith('/api/account/')) {
      return {
        visitor: undefined,
        seeker: (await signIn(t, seeker.email)).token,
        employer: (await signIn(t, employer.email)).token,
      };
    }
    accountOwners += 1;
    const ownSeeker = await createUser(t.database.db, { email: `fuzz-own-${accountOwners}@example.com` });
    const ownEmployer = await createUser(t.database.db, {
      email: `fuzz-own-${accountOwners}@acme-robotics.com`,
      role: 'employer',
    });
    return {
      visitor: undefined,
      seeker: (await signIn(t, ownSeeker.email)).token,
      employer: (await signIn(t, ownEmployer.email)).token,
    };
  };

  const casesOf = (op: Operation): Case[] => {
    const url = urlOf(op, realId(op));
    const body = op.method === 'GET' || op.method === 'DELETE' ? [] : bodyCases(op, url);
    return [...pathCases(op, realId(op)), ...queryCases(op, url), ...body];
  };

  it('sends malformed input to every route of the OpenAPI document and never gets a 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    // Deleting comes last, so the job and the application still exist for every other route.
    const ops = operationsOf(doc).sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    expect(ops.length).toBeGreaterThanOrEqual(40);

    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const tokens = await tokensFor(op);
      for (const c of casesOf(op)) {
        for (const [who, token] of Object.entries(tokens)) {
          const res = await t.app.inject({
            method: op.method,
            url: c.url,
            payload: c.payload,
            headers: {
              ...(c.contentType ? { 'content-type': c.contentType } : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          });
          sent += 1;
          const isJsonMessage =
            String(res.headers['content-type']).startsWith('application/json') &&
            typeof messageOf(res.body) === 'string';
          if (res.statusCode >= 500 || (res.statusCode >= 400 && !isJsonMessage)) {
            failures.push(
              `${res.statusCode} ${op.method} ${op.path} as ${who}: ${c.name} -> ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);
});
