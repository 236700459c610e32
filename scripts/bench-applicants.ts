// Applicants benchmark: one job with N applications (default 5,000); prints the time to list them
// sorted by match score and to recompute every score, on PGlite and (with DATABASE_URL) PostgreSQL.
//   npm run bench:applicants [-- --applications 5000]
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { applications, users } from '../apps/server/src/db/schema';
import { createJob, createUser } from '../apps/server/src/db/seed/factories';
import { recomputeScores } from '../apps/server/src/services/applications/compute-score';
import { listJobApplications } from '../apps/server/src/services/applications/list-applications';
import { systemClock } from '../apps/server/src/lib/clock';
import type { ServiceContext } from '../apps/server/src/services/context';

const i = process.argv.indexOf('--applications');
const N = i > 0 ? Number(process.argv[i + 1]) : 5000;
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
  const job = await createJob(db, employer, {
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
    await db
      .insert(applications)
      .values(inserted.map((u) => ({ jobId: job.id, applicantId: u.id, status: 'Applied' })));
  }
  const loadMs = performance.now() - t0;

  const s0 = performance.now();
  const recomputed = await recomputeScores(db, { jobId: job.id }, new Date());
  const recomputeMs = performance.now() - s0;

  const ctx = { db, clock: systemClock } as unknown as ServiceContext;
  const times: number[] = [];
  let count = 0;
  for (let r = 0; r < 6; r++) {
    const l0 = performance.now();
    count = (await listJobApplications(ctx, employer, job.id)).length;
    if (r > 0) times.push(performance.now() - l0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\n${label}: ${N.toLocaleString('en-US')} applications to one job (loaded in ${(loadMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  recompute all scores: ${recomputed} in ${(recomputeMs / 1000).toFixed(2)} s (${(recomputeMs / recomputed).toFixed(2)} ms each)`,
  );
  console.log(
    `  list sorted by score: ${count} rows, median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms`,
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
