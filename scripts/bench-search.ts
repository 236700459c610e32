// Search benchmark: generates N jobs (default 100,000) and prints p50/p95 latency of searches with
// keywords and filters, on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL too.
//   npm run bench:search [-- --jobs 100000 --runs 40]
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { jobSearchSchema } from '@hireloop/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { createUser } from '../apps/server/src/db/seed/factories';
import { insertGeneratedJobs } from '../apps/server/src/db/seed/demo-jobs';
import { searchJobs } from '../apps/server/src/services/jobs/search-jobs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const JOBS = arg('jobs', 100_000);
const RUNS = arg('runs', 30);

const QUERIES: Record<string, string>[] = [
  { keyword: 'react developer' },
  { keyword: 'reactjs developr' },
  { keyword: 'python', location: 'Bangalore' },
  { keyword: 'data scientist', minSalary: '80000', maxSalary: '150000' },
  { keyword: 'kubernetes', type: 'Full-Time,Contract' },
  { location: 'remote' },
  { category: 'Design', type: 'Remote' },
  { keyword: 'sales', category: 'Sales', minSalary: '50000' },
  { keyword: 'product manager', location: 'bangalor', page: '3' },
  {},
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function bench(label: string, database: Database): Promise<void> {
  await database.migrate();
  const employers = [];
  for (let i = 0; i < 20; i++) {
    employers.push(
      await createUser(database.db, {
        email: `bench-employer-${i}@bench-co-${i}.com`,
        role: 'employer',
        companyName: `Bench Company ${i}`,
      }),
    );
  }
  const t0 = performance.now();
  await insertGeneratedJobs(database.db, employers, JOBS, { seed: 7, chunk: 1000 });
  const loadSeconds = (performance.now() - t0) / 1000;
  await database.db.execute('analyze' as never);
  console.log(`\n${label}: ${JOBS.toLocaleString('en-US')} jobs loaded in ${loadSeconds.toFixed(1)} s`);
  console.log(`${'query'.padEnd(62)} ${'total'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);

  const all: number[] = [];
  for (const raw of QUERIES) {
    const query = jobSearchSchema.parse(raw);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const res = await searchJobs(database.db, query, null);
      const ms = performance.now() - start;
      total = res.total;
      if (i >= 3) times.push(ms); // the first runs warm caches
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const name = JSON.stringify(raw);
    console.log(
      `${name.padEnd(62)} ${String(total).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${'all searches'.padEnd(62)} ${''.padStart(7)} ${percentile(all, 50).toFixed(1).padStart(8)} ${percentile(all, 95).toFixed(1).padStart(8)}`,
  );
}

const pglite = await openDatabase({});
await bench('PGlite (embedded, in memory)', pglite);
await pglite.close();

if (process.env.DATABASE_URL) {
  const name = `hireloop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
