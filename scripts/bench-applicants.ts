// Applicants benchmark: one job with N applications (default 5,000) on PGlite and (with
// DATABASE_URL) PostgreSQL. Prints, side by side: the first page of the employer's list (sorted
// by match score, summary rows, total and counts per status), the same filtered by status, the
// old full list (every application with its whole profile), a deep page by keyset and by OFFSET,
// and the time to recompute every score.
//   npm run bench:applicants [-- --applications 5000] [--runs 200] [--explain]
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { MATCH_SCORE_VERSION } from '@hireloop/shared';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch';
import { applications, users, type UserRow } from '../apps/server/src/db/schema';
import { insertJob, createUser } from '../apps/server/src/db/seed/factories';
import { recomputeScores } from '../apps/server/src/services/applications/compute-score';
import { listApplicantsPage } from '../apps/server/src/services/applications/list-applicants-page';
import { listJobApplications } from '../apps/server/src/services/applications/list-applications';
import { systemClock } from '../apps/server/src/lib/clock';
import type { ServiceContext } from '../apps/server/src/services/context';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const N = arg('--applications', 5000);
const RUNS = arg('--runs', 200);
const EXPLAIN = process.argv.includes('--explain');
const SKILLS = [
  'React',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'AWS',
  'Python',
  'Java',
  'Figma',
  'SQL',
  'Excel',
];

async function bench(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const employer = await createUser(db, {
    email: 'bench@bench-co.com',
    role: 'employer',
    companyName: 'Bench Co',
  });
  const job = await insertJob(db, employer, {
    title: 'Senior Full Stack Engineer',
    keySkills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
    description: 'Build our product end to end with React, Node.js and PostgreSQL.',
    requirements: '4+ years of full stack work\nReact and TypeScript\nNode.js APIs on PostgreSQL',
    experienceMin: 4,
    experienceMax: 8,
  });
  const t0 = performance.now();
  const batch = 500;
  for (let start = 0; start < N; start += batch) {
    const rows = [];
    for (let k = start; k < Math.min(N, start + batch); k++) {
      const skills = SKILLS.filter((_, s) => (k * 7 + s * 3) % 5 < 2);
      rows.push({
        email: `applicant-${k}@example.com`,
        name: `Applicant ${k}`,
        role: 'jobseeker' as const,
        isVerified: true,
        isRegistrationComplete: true,
        kycCompleted: true,
        title: k % 3 === 0 ? 'Full Stack Developer' : k % 3 === 1 ? 'Frontend Engineer' : 'Data Analyst',
        experience: `${k % 12} Years`,
        location: k % 2 ? 'Bangalore' : 'Pune',
        skills,
        employment: [
          {
            title: 'Engineer',
            company: `Company ${k % 50}`,
            startDate: '2019-01',
            endDate: '',
            isCurrentJob: true,
            description: `Worked with ${skills.slice(0, 3).join(', ')} on customer-facing products.`,
          },
        ],
        resume: { fileUrl: '/x', fileName: 'cv.pdf' },
        resumeText: `Experience with ${skills.join(', ')}.`,
      });
    }
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    await db.insert(applications).values(
      inserted.map((u, k) => ({
        jobId: job.id,
        applicantId: u.id,
        status: STATUS_MIX[(start + k) % STATUS_MIX.length]!,
      })),
    );
  }
  const loadMs = performance.now() - t0;

  const s0 = performance.now();
  const recomputed = await recomputeScores(db, { jobId: job.id }, new Date());
  const recomputeMs = performance.now() - s0;

  const ctx = { db, clock: systemClock } as unknown as ServiceContext;
  const firstPage = await timed(RUNS, () => listApplicantsPage(ctx, employer, job.id, {}));
  const filtered = await timed(RUNS, () =>
    listApplicantsPage(ctx, employer, job.id, { status: 'Interview' }),
  );
  const fullList = await timed(Math.max(3, Math.round(RUNS / 20)), () =>
    listJobApplications(ctx, employer, job.id),
  );
  const deep = await deepPage(database, job.id);
  const keptCounts = await timed(RUNS, () =>
    queryRows(database.db, sql`select status, n from application_counts where job_id = ${job.id}`),
  );
  const countedRows = await timed(RUNS, () =>
    queryRows(
      database.db,
      sql`select status, count(*)::int from applications where job_id = ${job.id} group by status`,
    ),
  );

  console.log(
    `\n${label}: ${N.toLocaleString('en-US')} applications to one job (loaded in ${(loadMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  recompute all scores: ${recomputed} in ${(recomputeMs / 1000).toFixed(2)} s (${(recomputeMs / recomputed).toFixed(2)} ms each)`,
  );
  console.log('  | call | rows | p50 ms | p95 ms | runs |');
  console.log('  | --- | --- | --- | --- | --- |');
  console.log(row('first page, by score (new)', firstPage));
  console.log(row("first page, status 'Interview' (new)", filtered));
  console.log(row('whole list with profiles (old)', fullList));
  console.log(row(`page at row ${deep.at}, keyset (chosen)`, deep.keyset));
  console.log(row(`page at row ${deep.at}, OFFSET`, deep.offset));
  console.log(row('counts per status, kept by triggers (chosen)', keptCounts));
  console.log(row('counts per status, counted (group by)', countedRows));
  if (EXPLAIN) await explain(database, job.id, employer);
}

