// Lighthouse (mobile, its default throttling) on the built app: starts apps/server/dist/server.js
// on an empty embedded database (so the demo data is seeded), scores /, /find-jobs, /login, one
// demo job's page (/job/:id) and /profile (both as the signed-in demo job seeker), prints the median of each score
// over the runs, and stops the server. Build first with `npm run build`.
//   npm run bench lighthouse [-- --runs 3 --port 8611 --json --reports DIR --pages job,login]
// --reports DIR keeps each run's full Lighthouse report (JSON) there, to see what an audit flags.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import type { AuthResponse, JobSearchResult } from '@hireloop/shared';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const runs = Number(option('runs', '3'));
const port = Number(option('port', '8611'));
const asJson = args.includes('--json');
const reportsDir = args.includes('--reports') ? path.resolve(option('reports', '')) : null;
/**
 * --pages job,profile: only the pages with one of these words as a part of their path (`job` is
 * /job/:id, not /find-jobs); a word that starts with / is a path or its beginning (`/job/`; `/` is
 * the landing page alone).
 */
const only = args.includes('--pages') ? option('pages', '').split(',').filter(Boolean) : null;
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices'] as const;
const JOB_SEEKER = { email: 'priya.sharma@example.com', password: 'Demo@1234' };

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-lighthouse-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'auto',
      RATE_LIMIT_MULTIPLIER: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to 3 minutes: seeding the demo data takes long on a busy machine.
  for (let i = 0; i < 720; i++) {
    if (server.exitCode !== null) break;
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return stop;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer on ${origin}/api/health`);
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${origin}${url}`, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function demoJobId(): Promise<string> {
  const { jobs } = await json<JobSearchResult>('/api/jobs');
  if (!jobs[0]) throw new Error('GET /api/jobs returned no job');
  return jobs[0]._id;
}

/**
 * Puts the demo job seeker's tokens where the web app keeps them (docs/product.md section 3, browser
 * storage).
 */
async function signIn(page: Page) {
  const auth = await json<AuthResponse>('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(JOB_SEEKER),
  });
  await page.goto(`${origin}/api/health`);
  await page.evaluate((a) => {
    // Runs in the page; this script's types are Node's, without the DOM's.
    const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
      .localStorage;
    storage.setItem('token', a.token);
    storage.setItem('refreshToken', a.refreshToken);
  }, auth);
  // A cold cache like the other pages get: only the storage is kept.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

type Scores = Record<(typeof categories)[number], number>;

async function score(page: Page, url: string, keepStorage: boolean): Promise<Scores> {
  const flags: Flags = {
    onlyCategories: [...categories],
    disableStorageReset: keepStorage,
    logLevel: 'error',
  };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
    writeFileSync(path.join(reportsDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const out = {} as Scores;
  for (const c of categories) out[c] = lhr.categories[c]?.score ?? 0;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (failing.length && !asJson) console.log(`  ${new URL(url).pathname}: below 0.9: ${failing.join(', ')}`);
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * One browser per run, and up to three attempts: on a busy machine Lighthouse now and then
 * loses the trace of the page load (NO_NAVSTART) and says to run it again.
 */
async function scoreInNewBrowser(url: string, signedIn: boolean, attempt = 1): Promise<Scores> {
  // headless: true is Chromium's new headless mode (--headless=new).
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    if (signedIn) await signIn(page);
    return await score(page, url, signedIn);
  } catch (error) {
    if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
  } finally {
    await browser.close();
  }
  return scoreInNewBrowser(url, signedIn, attempt + 1);
}

const stopServer = await startServer();
try {
  const jobPath = `/job/${await demoJobId()}`;
  const pages: { path: string; signedIn: boolean }[] = [
    { path: '/', signedIn: false },
    { path: '/find-jobs', signedIn: false },
    { path: '/login', signedIn: false },
    { path: jobPath, signedIn: true },
    { path: '/profile', signedIn: true },
  ];
  const results: Record<string, Scores> = {};
  for (const p of pages) {
    const picked = (word: string) =>
      word === '/'
        ? p.path === '/'
        : word.startsWith('/')
          ? p.path.startsWith(word)
          : p.path.split('/').includes(word);
    if (only && !only.some(picked)) continue;
    const samples: Scores[] = [];
    for (let r = 0; r < runs; r++) {
      samples.push(await scoreInNewBrowser(`${origin}${p.path}`, p.signedIn));
    }
    const label = p.path === jobPath ? '/job/:id' : p.path;
    results[label] = Object.fromEntries(
      categories.map((c) => [c, median(samples.map((s) => s[c]))]),
    ) as Scores;
  }
  if (asJson) {
    console.log(JSON.stringify({ runs, results }, null, 2));
  } else {
    console.log(`\nLighthouse mobile, median of ${runs} run(s) per page`);
    console.log(`${'page'.padEnd(14)}${categories.map((c) => c.padStart(16)).join('')}`);
    for (const [label, s] of Object.entries(results)) {
      console.log(`${label.padEnd(14)}${categories.map((c) => s[c].toFixed(2).padStart(16)).join('')}`);
    }
  }
} finally {
  await stopServer();
}
