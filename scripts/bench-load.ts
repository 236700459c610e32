// Load benchmark (issue 11): the embedded default as `npm start` runs it (the built server on a
// PGlite data directory with the demo data) plus N generated jobs, driven by autocannon with 50
// signed-in job seekers at once, each visit a search, opening one of its jobs, saving it and
// applying to it. Prints p50/p95/p99 per step and overall, req/s and errors, for each pace: a
// number is requests per second per user (a person reading between clicks), 0 is every user
// sending the next request as soon as the last one is answered (what the server can take).
//   npm run build && npm run bench:load [-- --jobs 10000 --users 50 --paces 1,0 --seconds 20 --port 8122
//     --baseline other/apps/server/dist/server.js --cpu-prof DIR --data DIR --together --json]
// --baseline runs the same load on another build first, on a copy of the same data, side by side.
// --data keeps the prepared data directory there, and uses it as it is when it exists already.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo';
import { createUser } from '../apps/server/src/db/seed/factories';
import { localDiskStorage } from '../apps/server/src/lib/storage';
import { loadJobs } from './bench/load-jobs';
import { SEARCH_MIX, searchPath } from './bench/search-mix';
import { startServer } from './bench/start-server';
import { percentile } from './bench/stats';

const argv = process.argv.slice(2);
const str = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const num = (name: string, fallback: number) => Number(str(name) ?? fallback);
const JOBS = num('jobs', 10_000);
const USERS = num('users', 50);
const SECONDS = num('seconds', 20);
const WARMUP_SECONDS = num('warmup', 3);
const PORT = num('port', 8122);
const PACES = (str('paces') ?? '1,0').split(',').map(Number);
/** --together: every user's request of each second at the same instant (autocannon's own pacing). */
const TOGETHER = argv.includes('--together');
/**
 * All simulated users come from one address, and the general API limit is 1,200 requests a minute
 * per address: the documented RATE_LIMIT_MULTIPLIER lets them through, as an operator would set it
 * for a site behind one NAT. Per-account limits are untouched.
 */
const RATE_LIMIT_MULTIPLIER = str('rate-limit-multiplier') ?? '100';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.resolve(str('server') ?? path.join(ROOT, 'apps/server/dist/server.js'));
const BASELINE = str('baseline') ? path.resolve(str('baseline')!) : undefined;
const SEEKER_PASSWORD = 'Bench@12345';

const STEPS = ['search', 'open', 'save', 'apply'] as const;
type Step = (typeof STEPS)[number];

interface Figures {
  server: string;
  /** Requests per second per user; 0: without pause. */
  pace: number;
  requests: number;
  reqPerSec: number;
  errors: number;
  statuses: Record<string, number>;
  latency: Record<Step | 'all', { p50: number; p95: number; p99: number }>;
}

/** The embedded database as a fresh `npm start` leaves it, plus the jobs and the bench job seekers. */
async function prepareDataDir(dataDir: string): Promise<number> {
  const start = performance.now();
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db, localDiskStorage(path.join(dataDir, 'uploads')), { password: DEMO_PASSWORD });
  await loadJobs(database.db, JOBS, 1);
  for (let i = 0; i < USERS; i++) {
    await createUser(database.db, {
      email: `bench-seeker-${i}@example.com`,
      name: `Bench Seeker ${i}`,
      password: SEEKER_PASSWORD,
      kycCompleted: true,
      kycCompletedAt: new Date(),
      title: 'Software Engineer',
      location: 'Bangalore',
      experience: '4 Years',
      skills: ['React', 'TypeScript', 'Node.js', 'Python', 'SQL'],
      resume: { fileUrl: `/api/user/resume/file/bench-${i}`, fileName: `bench-${i}.pdf` },
      resumeText: 'Software engineer: React, TypeScript, Node.js, Python, SQL; four years.',
    });
  }
  await database.close();
  return (performance.now() - start) / 1000;
}

interface Seeker {
  token: string;
  applied: Set<string>;
}

