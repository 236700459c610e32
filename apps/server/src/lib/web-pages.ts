import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the web build writes from its route table (apps/web/vite-route-preloads.ts): for each path
 * pattern, the chunks and stylesheets of the screens it renders.
 */
interface RoutePreloads {
  routes: { path: string; files: string[] }[];
}

/**
 * What the web build writes from its first screens (apps/web/vite-prerender.ts): for a few exact
 * paths, the HTML of the screen a visitor sees there.
 */
interface Prerendered {
  routes: { path: string; html: string }[];
}

interface Page {
  identity: Buffer;
  /** Compressed when first asked for, off the event loop, then kept. */
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
  etag: string;
}

export interface WebPages {
  /** CSP sources (`'sha256-...'`) of index.html's inline scripts, the only inline code allowed. */
  scriptHashes: string[];
  /** Sends index.html for a client-side route, naming the files that route's screens need. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Compresses every page ahead of its first visitor, one after another, off the event loop. */
  warm(): Promise<void>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page and its compressed forms, each made once when first asked for, in libuv's thread pool: made
 * for every route at start-up on the event loop, at the highest levels, they took 6.5 of the 13.7 s
 * of a start (CPU profile), and every start, test or worker process paid them.
 */
function compressed(html: string): Page {
  const identity = Buffer.from(html);
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  return {
    identity,
    br: () => (br ??= brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: () => (gz ??= gzipAsync(identity, { level: 9 })),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

function preloadTags(files: string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}

/**
 * The app's stylesheet written into the page: render-blocking, it cost a round trip before the
 * first paint (about 0.3 s on a phone on 4G, by Lighthouse) for 15 KB that the compressed page
 * now carries. A disabled link to the file stays beside it: the browser does not fetch it, and the
 * loader of lazy chunks, which lists the stylesheet among their needs, finds it there and does not
 * fetch it again (17 KB while a screen's code was loading).
 */
function inlineStylesheets(webDist: string, html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*\shref="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const css = path.join(webDist, file);
      return existsSync(css)
        ? `<style>${readFileSync(css, 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`
        : tag;
    },
  );
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/** The loading screen between index.html's markers, the container React renders into. */
const LOADING_SCREEN = /<div id="root">\s*(<!--loading-screen-->[\s\S]*?<!--\/loading-screen-->)\s*<\/div>/;

/** The entry script and the module preloads that index.html and a route's preloads name. */
const MODULE_TAGS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its modules named in `<meta name="app-modules">` instead of loaded with it; index.html's
 * script loads them once the page's first screen (the loading screen, or a prerendered one) is
 * painted: on a slow link the entry and a route's thirty-odd chunks would otherwise share it with the
 * page and hold back that first paint (Lighthouse put it at 2.5 s on a phone on 4G for /job/:id).
 */
function withDeferredModules(html: string): string {
  let entry = '';
  const preloads: string[] = [];
  const page = html.replace(MODULE_TAGS, (_, script?: string, preload?: string) => {
    if (script) entry = script;
    else if (preload) preloads.push(preload);
    return '';
  });
  if (!entry) return html;
  return page.replace(
    '</head>',
    `<meta name="app-modules" content="${preloads.join(' ')}" data-entry="${entry}"></head>`,
  );
}

/**
 * The page with a prerendered screen in place of the loading screen, which stays in a template for
 * index.html's script to put back when a session is stored (the screen is a visitor's). The screen
 * is inert until the app has taken it over (routes.tsx), so no click or key goes nowhere.
 */
function withScreen(html: string, screen: string): string {
  return html.replace(
    LOADING_SCREEN,
    (_, loading: string) =>
      `<template id="loading-screen">${loading}</template><div id="root" data-prerendered inert>${screen}</div>`,
  );
}

/** React Router's matching for the table's patterns: literal segments (any case) and `:param`s. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === got[i]!.toLowerCase())
  );
}

/**
 * index.html once per route of the web app's table, with that route's module preloads, compressed
 * at start-up: the browser then fetches a screen's code together with the entry instead of after
 * the entry has run and matched the route (one round trip less before the screen and its data).
 */
export function loadWebPages(webDist: string): WebPages {
  const html = inlineStylesheets(webDist, readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const table = readJson<RoutePreloads>(path.join(webDist, '.vite', 'route-preloads.json'), { routes: [] });
  const screens = readJson<Prerendered>(path.join(webDist, '.vite', 'prerender.json'), { routes: [] });
  const plain = compressed(withDeferredModules(html));
  const routes = table.routes.map((route) => ({
    path: route.path,
    html: withDeferredModules(html.replace('</head>', `${preloadTags(route.files)}</head>`)),
  }));
  const routePages = routes.map((route) => ({ path: route.path, page: compressed(route.html) }));
  // Only for the exact path without a query: /find-jobs?q=… shows other results than the
  // visitor's first screen.
  const prerendered = new Map(
    screens.routes
      .filter(() => LOADING_SCREEN.test(html))
      .map((screen) => {
        const route = routes.find((r) => matchesPattern(r.path, screen.path));
        return [screen.path, compressed(withScreen(route?.html ?? html, screen.html))] as const;
      }),
  );
  const scriptHashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );

  const allPages = [plain, ...routePages.map((route) => route.page), ...prerendered.values()];
  return {
    scriptHashes,
    async warm() {
      for (const page of allPages) {
        await page.br();
        await page.gzip();
      }
    },
    async send(request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      const page =
        (request.url === pathname ? prerendered.get(pathname) : undefined) ??
        routePages.find((route) => matchesPattern(route.path, pathname))?.page ??
        plain;
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(await page.br());
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await page.gzip());
      return reply.send(page.identity);
    },
  };
}
