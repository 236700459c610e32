import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract, methodsOf, type Endpoint } from '@hireloop/shared';
import { createTestApp, type TestApp } from '../helper';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Routes that are not part of the API integrators program against, and why. */
const UNDOCUMENTED = [
  /^\/metrics$/, // Prometheus text, behind its own token
  /^\/api\/docs(\/.*)?$/, // the reference itself
  /^\/api\/openapi\.json$/, // the document itself
];

const openApiPath = (p: string) => p.replace(/:([A-Za-z_]\w*)/g, '{$1}');
const withoutSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** Every method and path Fastify has registered, read from its route tree. */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = full;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${withoutSlash(full)}`);
    }
  }
  return routes;
}

describe('the API reference at /api/docs', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as Document).paths;
    doc = { paths: Object.fromEntries(Object.entries(listed).map(([p, ops]) => [withoutSlash(p), ops])) };
  });
  afterAll(() => t.close());

  it('documents every route the server registers, except the few that are no API', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => {
      const [method, p] = route.split(' ') as [string, string];
      if (UNDOCUMENTED.some((r) => r.test(p))) return false;
      return !documented.has(`${method} ${openApiPath(p)}`);
    });
    expect(missing).toEqual([]);
  });

  it('shows each endpoint with its request body, its answers and the error shape', () => {
    const endpoints: Endpoint[] = Object.values(apiContract).flatMap((area) => Object.values(area));
    for (const e of endpoints) {
      for (const method of methodsOf(e)) {
        const name = `${method} ${e.path}`;
        const operation = doc.paths[openApiPath(e.path)]?.[method.toLowerCase()];
        expect(operation, name).toBeDefined();
        if (e.body) expect(Object.keys(operation!.requestBody?.content ?? {}), name).not.toEqual([]);
        for (const status of Object.keys(e.responses)) {
          const content = operation!.responses?.[status]?.content ?? {};
          const schema = Object.values(content)[0]?.schema;
          expect(schema, `${name} ${status}`).toBeDefined();
          if (Number(status) >= 400 && e.path !== '/api/ready') {
            expect(Object.keys(schema?.properties ?? {}), `${name} ${status}`).toContain('message');
          }
        }
      }
    }
  });

  it('groups the endpoints by area, as the contract does', () => {
    const tagsOf = (p: string, method: string) => (doc.paths[p]?.[method] as { tags?: string[] }).tags;
    expect(tagsOf('/api/jobs', 'get')).toEqual(['jobs']);
    expect(tagsOf('/api/auth/login', 'post')).toEqual(['auth']);
    expect(tagsOf('/api/health', 'get')).toEqual(['system']);
    const untagged = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !(op as { tags?: string[] }).tags?.length)
        .map(([m]) => `${m} ${p}`),
    );
    expect(untagged).toEqual([]);
  });

  it('serves the interactive page with a CSP of its own, leaving the app pages theirs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Swagger UI');
    const docsCsp = String(page.headers['content-security-policy']);
    expect(docsCsp).toContain("script-src 'self'");
    expect(docsCsp).not.toContain('upgrade-insecure-requests');
    expect(docsCsp).not.toMatch(/https:|validator\.swagger\.io/);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('./json');

    const api = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(api.headers['content-security-policy']).not.toBe(docsCsp);
    expect(String(api.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe('the API reference beside the web app', () => {
  it('is served, not the web app, when the built web app is there', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hireloop-docs-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>web</title>');
    const t = await createTestApp({}, undefined, { webDist: dist });
    try {
      for (const url of ['/api/docs', '/api/docs/']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('Swagger UI');
      }
      const page = await t.app.inject({ method: 'GET', url: '/jobs' });
      expect(page.body).toContain('<title>web</title>');
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