async function signIn(base: string): Promise<Seeker[]> {
  const seekers: Seeker[] = [];
  for (let i = 0; i < USERS; i++) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-seeker-${i}@example.com`, password: SEEKER_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in of bench-seeker-${i} answered ${res.status}`);
    const token = ((await res.json()) as { token: string }).token;
    // A kept data directory (--data) holds the applications of earlier runs.
    const mine = await fetch(`${base}/api/applications/my`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const applications = (await mine.json()) as { job?: { _id: string } | null }[];
    seekers.push({ token, applied: new Set(applications.flatMap((a) => (a.job ? [a.job._id] : []))) });
  }
  return seekers;
}

/** What a connection knows during one visit; autocannon starts each visit with an empty one. */
interface Visit {
  seeker?: Seeker;
  jobs?: string[];
  jobId?: string;
}

/** Answered by setupRequest, it ends the visit: autocannon goes on with the first request. */
const END_VISIT = undefined as unknown as autocannon.Request;

/** One visit per pass of a connection: a search, one of its jobs opened, saved and applied to. */
function visit(seekers: Seeker[]) {
  let next = 0;
  let lastStep: Step = 'search';
  const auth = (v: Visit) => ({ authorization: `Bearer ${v.seeker!.token}` });
  const onResponse = (step: Step) => (_status: number, body: string, context: object) => {
    // autocannon reports the response's timing right after this call, in the same tick.
    lastStep = step;
    if (step !== 'search') return;
    try {
      (context as Visit).jobs =
        (JSON.parse(body) as { jobs?: { _id: string }[] }).jobs?.map((j) => j._id) ?? [];
    } catch {
      (context as Visit).jobs = [];
    }
  };
  const onJob = (method: 'GET' | 'POST', step: Step, prefix: string) => ({
    method,
    setupRequest: (req: autocannon.Request, context: object) => {
      const v = context as Visit;
      return v.jobId ? { ...req, path: `${prefix}/${v.jobId}`, headers: auth(v) } : END_VISIT;
    },
    onResponse: onResponse(step),
  });
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const v = context as Visit;
        const n = next++;
        v.seeker = seekers[n % seekers.length];
        return { ...req, path: searchPath(SEARCH_MIX[n % SEARCH_MIX.length]!), headers: auth(v) };
      },
      onResponse: onResponse('search'),
    },
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const v = context as Visit;
        // After a timed-out search there are no results; nor, after a while, jobs not applied to yet.
        const jobs = (v.jobs ?? []).filter((id) => !v.seeker?.applied.has(id));
        if (!v.seeker || jobs.length === 0) return END_VISIT;
        const jobId = jobs[Math.floor(Math.random() * jobs.length)]!;
        v.seeker.applied.add(jobId);
        v.jobId = jobId;
        return { ...req, path: `/api/jobs/${jobId}`, headers: auth(v) };
      },
      onResponse: onResponse('open'),
    },
    onJob('POST', 'save', '/api/save-jobs'),
    onJob('POST', 'apply', '/api/applications'),
  ];
  return { requests, step: () => lastStep };
}

async function measure(entry: string, dataDir: string, cpuProf: string | undefined): Promise<Figures[]> {
  const server = await startServer({
    entry,
    port: PORT,
    nodeArgs: cpuProf ? ['--cpu-prof', '--cpu-prof-dir', cpuProf] : [],
    env: { DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER, LOG_LEVEL: str('log-level') ?? 'info' },
  });
  try {
    const seekers = await signIn(server.url);
    const run = async (seconds: number, pace: number) => {
      const { requests, step } = visit(seekers);
      const times = Object.fromEntries([...STEPS, 'all'].map((s) => [s, [] as number[]]));
      const cannon = (options: autocannon.Options) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
          instance.on('response', (_client, _status, _bytes, ms) => {
            times[step()]!.push(ms);
            times.all!.push(ms);
          });
        });
      const options = { url: server.url, duration: seconds, requests };
      if (pace === 0 || TOGETHER) {
        const connections = { ...options, connections: USERS };
        return {
          result: await cannon(pace > 0 ? { ...connections, connectionRate: pace } : connections),
          times,
        };
      }
      // autocannon starts the one-second clock of every connection at the same instant, so its
      // connectionRate sends all 50 users' requests in one burst each second. People act
      // independently: each user gets a connection of its own, started at a random moment of the
      // first interval, and then keeps its pace.
      const users = await Promise.all(
        Array.from({ length: USERS }, async () => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * (1000 / pace)));
          return cannon({ ...options, connections: 1, connectionRate: pace });
        }),
      );
      return { result: mergeResults(users), times };
    };
    await run(WARMUP_SECONDS, 0);
    const figures: Figures[] = [];
    for (const pace of PACES) figures.push(summarize(entry, pace, await run(SECONDS, pace)));
    return figures;
  } finally {
    await server.stop();
  }
}

