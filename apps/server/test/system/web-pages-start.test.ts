import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as Zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every synchronous compression the module does, counted: at start-up the server compressed each
// route's page with brotli at level 11 on the event loop, 6.5 of the 13.7 s of a start (CPU profile
// of `node apps/server/dist/server.js` on a new data directory).
const syncCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      syncCalls.count++;
      return fn(...args);
    };
  return {
    ...zlib,
    default: zlib,
    brotliCompressSync: counted(zlib.brotliCompressSync),
    gzipSync: counted(zlib.gzipSync),
  };
});

const { loadWebPages } = await import('../../src/lib/web-pages');
const { brotliDecompressSync, gunzipSync } = await import('node:zlib');

const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"><!--loading-screen--><p>Loading...</p><!--/loading-screen--></div></body></html>`;

describe('the web pages at start-up', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'hireloop-pages-'));
    mkdirSync(path.join(webDist, '.vite'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    const routes = Array.from({ length: 40 }, (_, i) => ({
      path: `/screen-${i}`,
      files: [`assets/s${i}.js`],
    }));
    writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('compresses no page on the event loop: each is compressed off it, when first asked for', async () => {
    const pages = loadWebPages(webDist);
    expect(syncCalls.count).toBe(0);

    const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
    const reply = {
      header(name: string, value: string) {
        sent.headers[name] = value;
        return reply;
      },
      status() {
        return reply;
      },
      send(body?: unknown) {
        sent.body = body;
        return reply;
      },
    };
    const request = (encoding: string) =>
      ({ url: '/screen-7', headers: { 'accept-encoding': encoding } }) as never;

    await pages.send(request('br'), reply as never);
    expect(sent.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sent.body as Buffer).toString()).toContain('assets/s7.js');
    await pages.send(request('gzip'), reply as never);
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sent.body as Buffer).toString()).toContain('assets/s7.js');
    expect(syncCalls.count).toBe(0);
  });
});
