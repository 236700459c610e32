// Search benchmark (issue 11): loads N generated jobs, starts the real server on that database in a
// child process, runs a realistic mix of searches over HTTP (one client, then 32 with autocannon),
// and in the same run the plain ILIKE query as raw SQL on the same database; prints one table.
//   npm run bench:search -- --jobs 100000 [--runs 20 --ilike-runs 5 --seconds 10 --connections 32 --json --reuse --keep]
// --first-time [--searches 400 --seed 1] measures what users meet instead: different searches, each
// made once (firstTimeSearches), one client over HTTP, then the plain ILIKE and full-text baselines
// as raw SQL on the same searches, then 32 clients on further different searches.
// With DATABASE_URL: PostgreSQL (a database hireloop_bench_<jobs>, or --database NAME, on that
// server); without: embedded PGlite.
// --workers 1,2 (PostgreSQL only) also starts the real server entry point with WORKERS=1, then =2,
// on the same database and measures the concurrent clients against each, side by side.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../apps/server/src/db/scratch';
import { firstTimeSearches } from './bench/first-time-mix';
import { SEARCH_MIX, searchPath } from './bench/search-mix';
import { serveBenchmark } from './bench/search-server';
import { startServer } from './bench/start-server';
import { percentile } from './bench/stats';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const num = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const str = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const JOBS = num('jobs', 100_000);
const RUNS = num('runs', 20);
// The baseline is slow at a million jobs: fewer rounds of it keep the run in minutes.
const ILIKE_RUNS = num('ilike-runs', Math.min(RUNS, 5));
const SECONDS = num('seconds', 10);
const CONNECTIONS = num('connections', 32);
const WORKERS = (str('workers') ?? '').split(',').filter(Boolean).map(Number);
const WORKERS_PORT = num('port', 8122);
const SERVER = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

if (flag('serve')) {
  await serveBenchmark(JOBS, str('url'), flag('reuse'));
} else {
  await main();
}

function ask<T>(child: ChildProcess, message: object, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
    if (Object.keys(message).length) child.send(message);
  });
}

async function benchDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) return { drop: async () => undefined };
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, {
    name: str('database') ?? `hireloop_bench_${JOBS}`,
    reuse: flag('reuse'),
  });
  return { url: scratch.url, drop: async () => (flag('keep') ? undefined : scratch.drop()) };
}

interface WorkerFigures {
  workers: number;
  reqPerSec: number;
  p50: number;
  p97_5: number;
  errors: number;
}

function getOnNewConnection(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });
}

