import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeChains } from './src/app/route-table';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Where the build writes, per path of the route table, the files its screens need. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The server's reading of ROUTE_PRELOADS_FILE (apps/server/src/lib/web-pages.ts). */
export interface RoutePreloads {
  routes: { path: string; files: string[] }[];
}

/**
 * Writes ROUTE_PRELOADS_FILE from the route table and the build manifest: for each path, the
 * chunks (with their imports) and stylesheets of the screens and layouts it renders, less what
 * index.html loads anyway. The server names them in the page it sends for that path, so the
 * browser fetches them with the entry instead of after it has run.
 */
export function routePreloads(): Plugin {
  let outDir = '';
  return {
    name: 'hireloop-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const closure = (key: string, into: Set<string>): Set<string> => {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`route-table.ts names ${key}, which the build did not produce`);
        if (into.has(chunk.file)) return into;
        into.add(chunk.file);
        for (const css of chunk.css ?? []) into.add(css);
        for (const imported of chunk.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = new Set<string>();
      for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
      const routes = routeChains().map(({ path: routePath, modules }) => {
        const files = new Set<string>();
        for (const module of modules) closure(module.slice(1), files);
        return { path: routePath, files: [...files].filter((f) => !entry.has(f)) };
      });
      const preloads: RoutePreloads = { routes };
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
