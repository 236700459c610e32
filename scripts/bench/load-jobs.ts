// Bulk load for the benchmarks: generated jobs inserted many rows per statement (unnest of one
// array per column), with the jobs table's secondary indexes built once after the load.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../apps/server/src/db/client';
import { createUser } from '../../apps/server/src/db/seed/factories';
import { generateJob, prng } from '../../apps/server/src/db/seed/generate-jobs';
import type { UserRow } from '../../apps/server/src/db/schema';
import { LEXICON_VERSION, searchDocumentOf } from '@hireloop/shared';
import { recordTerms, searchVectorText, vocabularyWords } from '../../apps/server/src/services/search';

const DAY = 86_400_000;
const ROWS_PER_STATEMENT = 5_000;
const EMPLOYERS = 50;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

const COLUMNS = [
  ['employer_id', 'uuid'],
  ['title', 'text'],
  ['company_name', 'text'],
  ['location', 'text'],
  ['type', 'text'],
  ['category', 'text'],
  ['industry', 'text'],
  ['department', 'text'],
  ['employment_type', 'text'],
  ['education', 'text'],
  ['salary_min', 'int'],
  ['salary_max', 'int'],
  ['experience_min', 'int'],
  ['experience_max', 'int'],
  ['openings', 'int'],
  ['description', 'text'],
  ['requirements', 'text'],
  ['key_skills', 'text'],
  ['is_closed', 'boolean'],
  ['created_at', 'timestamptz'],
  ['work_mode', 'text'],
  ['search_version', 'int'],
] as const;
// The four documents of each job, from which the insert computes its search vector.
const DOCUMENTS = ['doc_title', 'doc_skills', 'doc_meta', 'doc_body'] as const;
const INPUTS = [...COLUMNS, ...DOCUMENTS.map((d) => [d, 'text'] as const)];

const INSERT = `insert into jobs (${COLUMNS.map(([c]) => c).join(', ')}, updated_at, search)
  select ${COLUMNS.map(([c]) => (c === 'key_skills' ? 'key_skills::jsonb' : c)).join(', ')}, created_at,
    ${searchVectorText(...DOCUMENTS)}
  from unnest(${INPUTS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')})
  as t(${INPUTS.map(([c]) => c).join(', ')})`;

/** Inserts `count` generated jobs (deterministic for the seed) and answers the seconds it took. */
export async function loadJobs(db: Db, count: number, concurrency: number, seed = 7): Promise<number> {
  const start = performance.now();
  const employers: UserRow[] = [];
  for (let i = 0; i < EMPLOYERS; i++) {
    employers.push(
      await createUser(db, {
        email: `bench-employer-${i}@bench-co-${i}.com`,
        role: 'employer',
        companyName: `Bench Company ${i}`,
      }),
    );
  }
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes where tablename = 'jobs' and indexname <> 'jobs_pkey'`,
  );
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));

  const client = (db as unknown as { $client: RawClient }).$client;
  const rand = prng(seed);
  const now = Date.now();
  let next = 0;
  const words = new Set<string>();
  const batch = () => {
    const n = Math.min(ROWS_PER_STATEMENT, count - next);
    const cols: unknown[][] = INPUTS.map(() => []);
    for (let i = next; i < next + n; i++) {
      const employer = employers[i % employers.length]!;
      const f = generateJob(rand, employer.companyName);
      // The same documents, hence the same vector, as the API writes for a job.
      const doc = searchDocumentOf(f);
      for (const w of vocabularyWords(f)) words.add(w);
      const values = [
        employer.id,
        f.title,
        f.companyName,
        f.location,
        f.type,
        f.category,
        f.industry ?? '',
        f.department ?? '',
        f.employmentType ?? '',
        f.education ?? '',
        f.salaryMin,
        f.salaryMax,
        f.experienceMin,
        f.experienceMax,
        f.openings,
        f.description,
        f.requirements,
        JSON.stringify(f.keySkills ?? []),
        rand() < 0.08,
        new Date(now - Math.floor(rand() * 60 * DAY)).toISOString(),
        doc.workMode,
        LEXICON_VERSION,
        doc.docTitle,
        doc.docSkills,
        doc.docMeta,
        doc.docBody,
      ];
      values.forEach((v, c) => cols[c]!.push(v));
    }
    next += n;
    return cols;
  };
  const worker = async () => {
    while (next < count) await client.query(INSERT, batch());
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  await recordTerms(db, words);
  // The table as a running database keeps it: autovacuum marks the pages of settled rows
  // all-visible (which lets counts read the covering indexes alone) and refreshes the statistics.
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - start) / 1000;
}
