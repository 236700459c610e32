import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const TERMS_PER_STATEMENT = 5_000;

/** Adds words of job titles, skills, companies and locations to the vocabulary used to correct typos. */
export async function recordTerms(db: Db, terms: Iterable<string>): Promise<void> {
  const all = [...new Set(terms)];
  for (let i = 0; i < all.length; i += TERMS_PER_STATEMENT) {
    const rows = sql.join(
      all.slice(i, i + TERMS_PER_STATEMENT).map((t) => sql`(${t})`),
      sql`, `,
    );
    await db.execute(sql`insert into search_terms (term) values ${rows} on conflict do nothing`);
  }
}
