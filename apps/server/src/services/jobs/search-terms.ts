import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Vocabulary } from './search-vocabulary';

/** Lower-case words of at least two letters or digits. */
export function termsOf(...texts: string[]): string[] {
  const words = texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w.length >= 2 && w.length <= 40))];
}

/** Adds words of job titles, skills, companies and locations to the vocabulary used to correct typos. */
export async function recordTerms(db: Db, terms: string[]): Promise<void> {
  if (terms.length === 0) return;
  const rows = sql.join(
    terms.map((t) => sql`(${t})`),
    sql`, `,
  );
  await db.execute(sql`insert into search_terms (term) values ${rows} on conflict do nothing`);
}

/** Rebuilds the vocabulary from every job (after bulk loads). */
export async function rebuildTerms(db: Db): Promise<void> {
  await db.execute(sql`insert into search_terms (term)
    select distinct w from jobs j,
      regexp_split_to_table(lower(j.title || ' ' || j.company_name || ' ' || j.location || ' ' || j.key_skills::text), '[^[:alnum:]]+') as w
    where length(w) between 2 and 40
    on conflict do nothing`);
}

/**
 * For each query word, the word itself plus, when the vocabulary does not hold it, its nearest
 * known spellings ('developr' → 'developer', 'reactjs' → 'react').
 */
export function expandQueryWords(vocabulary: Vocabulary, words: string[]): string[][] {
  return words.map((word) => (vocabulary.has(word) ? [word] : [word, ...vocabulary.nearest(word, 2)]));
}