/** The totals of the users' autocannon runs, as one run with all of them would report them. */
function mergeResults(results: autocannon.Result[]): autocannon.Result {
  const statusCodeStats: Record<string, { count: number }> = {};
  for (const r of results) {
    for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) {
      statusCodeStats[code] = {
        count: (statusCodeStats[code]?.count ?? 0) + (stat as { count: number }).count,
      };
    }
  }
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    ...results[0]!,
    requests: { ...results[0]!.requests, total: sum((r) => r.requests.total) },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statusCodeStats: statusCodeStats as autocannon.Result['statusCodeStats'],
  };
}

function summarize(
  entry: string,
  pace: number,
  { result, times }: { result: autocannon.Result; times: Record<string, number[]> },
): Figures {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  );
  return {
    server: path.relative(ROOT, entry) || entry,
    pace,
    requests: result.requests.total,
    reqPerSec: result.requests.total / SECONDS,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    latency: Object.fromEntries(
      Object.entries(times).map(([s, t]) => [
        s,
        { p50: percentile(t, 50), p95: percentile(t, 95), p99: percentile(t, 99) },
      ]),
    ) as Figures['latency'],
  };
}

function printTable(runs: Figures[], prepared: number): void {
  const f = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(n >= 100 ? 0 : 1));
  console.log(
    `\nEmbedded PGlite, demo data + ${JOBS.toLocaleString('en-US')} jobs (${Number.isNaN(prepared) ? 'reused' : `prepared in ${prepared.toFixed(0)} s`}), ` +
      `${USERS} signed-in job seekers, ${SECONDS} s at each pace after ${WARMUP_SECONDS} s of warm-up, ` +
      `RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}`,
  );
  const width = 16;
  const build = (r: Figures) =>
    BASELINE && r.server === path.relative(ROOT, BASELINE) ? 'baseline' : 'this build';
  const pace = (r: Figures) => (r.pace > 0 ? `${r.pace} req/s/user` : 'no pause');
  console.log(`${''.padEnd(22)}${runs.map((r) => build(r).padStart(width)).join('')}`);
  console.log(`${'pace'.padEnd(22)}${runs.map((r) => pace(r).padStart(width)).join('')}`);
  const row = (name: string, value: (r: Figures) => string) =>
    console.log(`${name.padEnd(22)}${runs.map((r) => value(r).padStart(width)).join('')}`);
  for (const s of [...STEPS, 'all'] as const) {
    row(`${s} p50/p95/p99 ms`, (r) => `${f(r.latency[s].p50)}/${f(r.latency[s].p95)}/${f(r.latency[s].p99)}`);
  }
  row('req/s', (r) => f(r.reqPerSec));
  row('requests', (r) => String(r.requests));
  row('errors', (r) => String(r.errors));
  row('status codes', (r) =>
    Object.entries(r.statuses)
      .map(([c, n]) => `${c}:${n}`)
      .join(' '),
  );
}

const builds = [...(BASELINE ? [BASELINE] : []), SERVER];
for (const entry of builds) {
  if (!existsSync(entry)) {
    console.error(`${entry} does not exist: run npm run build first`);
    process.exit(1);
  }
}
const kept = str('data') && path.resolve(str('data')!);
const dataDir = kept || mkdtempSync(path.join(tmpdir(), 'hireloop-load-'));
const seconds = kept && existsSync(path.join(kept, 'db')) ? NaN : await prepareDataDir(dataDir);
const runs: Figures[] = [];
try {
  for (const [i, entry] of builds.entries()) {
    const copy = `${dataDir}-${i}`;
    cpSync(dataDir, copy, { recursive: true });
    try {
      runs.push(
        ...(await measure(entry, copy, str('cpu-prof') && path.resolve(str('cpu-prof')!, String(i)))),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
} finally {
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
}
if (argv.includes('--json'))
  console.log(JSON.stringify({ jobs: JOBS, users: USERS, seconds: SECONDS, runs }, null, 2));
else printTable(runs, seconds);
