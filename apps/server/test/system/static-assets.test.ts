import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemApp, type SystemTestApp } from './util';

const SCRIPT = 'console.log("hireloop");'.repeat(20);
const BOOT = "document.documentElement.dataset.boot = 'yes';";
const CSS = 'body{color:#123456}';
const LOADING = '<!--loading-screen--><p>Loading...</p><!--/loading-screen-->';
const PAGE = `<!doctype html><html><head><title>web</title><script>${BOOT}</script><script type="module" crossorigin src="/assets/app-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-c55.css"></head><body><div id="root">${LOADING}</div></body></html>`;
/**
 * The page as sent: the stylesheet written into it, the entry named for index.html's script to load
 * once the first screen is painted.
 */
const SENT = PAGE.replace(
  /<link rel="stylesheet"[^>]*>/,
  `<style>${CSS}</style><link rel="stylesheet" href="/assets/index-c55.css" disabled>`,
)
  .replace('<script type="module" crossorigin src="/assets/app-abc123.js"></script>', '')
  .replace('</head>', '<meta name="app-modules" content="" data-entry="/assets/app-abc123.js"></head>');
/** What the build writes from the route table (apps/web/vite-route-preloads.ts). */
const ROUTE_PRELOADS = {
  routes: [
    { path: '/', files: ['assets/landing-l1.js'] },
    {
      path: '/find-jobs',
      files: ['assets/app-data-d1.js', 'assets/find-jobs-route-f1.js', 'assets/find-jobs-s1.css'],
    },
    { path: '/job/:jobId', files: ['assets/app-data-d1.js', 'assets/job-detail-route-j1.js'] },
  ],
};
/** What the build writes from the first screens (apps/web/vite-prerender.ts). */
const PRERENDERED = {
  routes: [{ path: '/find-jobs', html: '<!--$--><h1>Find Your Dream Job</h1><!--/$-->' }],
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app, precompressed and cached', () => {
  let t: SystemTestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'hireloop-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    mkdirSync(path.join(webDist, '.vite'));
    const write = (file: string, body: string) => {
      writeFileSync(path.join(webDist, file), body);
      writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(body));
      writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(body));
    };
    write('index.html', PAGE);
    write('assets/app-abc123.js', SCRIPT);
    write('assets/index-c55.css', CSS);
    writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js.map'),
      '{"version":3,"sources":["src/main.tsx"]}',
    );
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
    writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    writeFileSync(path.join(webDist, '.vite', 'prerender.json'), JSON.stringify(PRERENDERED));
    t = await createSystemApp({ app: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends a hashed asset with the headers a script needs, not the page's (about 1 KB more per file)", async () => {
    const res = await get('/assets/app-abc123.js', 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ])
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    const page = await get('/find-jobs', 'br');
    expect(page.headers['content-security-policy']).toMatch(/script-src/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get('/assets/app-abc123.js', encoding);
      expect(res.statusCode, String(encoding)).toBe(200);
      expect(res.headers['content-encoding'], String(encoding)).toBeUndefined();
      expect(res.headers['vary'], String(encoding)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], String(encoding)).toBe(IMMUTABLE);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('has the page revalidated on every visit, compressed too, on every client-side route', async () => {
    for (const url of ['/', '/find-jobs', '/job/123?x=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>web</title>');
    }
    const gzip = await get('/find-jobs', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>web</title>');
    const plain = await get('/login');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SENT);
  });

  it('writes the stylesheet into the page, so the first paint waits for no other request', async () => {
    const page = (await get('/login')).body;
    expect(page).toContain(`<style>${CSS}</style>`);
    // Only a disabled link stays, which the browser does not fetch: the loader of lazy chunks
    // finds the stylesheet there and does not fetch it either.
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-c55.css" disabled>',
    ]);
    expect((await get('/assets/index-c55.css', 'br')).statusCode).toBe(200);
  });

  it("names the chunks of the requested route's screens with the entry, so they load together", async () => {
    const findJobs = (await get('/find-jobs?q=react')).body;
    expect(findJobs).toContain(
      '<meta name="app-modules" content="/assets/app-data-d1.js /assets/find-jobs-route-f1.js" data-entry="/assets/app-abc123.js">',
    );
    expect(findJobs).toContain('<link rel="stylesheet" crossorigin href="/assets/find-jobs-s1.css">');
    expect(findJobs.indexOf('find-jobs-route-f1.js')).toBeLessThan(findJobs.indexOf('</head>'));
    expect(findJobs).not.toContain('job-detail-route');

    const job = (await get('/job/6650f1c2a1b2c3d4e5f60718')).body;
    expect(job).toContain('content="/assets/app-data-d1.js /assets/job-detail-route-j1.js"');
    expect(job).not.toContain('find-jobs-route');
    expect((await get('/')).body).toContain('content="/assets/landing-l1.js"');
    expect((await get('/')).body).not.toContain('app-data-d1.js');
    // A path outside the route table gets the plain page (the app sends it to /).
    expect((await get('/no/such/page')).body).toBe(SENT);
  });

  it('sends the first screen of a prerendered path in the page, its modules named to load after the paint', async () => {
    const page = (await get('/find-jobs')).body;
    expect(page).toContain(`<div id="root" data-prerendered inert>${PRERENDERED.routes[0]!.html}</div>`);
    // The loading screen stays for a visitor with a stored session (index.html's script).
    expect(page).toContain(`<template id="loading-screen">${LOADING}</template>`);
    // No module loads with the page: index.html's script adds them once the screen is painted.
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(page).toContain(
      '<meta name="app-modules" content="/assets/app-data-d1.js /assets/find-jobs-route-f1.js" data-entry="/assets/app-abc123.js"></head>',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/find-jobs-s1.css">');
    // With a query, other paths, or no prerendered screen: the loading screen, painted before any
    // module loads too (it held back the first paint of /job/:id on a phone by about 1.5 s).
    for (const url of ['/find-jobs?q=react', '/job/6650f1c2a1b2c3d4e5f60718', '/login']) {
      const other = (await get(url)).body;
      expect(other, url).toContain(`<div id="root">${LOADING}</div>`);
      expect(other, url).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(other, url).toMatch(
        /<meta name="app-modules" content="[^"]*" data-entry="\/assets\/app-abc123.js">/,
      );
    }
  });

  it("lets the page's own inline script run under the content security policy, and no other", async () => {
    const res = await get('/find-jobs');
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('answers a page the browser has with 304', async () => {
    const first = await get('/find-jobs', 'br');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/find-jobs',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await get('/assets/app-old999.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>web</title>');
  });

  it('serves neither source maps, compressed or not, nor the build manifest', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const map = await get('/assets/app-abc123.js.map', encoding);
      expect(map.statusCode, String(encoding)).toBe(404);
      expect(map.body).not.toContain('sources');
    }
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('src/main.tsx');
  });
});
