// The search relevance evaluation behind `npm run eval:search`: loads a judged set of jobs through
// the API into a fresh database, runs each query as the browser sends it, and scores the results.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { createUser } from '../../apps/server/src/db/seed/factories';

export interface JudgedJob {
  id: string;
  title: string;
  companyName?: string;
  location?: string;
  type?: string;
  category?: string;
  keySkills?: string[];
  description: string;
  requirements?: string;
  experienceMin?: number;
  experienceMax?: number;
  salaryMin?: number;
  salaryMax?: number;
  education?: string;
}

export interface JudgedQuery {
  keyword?: string;
  location?: string;
  /** Ids of the jobs a job seeker would call relevant. */
  relevant: string[];
  /** Ids of jobs plainly wrong for the query (a device driver job for "driver job"). */
  wrong?: string[];
  /** The id of the job that must rank first (the job whose title is what the seeker typed). */
  first?: string;
  /** What kind of query it is (abbreviation, negation, region ...), for grouping the misses. */
  kind?: string;
}

export interface JudgedSet {
  jobs: JudgedJob[];
  queries: JudgedQuery[];
}

export interface QueryScore {
  keyword: string;
  location: string;
  relevant: number;
  total: number;
  matched: string;
  /** Relevant jobs among the first ten, of as many as could be there: min(10, relevant). */
  recallAt10: number;
  /** Relevant jobs among the first five shown, of the jobs shown there: min(5, shown). */
  precisionAt5: number;
  /** Ids in the first ten that were not judged relevant, and relevant ids missing from them. */
  wrong: string[];
  missed: string[];
  kind: string;
  /** The ids shown, in order (at most ten). */
  shown: string[];
  /** Ids among the first ten that the set judged plainly wrong for the query. */
  plainlyWrong: string[];
  /** The job that must rank first, if the set names one, and whether it did. */
  first?: string;
  firstRanksFirst?: boolean;
}

export interface SearchEvaluation {
  jobs: number;
  queries: number;
  meanRecallAt10: number;
  meanPrecisionAt5: number;
  /** Queries that have relevant jobs but found none. */
  zeroResults: string[];
  /** Queries with a job judged plainly wrong among their first ten. */
  plainlyWrongInTopTen: string[];
  /** Queries that name a job that must rank first, and whose first result is another. */
  firstNotFirst: string[];
  perQuery: QueryScore[];
}

export const TARGETS = { meanRecallAt10: 0.95, meanPrecisionAt5: 0.85 };

/** How a query is named in the summaries: its keyword, else its location. */
export const queryLabel = (s: { keyword: string; location: string }) => s.keyword || s.location;

export const readSet = (file: string): JudgedSet => JSON.parse(readFileSync(file, 'utf8')) as JudgedSet;

/** The job form the API takes, with plain defaults for what a set leaves out. */
function formOf(job: JudgedJob) {
  return {
    title: job.title,
    companyName: job.companyName ?? 'Company',
    location: job.location ?? '',
    type: job.type ?? 'Full-Time',
    category: job.category ?? 'Other',
    keySkills: job.keySkills ?? [],
    description: job.description,
    requirements: job.requirements ?? job.description,
    // A set that leaves experience out says nothing about entry level: 1-5 years, not 0.
    experienceMin: job.experienceMin ?? 1,
    experienceMax: job.experienceMax ?? Math.max(5, job.experienceMin ?? 1),
    salaryMin: job.salaryMin ?? 30_000,
    salaryMax: job.salaryMax ?? Math.max(60_000, (job.salaryMin ?? 30_000) + 1),
    openings: 1,
    education: job.education ?? 'Any Graduate',
  };
}

/** Runs the set against a fresh embedded database (or DATABASE_URL's, which must be empty). */
export async function evaluateSearch(set: JudgedSet, databaseUrl?: string): Promise<SearchEvaluation> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hireloop-eval-'));
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'eval-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ config, database, webDist: null });
  try {
    await app.ready();
    const email = 'eval-employer@eval-company.com';
    await createUser(database.db, { email, role: 'employer', companyName: 'Eval Company' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Password1' },
    });
    const token = (login.json() as { token: string }).token;

    const idOf = new Map<string, string>();
    for (const job of set.jobs) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: { authorization: `Bearer ${token}` },
        payload: formOf(job),
      });
      if (res.statusCode !== 201) throw new Error(`job ${job.id} refused: ${res.statusCode} ${res.body}`);
      idOf.set((res.json() as { job: { _id: string } }).job._id, job.id);
    }

    const perQuery: QueryScore[] = [];
    for (const q of set.queries) {
      const params = new URLSearchParams({ pageSize: '10' });
      if (q.keyword) params.set('keyword', q.keyword);
      if (q.location) params.set('location', q.location);
      const res = await app.inject({ method: 'GET', url: `/api/jobs?${params.toString()}` });
      if (res.statusCode !== 200) throw new Error(`query ${params.toString()} failed: ${res.body}`);
      const body = res.json() as { jobs: { _id: string }[]; total: number; matched: string };
      const shown = body.jobs.map((j) => idOf.get(j._id) ?? j._id);
      const relevant = new Set(q.relevant);
      const judgedWrong = new Set(q.wrong ?? []);
      const hits = (n: number) => shown.slice(0, n).filter((id) => relevant.has(id)).length;
      perQuery.push({
        keyword: q.keyword ?? '',
        location: q.location ?? '',
        relevant: relevant.size,
        total: body.total,
        matched: body.matched,
        recallAt10: relevant.size ? hits(10) / Math.min(10, relevant.size) : 1,
        precisionAt5: shown.length ? hits(5) / Math.min(5, shown.length) : relevant.size ? 0 : 1,
        wrong: shown.filter((id) => !relevant.has(id)),
        missed: [...relevant].filter((id) => !shown.includes(id)),
        kind: q.kind ?? '',
        shown,
        plainlyWrong: shown.filter((id) => judgedWrong.has(id)),
        ...(q.first ? { first: q.first, firstRanksFirst: shown[0] === q.first } : {}),
      });
    }
    const mean = (f: (s: QueryScore) => number) =>
      perQuery.reduce((sum, s) => sum + f(s), 0) / perQuery.length;
    return {
      jobs: set.jobs.length,
      queries: perQuery.length,
      meanRecallAt10: mean((s) => s.recallAt10),
      meanPrecisionAt5: mean((s) => s.precisionAt5),
      zeroResults: perQuery.filter((s) => s.relevant > 0 && s.total === 0).map(queryLabel),
      plainlyWrongInTopTen: perQuery.filter((s) => s.plainlyWrong.length > 0).map(queryLabel),
      firstNotFirst: perQuery.filter((s) => s.first && !s.firstRanksFirst).map(queryLabel),
      perQuery,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
