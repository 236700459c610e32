import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract, jobSchema, jobsContract, methodsOf, type Endpoint, type Job } from '@hireloop/shared';
import { routeSchema } from '../../src/lib/contract-route';
import { insertJob, createUser } from '../../src/db/seed/factories';
import { call, createTestApp, type TestApp } from '../helper';

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
/** A prefix's own route ('/api/jobs' registered as '/' under it) is listed with a trailing slash. */
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const endpoints = (): Endpoint[] => Object.values(apiContract).flatMap((area) => Object.values(area));

describe('the API contract', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;

  beforeAll(async () => {
    t = await createTestApp();
    const listed = (t.app.swagger() as { paths: typeof paths }).paths;
    paths = Object.fromEntries(Object.entries(listed).map(([p, ops]) => [withoutSlash(p), ops]));
  });
  afterAll(() => t.close());

  it('declares every route the server registers', () => {
    const declared = new Set(
      endpoints().flatMap((e) => methodsOf(e).map((m) => `${m} ${openApiPath(e.path)}`)),
    );
    const missing: string[] = [];
    for (const [listed, operations] of Object.entries(paths)) {
      const path = withoutSlash(listed);
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (method !== 'head' && !declared.has(route)) missing.push(route);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is served by the server: every endpoint exists, with its responses in the OpenAPI document', () => {
    for (const e of endpoints()) {
      for (const method of methodsOf(e)) {
        const operation = paths[openApiPath(e.path)]?.[method.toLowerCase()];
        expect(operation, `${method} ${e.path}`).toBeDefined();
        expect(Object.keys(operation?.responses ?? {}).sort(), `${method} ${e.path}`).toEqual(
          Object.keys(e.responses).sort(),
        );
      }
    }
  });

  it('answers GET /api/jobs/:id with exactly the fields of the job schema', async () => {
    const employer = await createUser(t.database.db, {
      email: 'contract@acme-robotics.com',
      role: 'employer',
    });
    const job = await insertJob(t.database.db, employer);
    const res = await call(t.app, 'GET', `/api/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(jobSchema.strict().safeParse(res.body).success).toBe(true);
  });
});

describe('a route schema built from the contract', () => {
  it('never sends a field its response schema does not list', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const job: Job = {
      _id: '0b8f5f0e-6c1a-4a8e-9d47-2f1f6e0c1a11',
      title: 'Welder',
      jobTitle: 'Welder',
      company: { companyName: 'Acme', companyLogo: null },
      employerId: '5b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4',
      location: 'Pune',
      type: 'Full-time',
      category: 'Manufacturing',
      industry: 'Manufacturing',
      department: 'Production',
      employmentType: 'Permanent',
      education: 'Any',
      salaryMin: 1,
      salaryMax: 2,
      experienceMin: 0,
      experienceMax: 1,
      openings: 1,
      description: 'Welds',
      requirements: 'Welding',
      keySkills: ['welding'],
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
      isClosed: false,
      isRemoved: false,
      isSaved: false,
      applicationStatus: null,
    };
    // A handler that leaks: the employer's row slipped into the answer.
    const leaky = {
      ...job,
      passwordHash: '$argon2id$secret',
      company: { ...job.company, email: 'boss@acme.com' },
    };
    app.get('/api/jobs/:id', { schema: routeSchema(jobsContract.getJob) }, () => leaky as Job);

    const res = await app.inject({ method: 'GET', url: `/api/jobs/${job._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(job);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('boss@acme.com');
    await app.close();
  });
});
