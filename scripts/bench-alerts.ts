// Job alerts sweep benchmark (issue 17): N generated jobs and M due alerts (a mix of realistic
// saved searches, one to five per job seeker), then the sweep of the server (batches of 500, one
// transaction each) until nothing is due; prints the figures.
//   npm run bench alerts -- [--alerts 100000 --jobs 20000 --batch 500 --json]
// With DATABASE_URL: PostgreSQL (a scratch database on that server, dropped at the end); without:
// embedded PGlite in memory.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch';
import { ALERT_BATCH, sweepAlertBatch } from '../apps/server/src/services/job-alerts/sweep-alerts';
import { loadJobs } from './bench/load-jobs';
import { SEARCH_MIX } from './bench/search-mix';

const argv = process.argv.slice(2);
const num = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const ALERTS = num('alerts', 100_000);
const JOBS = num('jobs', 20_000);
const BATCH = num('batch', ALERT_BATCH);
const DAY = 86_400_000;

const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, { prefix: 'hireloop_bench_alerts' })
  : undefined;
const database = await openDatabase({ databaseUrl: scratch?.url });
try {
  await database.migrate();
  const { db } = database;
  const loadSeconds = await loadJobs(db, JOBS, 4);

  // The saved searches: the search benchmark's mix without its paging.
  const searches = SEARCH_MIX.map(({ page: _page, ...search }) => JSON.stringify(search));
  const seekers = Math.ceil(ALERTS / 3);
  const now = new Date();
  const seedStart = performance.now();
  await db.execute(sql`
    insert into users (email, role, name, kyc_completed)
    select 'bench-seeker-' || i || '@example.com', 'jobseeker', 'Seeker ' || i, true
    from generate_series(1, ${seekers}) as i`);
  // Every alert due now; each last ran between one and two days ago (daily) or a week ago (weekly).
  await db.execute(sql`
    insert into job_alerts (user_id, name, search, frequency, last_run_at, next_run_at, created_at, updated_at)
    select u.id, 'Alert ' || i, (${`{${searches.map((s) => JSON.stringify(s)).join(',')}}`}::text[])[1 + i % ${searches.length}]::jsonb,
           case when i % 4 = 0 then 'weekly' else 'daily' end,
           ${now.toISOString()}::timestamptz - (case when i % 4 = 0 then interval '7 days' else interval '1 day' end)
             - (i % 1440) * interval '1 minute',
           ${now.toISOString()}::timestamptz - (i % 1440) * interval '1 minute',
           ${now.toISOString()}::timestamptz - interval '30 days', ${now.toISOString()}::timestamptz
    from generate_series(1, ${ALERTS}) as i
    join (select id, row_number() over () as n from users where role = 'jobseeker') u on u.n = 1 + i % ${seekers}`);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const [newJobs] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from jobs where created_at > ${new Date(now.getTime() - 8 * DAY).toISOString()}`,
  );

  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
  });
  const ctx = { db, config, clock: { now: () => new Date(now.getTime() + 60_000) } };
  let peakRss = process.memoryUsage().rss;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const batchMs: number[] = [];
  const totals = { alerts: 0, mails: 0 };
  const start = performance.now();
  for (;;) {
    const t0 = performance.now();
    const batch = await sweepAlertBatch(ctx, BATCH);
    batchMs.push(performance.now() - t0);
    totals.alerts += batch.alerts;
    totals.mails += batch.mails;
    if (batch.alerts < BATCH) break;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sample);
  const [queued] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from background_jobs where kind = 'mail'`,
  );
  const sorted = [...batchMs].sort((a, b) => a - b);
  const figures = {
    database: scratch ? 'PostgreSQL' : 'PGlite',
    jobs: JOBS,
    jobsInLastWeek: Number(newJobs?.n ?? 0),
    alerts: ALERTS,
    batch: BATCH,
    loadSeconds: Number(loadSeconds.toFixed(1)),
    seedSeconds: Number(seedSeconds.toFixed(1)),
    sweptAlerts: totals.alerts,
    mailsEnqueued: Number(queued?.n ?? 0),
    sweepSeconds: Number(seconds.toFixed(1)),
    alertsPerSecond: Math.round(totals.alerts / seconds),
    batchMsP50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    batchMsMax: Math.round(sorted.at(-1) ?? 0),
    peakRssMb: Math.round(peakRss / 1024 / 1024),
  };
  if (argv.includes('--json')) console.log(JSON.stringify(figures));
  else console.table(figures);
} finally {
  await database.close();
  await scratch?.drop();
}
