import { asc, eq, lt } from 'drizzle-orm';
import { LEXICON_VERSION } from '@hireloop/shared';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { searchColumns, vocabularyWords } from './search-columns';
import { recordTerms } from './search-terms';

const BATCH = 500;

/**
 * Writes the search documents of every job indexed under an older LEXICON_VERSION (or never, as
 * after the migration that introduced them), a batch at a time, like MATCH_SCORE_VERSION brings
 * stored scores up to date. Answers how many jobs were indexed again.
 */
export async function reindexJobs(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
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
      .where(lt(jobs.searchVersion, LEXICON_VERSION))
      .orderBy(asc(jobs.searchVersion))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const words = new Set<string>();
    for (const row of rows) {
      // updated_at stays: indexing again is not an edit of the job.
      await db.update(jobs).set(searchColumns(row)).where(eq(jobs.id, row.id));
      for (const w of vocabularyWords(row)) words.add(w);
    }
    await recordTerms(db, words);
    done += rows.length;
  }
}
