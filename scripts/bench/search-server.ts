// The server side of the search benchmark, run as a child process so that the load generator does
// not share its event loop: opens the database, loads the jobs, starts the real app on a free
// port, and on request times the ILIKE baseline as raw SQL against the same database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { loadJobs } from './load-jobs';
import { ftsQuery, FTS_INDEX } from './first-time-mix';
import { ilikeQueries, SEARCH_MIX, type RawQuery } from './search-mix';

export interface ServerRequest {
  type: 'ilike' | 'ilike-load' | 'baseline' | 'close';
  runs?: number;
  /** 'baseline': the engine, and the searches to run once each. */
  engine?: 'ilike' | 'fts';
  searches?: Record<string, string>[];
  seconds?: number;
  connections?: number;
}

const send = (message: unknown) => process.send!(message);

export async function serveBenchmark(jobs: number, databaseUrl: string | undefined, reuse: boolean) {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const [{ n }] = (await queryRows<{ n: string }>(database.db, sql`select count(*) as n from jobs`)) as [
    { n: string },
  ];
  let loadSeconds: number | null = null;
  if (!reuse || Number(n) !== jobs) {
    if (Number(n) > 0) throw new Error('the benchmark database is not empty; drop it or pass --reuse');
    loadSeconds = await loadJobs(database.db, jobs, database.kind === 'postgres' ? 2 : 1);
  }

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hireloop-bench-')),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    MAIL_OUTBOX: '1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ config, database, webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // The baseline runs as raw SQL: on PostgreSQL through a pool of its own, on PGlite through its client.
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 64 }) : null;
  const client = pool ?? (database.db as unknown as { $client: pg.Pool }).$client;
  const mix = SEARCH_MIX.map(ilikeQueries);
  const run = async (q: { page: RawQuery; count: RawQuery }) => {
    await client.query(q.page.text, q.page.params);
    await client.query(q.count.text, q.count.params);
  };

  process.on('message', async (req: ServerRequest) => {
    if (req.type === 'ilike') {
      const times: number[][] = mix.map(() => []);
      for (const q of mix) await run(q); // warm the cache once
      for (let r = 0; r < (req.runs ?? 10); r++) {
        for (const [i, q] of mix.entries()) {
          const t0 = performance.now();
          await run(q);
          times[i]!.push(performance.now() - t0);
        }
      }
      send({ type: 'ilike', times });
    } else if (req.type === 'baseline') {
      // First-time searches, each once, as raw SQL: the time and whether the first page was empty.
      if (req.engine === 'fts') await client.query(FTS_INDEX);
      const times: number[] = [];
      const empty: boolean[] = [];
      for (const q of req.searches ?? []) {
        const t0 = performance.now();
        let rows: unknown[];
        if (req.engine === 'fts') {
          const fts = ftsQuery(q);
          rows = ((await client.query(fts.text, fts.params)) as unknown as { rows: unknown[] }).rows;
        } else {
          const ilike = ilikeQueries(q);
          rows = ((await client.query(ilike.page.text, ilike.page.params)) as unknown as { rows: unknown[] })
            .rows;
          await client.query(ilike.count.text, ilike.count.params);
        }
        times.push(performance.now() - t0);
        empty.push(rows.length === 0);
      }
      send({ type: 'baseline', times, empty });
    } else if (req.type === 'ilike-load') {
      const end = performance.now() + (req.seconds ?? 10) * 1000;
      let done = 0;
      let errors = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: req.connections ?? 32 }, async (_, c) => {
          for (let i = c; performance.now() < end; i++) {
            await run(mix[i % mix.length]!).then(
              () => done++,
              () => errors++,
            );
          }
        }),
      );
      send({ type: 'ilike-load', requests: done, errors, seconds: (performance.now() - start) / 1000 });
    } else {
      await app.close();
      await pool?.end();
      await database.close();
      process.exit(0);
    }
  });
  send({ type: 'ready', port, loadSeconds, kind: database.kind });
}
