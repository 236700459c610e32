import { ne, sql } from 'drizzle-orm';
import { LEXICON_VERSION, searchDocumentOf } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { searchVectorText, vocabularyWords } from './columns';
import { recordTerms } from './terms';

const BATCH = 500;

/**
 * Writes the search documents of every job indexed under another LEXICON_VERSION (or never, as
 * after the migration that introduced them), like MATCH_SCORE_VERSION brings stored scores up to
 * date: 500 jobs per statement, each batch in a transaction that locks its rows and skips rows
 * another process holds, so several app processes starting together share the work instead of
 * each doing all of it. Answers how many jobs this call indexed again.
 */
export async function reindexJobs(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const words = new Set<string>();
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: jobs.id,
          title: jobs.title,
          companyName: jobs.companyName,
          location: jobs.location,
          type: jobs.type,
          category: jobs.category,
          industry: jobs.industry,
          department: jobs.department,
          employmentType: jobs.employmentType,
          education: jobs.education,
          description: jobs.description,
          requirements: jobs.requirements,
          keySkills: jobs.keySkills,
        })
        .from(jobs)
        .where(ne(jobs.searchVersion, LEXICON_VERSION))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const docs = rows.map((row) => {
        for (const w of vocabularyWords(row)) words.add(w);
        const d = searchDocumentOf(row);
        return { id: row.id, t: d.docTitle, s: d.docSkills, m: d.docMeta, b: d.docBody, w: d.workMode };
      });
      // updated_at stays: indexing again is not an edit of the job.
      await tx.execute(sql`update jobs as j
        set search = ${sql.raw(searchVectorText('v.t', 'v.s', 'v.m', 'v.b'))},
            work_mode = v.w, search_version = ${LEXICON_VERSION}
        from jsonb_to_recordset(${JSON.stringify(docs)}::jsonb) as v(id uuid, t text, s text, m text, b text, w text)
        where j.id = v.id`);
      return rows.length;
    });
    if (count === 0) return done;
    await recordTerms(db, words);
    done += count;
  }
}
