// Web delivery sizes of the built app (apps/web/dist, from `npm run build`; this builds nothing):
// what the landing page loads (index.html's scripts, styles and preloads plus the landing route's
// chunk) and what each other route adds on top, raw, gzip and brotli.
//   npm run bench web [-- --dist apps/web/dist] [-- --json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The module the landing route loads lazily (see apps/web/src/app/routes.tsx). */
const LANDING_MODULE = 'src/features/marketing/landing-page.tsx';

/**
 * The lazy modules each measured page matches (apps/web/src/app/routes.tsx loads them at once):
 * with the entry, what a first visit of the page loads.
 */
const FIRST_VISITS: Record<string, string[]> = {
  '/': [LANDING_MODULE],
  '/find-jobs': [
    'src/app/app-data-layout.tsx',
    'src/app/job-search-layout.tsx',
    'src/features/jobs/routes/find-jobs-route.tsx',
  ],
  '/login': ['src/app/app-data-layout.tsx', 'src/features/auth/routes/login-route.tsx'],
  '/job/:id': [
    'src/app/app-data-layout.tsx',
    'src/components/layout/job-seeker-layout.tsx',
    'src/features/jobs/routes/job-detail-route.tsx',
  ],
};

const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(distArg >= 0 ? args[distArg + 1]! : 'apps/web/dist');
const asJson = args.includes('--json');

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run \`npm run build\` first.`);
  process.exit(1);
}

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const body = readFileSync(path.join(dist, file));
  const size = {
    raw: body.length,
    // The levels the build's precompression uses, so these are the bytes a browser receives.
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, size);
  return size;
}

function total(files: Iterable<string>): Size {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizeOf(f);
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
  }
  return sum;
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const tagged = [
  ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*\srel="(?:stylesheet|modulepreload)"[^>]*\shref="\/([^"]+)"/g),
].map((m) => m[1]!);
const htmlFiles = new Set(tagged.filter((f) => f.startsWith('assets/')));

const manifestPath = path.join(dist, '.vite', 'manifest.json');
const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

/** Files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const landing = new Set(htmlFiles);
if (manifest[LANDING_MODULE]) closure(LANDING_MODULE, landing);
/** What the landing page loads once its first screen is up (sections below it, dialogs on demand). */
const landingLater = new Set<string>();
for (const key of manifest[LANDING_MODULE]?.dynamicImports ?? []) closure(key, landingLater);
for (const f of landing) landingLater.delete(f);

const loaded = new Set(htmlFiles);
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
const routes = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const own = [...closure(key)].filter((f) => !loaded.has(f));
    return { route: chunk.src ?? key, files: own, ...total(own) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const firstVisits = Object.entries(FIRST_VISITS).map(([page, modules]) => {
  const files = new Set(loaded);
  for (const key of modules) closure(key, files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  return { page, files: js.length, ...total(js) };
});

const landingJs = [...landing].filter((f) => f.endsWith('.js'));
const landingCss = [...landing].filter((f) => f.endsWith('.css'));
const result = {
  dist,
  landing: { js: total(landingJs), css: total(landingCss), files: [...landing] },
  landingLater: { ...total(landingLater), files: [...landingLater] },
  routes,
  firstVisits,
};

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  const row = (label: string, s: Size) => `${label.padEnd(58)}${kb(s.raw)}${kb(s.gzip)}${kb(s.brotli)}`;
  console.log(`${'what'.padEnd(58)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`);
  console.log(row('landing page JavaScript', result.landing.js));
  console.log(row('landing page CSS', result.landing.css));
  for (const f of landing) console.log(row(`  ${f}`, sizeOf(f)));
  console.log(row('landing page, loaded after the first screen', result.landingLater));
  for (const f of landingLater) console.log(row(`  ${f}`, sizeOf(f)));
  if (routes.length === 0) console.log('(no .vite/manifest.json with lazy routes: per-route sizes unknown)');
  else console.log('\nwhat each lazy route adds to the entry (its chunk and the shared chunks it needs):');
  for (const r of routes) console.log(row(`  ${r.route.replace(/^src\/features\//, '')}`, r));
  console.log('\nJavaScript of a first visit (entry and every lazy module the page matches):');
  for (const v of firstVisits) console.log(row(`  ${v.page} (${v.files} files)`, v));
}
