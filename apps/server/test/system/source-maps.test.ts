import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemApp, type SystemTestApp } from './util';

describe('the built web app', () => {
  let t: SystemTestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'hireloop-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>web</title>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(
      path.join(webDist, 'assets', 'index-abc123.js.map'),
      '{"version":3,"sources":["src/main.tsx"]}',
    );
    t = await createSystemApp({ app: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the scripts but never their source maps', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.map?x=1',
      '/assets/gone.js.map',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('sources');
      expect(res.body).not.toContain('<title>web</title>');
    }
  });

  it('still answers client-side routes with the page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/jobs/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>web</title>');
  });
});