/** The real server with WORKERS=n on the benchmark's database, under the same concurrent load. */
async function measureWorkers(databaseUrl: string, paths: string[]): Promise<WorkerFigures[]> {
  const figures: WorkerFigures[] = [];
  for (const workers of WORKERS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-bench-'));
    const server = await startServer({
      entry: SERVER,
      port: WORKERS_PORT,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
        MAIL_OUTBOX: '1',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MULTIPLIER: '100000',
        WORKERS: String(workers),
      },
    });
    try {
      const load = (duration: number) =>
        autocannon({
          url: server.url,
          connections: CONNECTIONS,
          duration,
          requests: paths.map((p) => ({ method: 'GET', path: p })),
        });
      // Every process keeps its own result cache. Filled by concurrent clients, 32 of them would
      // compute each uncached search at once; one search at a time, each on a new connection, so
      // that the cluster hands one to every worker in turn, fills them first.
      for (let round = 0; round < 2; round++)
        for (const p of paths) for (let w = 0; w < workers; w++) await getOnNewConnection(server.url + p);
      await load(2);
      const cannon = await load(SECONDS);
      figures.push({
        workers,
        reqPerSec: cannon.requests.average,
        p50: cannon.latency.p50,
        p97_5: cannon.latency.p97_5,
        errors: cannon.errors + cannon.non2xx + cannon.timeouts,
      });
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}

async function main(): Promise<void> {
  if (WORKERS.length > 0 && !process.env.DATABASE_URL) {
    console.error('--workers needs DATABASE_URL: the embedded database is served by one process.');
    process.exit(1);
  }
  const target = await benchDatabase();
  const child = fork(fileURLToPath(import.meta.url), [
    ...argv,
    '--serve',
    ...(target.url ? ['--url', target.url] : []),
  ]);
  try {
    const ready = await ask<{ port: number; loadSeconds: number | null; kind: string }>(child, {}, 'ready');
    const base = `http://127.0.0.1:${ready.port}`;
    if (flag('first-time')) {
      await firstTime(child, base, ready);
      return;
    }
    const paths = SEARCH_MIX.map(searchPath);

    // One client: every search of the mix in turn, RUNS rounds after one warm-up round.
    const ours: number[][] = paths.map(() => []);
    const totals: number[] = [];
    const firstRun: number[] = [];
    let errors = 0;
    let busy = 0;
    for (let r = -1; r < RUNS; r++) {
      for (const [i, p] of paths.entries()) {
        const t0 = performance.now();
        const res = await fetch(base + p);
        const body = (await res.json()) as { total?: number };
        const ms = performance.now() - t0;
        if (res.status !== 200) errors++;
        if (r < 0) {
          totals[i] = body.total ?? -1;
          firstRun[i] = ms;
          continue;
        }
        ours[i]!.push(ms);
        busy += ms;
      }
    }
    const ilike = await ask<{ times: number[][] }>(child, { type: 'ilike', runs: ILIKE_RUNS }, 'ilike');

    const cannon = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    const ilikeLoad = await ask<{ requests: number; errors: number; seconds: number }>(
      child,
      { type: 'ilike-load', seconds: SECONDS, connections: CONNECTIONS },
      'ilike-load',
    );
    const ilikeBusy = ilike.times.flat().reduce((a, b) => a + b, 0);
    const byWorkers = target.url ? await measureWorkers(target.url, paths) : [];

    const all = ours.flat();
    const allIlike = ilike.times.flat();
    const result = {
      database: ready.kind,
      jobs: JOBS,
      loadSeconds: ready.loadSeconds,
      searches: paths.length,
      runs: RUNS,
      oneClient: {
        ours: { p50: percentile(all, 50), p95: percentile(all, 95), reqPerSec: (all.length / busy) * 1000 },
        // The first run of each search, before its results are cached.
        firstRun: { p50: percentile(firstRun, 50), p95: percentile(firstRun, 95) },
        ilike: {
          p50: percentile(allIlike, 50),
          p95: percentile(allIlike, 95),
          reqPerSec: (allIlike.length / ilikeBusy) * 1000,
        },
      },
      concurrent: {
        connections: CONNECTIONS,
        seconds: SECONDS,
        ours: {
          reqPerSec: cannon.requests.average,
          p50: cannon.latency.p50,
          p97_5: cannon.latency.p97_5,
          errors: cannon.errors + cannon.non2xx + cannon.timeouts + errors,
        },
        ilike: { reqPerSec: ilikeLoad.requests / ilikeLoad.seconds, errors: ilikeLoad.errors },
        byWorkers,
      },
      perSearch: SEARCH_MIX.map((q, i) => ({
        query: q,
        total: totals[i],
        firstRun: firstRun[i],
        oursP50: percentile(ours[i]!, 50),
        ilikeP50: percentile(ilike.times[i]!, 50),
      })),
    };
    if (flag('json')) console.log(JSON.stringify(result, null, 2));
    else printTable(result);
  } finally {
    child.send({ type: 'close' });
    await new Promise((resolve) => child.once('exit', resolve));
    await target.drop();
  }
}

function printTable(r: {
  database: string;
  jobs: number;
  loadSeconds: number | null;
  oneClient: Record<'ours' | 'ilike', { p50: number; p95: number; reqPerSec: number }> & {
    firstRun: { p50: number; p95: number };
  };
  concurrent: {
    connections: number;
    ours: { reqPerSec: number; errors: number };
    ilike: { reqPerSec: number; errors: number };
    byWorkers: WorkerFigures[];
  };
  perSearch: {
    query: Record<string, string>;
    total?: number;
    firstRun?: number;
    oursP50: number;
    ilikeP50: number;
  }[];
}): void {
  const f = (n: number) => n.toFixed(n >= 100 ? 0 : 1);
  const load = r.loadSeconds === null ? 'reused' : `loaded in ${r.loadSeconds.toFixed(0)} s`;
  console.log(`\nSearch on ${r.database}, ${r.jobs.toLocaleString('en-US')} jobs (${load})`);
  console.log(
    `${'per search (1 client, ms)'.padEnd(70)} ${'total'.padStart(7)} ${'1st run'.padStart(8)} ${'ours'.padStart(7)} ${'ILIKE'.padStart(7)}`,
  );
  for (const s of r.perSearch) {
    console.log(
      `${JSON.stringify(s.query).padEnd(70)} ${String(s.total).padStart(7)} ${f(s.firstRun ?? NaN).padStart(8)} ${f(s.oursP50).padStart(7)} ${f(s.ilikeP50).padStart(7)}`,
    );
  }
  const { ours, ilike } = r.oneClient;
  const rows: [string, number, number, number][] = [
    ['p50 ms, 1 client', ours.p50, ilike.p50, ilike.p50 / ours.p50],
    ['p95 ms, 1 client', ours.p95, ilike.p95, ilike.p95 / ours.p95],
    ['p50 ms, 1st runs', r.oneClient.firstRun.p50, ilike.p50, ilike.p50 / r.oneClient.firstRun.p50],
    ['p95 ms, 1st runs', r.oneClient.firstRun.p95, ilike.p95, ilike.p95 / r.oneClient.firstRun.p95],
    ['req/s, 1 client', ours.reqPerSec, ilike.reqPerSec, ours.reqPerSec / ilike.reqPerSec],
    [
      `req/s, ${r.concurrent.connections} clients`,
      r.concurrent.ours.reqPerSec,
      r.concurrent.ilike.reqPerSec,
      r.concurrent.ours.reqPerSec / r.concurrent.ilike.reqPerSec,
    ],
    [`errors, ${r.concurrent.connections} clients`, r.concurrent.ours.errors, r.concurrent.ilike.errors, NaN],
  ];
  console.log(
    `\n${''.padEnd(22)} ${'ours (HTTP)'.padStart(12)} ${'ILIKE (SQL)'.padStart(12)} ${'ours is'.padStart(10)}`,
  );
  for (const [name, a, b, ratio] of rows) {
    const x = Number.isNaN(ratio) ? '' : `${ratio.toFixed(1)}x`;
    console.log(`${name.padEnd(22)} ${f(a).padStart(12)} ${f(b).padStart(12)} ${x.padStart(10)}`);
  }
  const { byWorkers, connections } = r.concurrent;
  if (byWorkers.length === 0) return;
  console.log(`\nThe server entry point with WORKERS=n, ${connections} clients (autocannon):`);
  console.log(
    `${'workers'.padEnd(10)}${['req/s', 'p50 ms', 'p97.5 ms', 'errors'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const w of byWorkers) {
    const cells = [f(w.reqPerSec), f(w.p50), f(w.p97_5), String(w.errors)];
    console.log(`${String(w.workers).padEnd(10)}${cells.map((c) => c.padStart(10)).join('')}`);
  }
}

interface Spread {
  p50: number;
  p95: number;
  p99: number;
}
function spread(times: number[]): Spread {
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/** One search over HTTP: its time, whether its first page came back empty, and whether it failed. */
async function timedSearch(base: string, q: Record<string, string>) {
  const t0 = performance.now();
  try {
    const res = await fetch(base + searchPath(q));
    const body = (await res.json()) as { jobs?: unknown[] };
    return { ms: performance.now() - t0, empty: (body.jobs ?? []).length === 0, failed: res.status !== 200 };
  } catch {
    return { ms: performance.now() - t0, empty: true, failed: true };
  }
}

/**
 * First-time searches: SEARCHES different ones, each once, one client over HTTP; the same ones as
 * raw SQL with ILIKE and with plain full-text search; then CONNECTIONS clients for SECONDS, on
 * searches none of the earlier steps made.
 */
async function firstTime(
  child: ChildProcess,
  base: string,
  ready: { loadSeconds: number | null; kind: string },
) {
  const count = num('searches', 400);
  const all = firstTimeSearches(count + 20_000, num('seed', 1));
  const oneClient = all.slice(0, count);
  const ours: Awaited<ReturnType<typeof timedSearch>>[] = [];
  for (const q of oneClient) ours.push(await timedSearch(base, q));
  const baseline = (engine: 'ilike' | 'fts') =>
    ask<{ times: number[]; empty: boolean[] }>(
      child,
      { type: 'baseline', engine, searches: oneClient },
      'baseline',
    );
  const ilike = await baseline('ilike');
  const fts = await baseline('fts');

  let next = count;
  const times: number[] = [];
  let failed = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end && next < all.length) {
        const r = await timedSearch(base, all[next++]!);
        times.push(r.ms);
        if (r.failed) failed++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const emptyCount = (empty: boolean[]) => empty.filter(Boolean).length;
  const result = {
    database: ready.kind,
    jobs: JOBS,
    loadSeconds: ready.loadSeconds,
    searches: count,
    oneClient: {
      ours: {
        ...spread(ours.map((r) => r.ms)),
        empty: emptyCount(ours.map((r) => r.empty)),
        errors: ours.filter((r) => r.failed).length,
      },
      fts: { ...spread(fts.times), empty: emptyCount(fts.empty) },
      ilike: { ...spread(ilike.times), empty: emptyCount(ilike.empty) },
    },
    concurrent: {
      connections: CONNECTIONS,
      seconds: elapsed,
      searches: times.length,
      perSecond: times.length / elapsed,
      ...spread(times),
      errors: failed,
    },
    slowest: oneClient
      .map((q, i) => ({ query: q, ms: ours[i]!.ms, fts: fts.times[i]! }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 15),
  };
  if (flag('json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const f = (n: number) => n.toFixed(n >= 100 ? 0 : 1);
  const load = result.loadSeconds === null ? 'reused' : `loaded in ${result.loadSeconds.toFixed(0)} s`;
  console.log(
    `\nFirst-time searches on ${result.database}, ${JOBS.toLocaleString('en-US')} jobs (${load}), ${count} different searches, one client`,
  );
  console.log(
    `${'engine'.padEnd(34)}${['p50 ms', 'p95 ms', 'p99 ms', 'empty 1st pages'].map((h) => h.padStart(16)).join('')}`,
  );
  const rows: [string, Spread & { empty: number }][] = [
    ['HireLoop GET /api/jobs (HTTP)', result.oneClient.ours],
    ['plain full-text (raw SQL)', result.oneClient.fts],
    ["ILIKE '%word%' (raw SQL)", result.oneClient.ilike],
  ];
  for (const [name, s] of rows) {
    const cells = [f(s.p50), f(s.p95), f(s.p99), `${s.empty} of ${count}`];
    console.log(`${name.padEnd(34)}${cells.map((c) => c.padStart(16)).join('')}`);
  }
  if (result.oneClient.ours.errors) console.log(`errors, one client: ${result.oneClient.ours.errors}`);
  const c = result.concurrent;
  console.log(
    `\n${c.connections} clients, ${f(c.seconds)} s, each search different: ${f(c.perSecond)} searches/s, p50 ${f(c.p50)} ms, p95 ${f(c.p95)} ms, p99 ${f(c.p99)} ms, ${c.errors} errors of ${c.searches}`,
  );
  console.log('\nslowest (ms, ours / full-text):');
  for (const s of result.slowest)
    console.log(`${f(s.ms).padStart(7)} ${f(s.fts).padStart(7)}  ${JSON.stringify(s.query)}`);
}
