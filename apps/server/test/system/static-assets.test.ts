import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemApp, type SystemTestApp } from './util';

const SCRIPT = 'console.log("hireloop");'.repeat(20);
const PAGE = '<!doctype html><title>web</title><script type="module" src="/assets/app-abc123.js"></script>';
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
    writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js.map'),
      '{"version":3,"sources":["src/main.tsx"]}',
    );
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
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
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
    const plain = await get('/login');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(PAGE);
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
