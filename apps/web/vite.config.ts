import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPages } from './vite-prerender';
import { routePreloads } from './vite-route-preloads';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8000';

/**
 * Writes a .br and a .gz beside every text asset of the build, at the highest levels: compressed
 * once here, the server sends them as they are (preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hireloop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|svg|html)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** Libraries every screen needs, in chunks of their own that stay cached across releases of the app. */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * The icon files (lucide-react/dist/esm/icons/*.mjs) that the public site's first screen uses: the
 * landing page, header and footer. Each icon is a module of its own, so the bundler made each a
 * chunk of its own: some 25 requests of about 200 bytes on the landing page, a round trip each on
 * a phone. Read from the sources' imports and from the names lucide's index exports each file under.
 */
function siteIconFiles(): Set<string> {
  const index = readFileSync(
    createRequire(import.meta.url)
      .resolve('lucide-react')
      .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs'),
    'utf8',
  );
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!);
  }
  const used = new Set<string>();
  // The header's theme toggle too: with its two icons in the other chunk, the landing page loaded
  // every icon of the app (6.4 KB gzipped) for them.
  const places = [
    './src/components/site',
    './src/features/marketing',
    './src/components/ui/theme-toggle.tsx',
  ];
  for (const place of places) {
    const where = fileURLToPath(new URL(place, import.meta.url));
    const files = statSync(where).isFile()
      ? [where]
      : readdirSync(where, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
        for (const name of names!
          .split(',')
          .map((n) => n.replace(/^\s*type\s+/, '').trim())
          .filter(Boolean)) {
          const icon = fileOf.get(name);
          if (icon) used.add(icon);
        }
      }
    }
  }
  return used;
}

const siteIcons = siteIconFiles();

/** Those icons and lucide's shared code (which every icon needs), as one chunk. */
const siteIconsChunk = {
  name: 'site-icons',
  test: (id: string) => {
    const lucide = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](.*)$/.exec(id)?.[1];
    if (!lucide) return false;
    const icon = /^icons[\\/](.+\.mjs)$/.exec(lucide)?.[1];
    return icon ? siteIcons.has(icon) : lucide !== 'lucide-react.mjs';
  },
};

/**
 * Every other icon of the app, as one chunk: each is a module of its own, so the bundler made each
 * a chunk of its own, and a screen like /find-jobs fetched a dozen files of about 300 bytes, a round
 * trip each on a phone. Together they are a few KB, cached across screens.
 */
const appIconsChunk = {
  name: 'app-icons',
  test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
};

/**
 * The job page (first), and the other job screens whose code it shares: what it shares with them
 * loads as one file (jobScreensCommon).
 */
const JOB_SCREENS = [
  'src/features/jobs/routes/job-detail-route.tsx',
  'src/features/jobs/routes/find-jobs-route.tsx',
  'src/features/saved-jobs/routes/saved-jobs-route.tsx',
  'src/features/applications/routes/applications-route.tsx',
];

const LANDING_SCREEN = 'src/features/marketing/landing-page.tsx';

/**
 * The code the job page shares with another job screen, beyond what the entry has loaded, as one
 * chunk (what only the others share, such as Find Jobs' dialogs, stays out of it). Left to
 * the bundler, which splits by the set of screens that use each module, it was some 20 files of 0.1
 * to 3 KB: a job page fetched 37 files, about six after one another on each of a phone's
 * connections over HTTP/1.1, a round trip each. Worked out from the module graph once it is built.
 */
function jobScreensCommon(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'hireloop-job-screens-common',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const closure = (start: string[], stop: Set<string>) => {
        const seen = new Set<string>();
        const todo = [...start];
        while (todo.length) {
          const id = todo.pop()!;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          todo.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = ids.filter((id) => info(id)?.isEntry && !info(id)?.dynamicImporters.length);
      const initial = closure(entries, new Set());
      const screenIds = JOB_SCREENS.map((screen) =>
        ids.find((id) => id.replaceAll('\\', '/').endsWith(screen)),
      );
      const [jobPage, ...others] = screenIds.map((screen) =>
        screen ? closure(info(screen)?.importedIds ?? [], initial) : new Set<string>(),
      );
      const screens = new Set(ids.filter((id) => info(id)?.dynamicImporters.length));
      // What the landing page loads stays out: its budget is the tightest (110 KB gzipped).
      const landing = ids.find((id) => id.replaceAll('\\', '/').endsWith(LANDING_SCREEN));
      const landingUses = closure(landing ? [landing] : [], initial);
      for (const id of jobPage ?? [])
        if (others.some((other) => other.has(id)) && !screens.has(id) && !landingUses.has(id))
          members.add(id);
    },
  };
  return { plugin, group: { name: 'job-screens', test: (id: string) => members.has(id) } };
}

const jobScreens = jobScreensCommon();

export default defineConfig({
  plugins: [react(), tailwindcss(), jobScreens.plugin, routePreloads(), prerenderPages(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  build: {
    outDir: 'dist',
    // Maps are written for debugging but not referenced from the bundles, and the server never serves them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each route loads, for the route preloads and
    // `npm run bench web`; never served.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...vendorChunks,
            siteIconsChunk,
            appIconsChunk,
            // Only the modules named: with their imports it took in code the entry has.
            { ...jobScreens.group, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
