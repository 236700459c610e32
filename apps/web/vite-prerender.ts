import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderModule from './src/prerender';

/** Where the build writes the prerendered first screens (read by apps/server/src/lib/web-pages.ts). */
export const PRERENDER_FILE = '.vite/prerender.json';

/** The server's reading of PRERENDER_FILE: a path (no query) and the HTML of its first screen. */
export interface Prerendered {
  routes: { path: string; html: string }[];
}

/**
 * The pages whose first screen is the same for every visitor and needs no data: their largest text
 * (the heading and the text beside it) was painted only after all of the first visit's JavaScript
 * had run, about 3 s on a phone on 4G (Lighthouse).
 */
export const PRERENDERED_PATHS = ['/', '/login', '/find-jobs'];

const unref =
  <A extends unknown[]>(start: (...args: A) => NodeJS.Timeout) =>
  (...args: A) =>
    start(...args).unref();

/** Browser globals the app reads while it renders, from a jsdom window at the page's address. */
async function withDom<T>(run: () => Promise<T>): Promise<T> {
  // jsdom (the web tests' DOM) comes without types; what is used of it:
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis };
  };
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url: 'http://localhost/',
  });
  const { window } = dom;
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    history: window.history,
    navigator: window.navigator,
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    Node: window.Node,
    matchMedia: window.matchMedia,
    // A timer the app starts while it renders (a query cache's clean-up, 5 minutes) must not keep
    // the build running until it fires.
    setTimeout: unref(setTimeout),
    setInterval: unref(setInterval),
  };
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const [name, value] of Object.entries(globals)) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  try {
    return await run();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    window.close();
  }
}

/**
 * After the build, renders PRERENDERED_PATHS with the app's own code (src/prerender.tsx, loaded by a
 * Vite dev server in SSR mode) and writes PRERENDER_FILE. The server puts each into its page in
 * place of the loading screen; the browser paints it with the page, before any script has loaded.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  return {
    name: 'hireloop-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const routes = await withDom(async () => {
          const { prerender } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof PrerenderModule;
          const out: Prerendered['routes'] = [];
          for (const routePath of PRERENDERED_PATHS) {
            const html = await prerender(routePath);
            if (!html) throw new Error(`${routePath}: the first screen did not render without waiting`);
            out.push({ path: routePath, html });
          }
          return out;
        });
        const prerendered: Prerendered = { routes };
        writeFileSync(path.join(outDir, PRERENDER_FILE), `${JSON.stringify(prerendered)}\n`);
      } finally {
        await server.close();
      }
    },
  };
}