const STATUS_MIX = [
  'Applied',
  'Applied',
  'Applied',
  'In Review',
  'In Review',
  'Interview',
  'Rejected',
  'Hired',
];

interface Timing {
  rows: number;
  p50: number;
  p95: number;
  runs: number;
}

/** Runs `fn` once to warm up, then `runs` times; p50 and p95 of those. */
async function timed(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  const size = (r: unknown) =>
    Array.isArray(r) ? r.length : ((r as { applications?: unknown[] }).applications?.length ?? 0);
  const rows = size(await fn());
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { rows, p50: pct(50), p95: pct(95), runs };
}

const row = (what: string, t: Timing) =>
  `  | ${what} | ${t.rows} | ${t.p50.toFixed(2)} | ${t.p95.toFixed(2)} | ${t.runs} |`;

const RANK = sql`(-coalesce(a.match_score, -1))`;
const PAGE_COLUMNS = sql`a.id, a.status, a.created_at, a.match_score, a.match_breakdown, u.name, u.avatar,
  u.resume, u.headline, u.title, u.experience, u.location`;

/** Page 250 of 20 (rows 4,980-4,999 of 5,000): the keyset query the service runs vs OFFSET. */
async function deepPage(database: Database, jobId: string) {
  const at = Math.max(0, N - 20);
  const [edge] = await queryRows<{ rank: number; created_at: string; id: string }>(
    database.db,
    sql`select ${RANK} as rank, a.created_at::text as created_at, a.id from applications a
        where a.job_id = ${jobId} order by ${RANK}, a.created_at, a.id offset ${Math.max(0, at - 1)} limit 1`,
  );
  const keyset = await timed(RUNS, () =>
    queryRows(
      database.db,
      sql`select ${PAGE_COLUMNS} from applications a join users u on u.id = a.applicant_id
          where a.job_id = ${jobId}
            and (${RANK}, a.created_at, a.id) > (${edge!.rank}, ${edge!.created_at}::timestamptz, ${edge!.id}::uuid)
          order by ${RANK}, a.created_at, a.id limit 21`,
    ),
  );
  const offset = await timed(RUNS, () =>
    queryRows(
      database.db,
      sql`select ${PAGE_COLUMNS} from applications a join users u on u.id = a.applicant_id
          where a.job_id = ${jobId} order by ${RANK}, a.created_at, a.id offset ${at} limit 21`,
    ),
  );
  return { at, keyset, offset };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the first page's queries, and of what they replace. */
async function explain(database: Database, jobId: string, employer: UserRow) {
  const plans = {
    'first page': sql`select ${PAGE_COLUMNS} from applications a join users u on u.id = a.applicant_id
      where a.job_id = ${jobId} order by ${RANK}, a.created_at, a.id limit 21`,
    "first page, status 'Interview'": sql`select ${PAGE_COLUMNS} from applications a join users u on u.id = a.applicant_id
      where a.job_id = ${jobId} and a.status = 'Interview' order by ${RANK}, a.created_at, a.id limit 21`,
    'counts per status (kept by triggers)': sql`select status, n from application_counts where job_id = ${jobId}`,
    'scores from an older scorer?': sql`select count(*) from applications
      where job_id = ${jobId} and (score_version is null or score_version < ${MATCH_SCORE_VERSION})`,
    'before: counting every application by status': sql`select status, count(*)::int from applications
      where job_id = ${jobId} group by status`,
    'old: whole list with profiles': sql`select * from applications a join users u on u.id = a.applicant_id
      where a.job_id = ${jobId} order by a.match_score desc nulls last, a.created_at`,
  };
  console.log(`\n  EXPLAIN (ANALYZE, BUFFERS) as ${employer.email}:`);
  for (const [what, query] of Object.entries(plans)) {
    const lines = await queryRows<Record<string, string>>(
      database.db,
      sql`explain (analyze, buffers) ${query}`,
    );
    console.log(`\n  -- ${what}`);
    for (const line of lines) console.log(`  ${Object.values(line)[0]}`);
  }
}

const pglite = await openDatabase({});
await bench('PGlite (embedded, in memory)', pglite);
await pglite.close();

if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, { prefix: 'hireloop_bench' });
  const database = await openDatabase({ databaseUrl: scratch.url });
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
