import { sql } from 'drizzle-orm';
import { LEXICON_VERSION, plainWords, searchDocumentOf, type SearchableJob } from '@hireloop/shared';

/**
 * The search columns of a job (its weighted search vector, work mode and lexicon version), to be
 * written with it by every path that stores a job: the API, the seed, the bulk loaders. The
 * vector is built from the four documents of packages/shared (A title, B skills, C company and
 * classification, D the rest) with the 'simple' configuration, which takes their words as they are.
 */
export function searchColumns(job: SearchableJob) {
  const doc = searchDocumentOf(job);
  const part = (text: string, weight: string) => sql`setweight(to_tsvector('simple', ${text}), ${weight})`;
  return {
    search: sql.join(
      [part(doc.docTitle, 'A'), part(doc.docSkills, 'B'), part(doc.docMeta, 'C'), part(doc.docBody, 'D')],
      sql` || `,
    ),
    workMode: doc.workMode,
    searchVersion: LEXICON_VERSION,
  };
}

/** The same vector as SQL text over four expressions holding the documents (for bulk loads). */
export const searchVectorText = (title: string, skills: string, meta: string, body: string) =>
  [
    [title, 'A'],
    [skills, 'B'],
    [meta, 'C'],
    [body, 'D'],
  ]
    .map(([text, weight]) => `setweight(to_tsvector('simple', ${text}), '${weight}')`)
    .join(' || ');

/** Words of job titles, skills, companies and locations, which typo correction may correct towards. */
export function vocabularyWords(
  job: Pick<SearchableJob, 'title' | 'companyName' | 'location' | 'keySkills'>,
) {
  return plainWords([job.title, job.companyName, job.location, ...job.keySkills].join(' ')).filter(
    (w) => w.length >= 2 && w.length <= 40,
  );
}
