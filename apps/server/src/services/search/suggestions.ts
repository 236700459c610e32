import { sql } from 'drizzle-orm';
import { plainWords, searchLexicon, type JobSearchQuery } from '@hireloop/shared';
import { queryRows, type Db } from '../../db/client';
import type { Vocabulary } from './vocabulary';
import { compileSearch, readRequest, type CompiledSearch, type Pass } from './plan';

/** Below this many results a search "finds little": it gets a spelling suggestion and related searches. */
export const FEW_RESULTS = 5;
/** Related searches offered at most. */
export const RELATED_SEARCHES = 4;

/**
 * "Did you mean" (the keywords with each unknown word replaced by its nearest known spelling) and
 * related searches that find jobs (a neighbouring skill, or the keywords less one word), both only
 * when the search found fewer than FEW_RESULTS jobs.
 */
export async function notesFor(
  db: Db,
  query: JobSearchQuery,
  now: Date,
  pass: Pass,
  total: number,
  vocabulary: Vocabulary,
): Promise<{ didYouMean: string | null; related: string[] }> {
  const { units } = pass.plan;
  if (total >= FEW_RESULTS || units.length === 0) return { didYouMean: null, related: [] };

  const corrections = new Map(units.filter((u) => u.correction).map((u) => [u.text, u.correction!]));
  const keywords = query.keyword || query.q || query.search || '';
  let didYouMean: string | null = null;
  if (corrections.size > 0) {
    // Word by word as typed, so that the suggestion keeps the rest of what was written.
    const suggestion = keywords
      .trim()
      .split(/\s+/)
      .map((raw) => {
        const words = plainWords(raw);
        return words.length === 1 && corrections.has(words[0]!) ? corrections.get(words[0]!)! : raw;
      })
      .join(' ');
    if (suggestion.toLowerCase() !== keywords.trim().toLowerCase()) didYouMean = suggestion;
  }

  const candidates = new Set<string>();
  const lexicon = searchLexicon();
  const cities = pass.plan.request.keywords.cities;
  const withCities = (words: string[]) => [...words, ...cities].join(' ');
  units.forEach((unit, i) => {
    const others = units.filter((_, j) => j !== i).map((u) => u.correction ?? u.text);
    for (const concept of unit.concepts) {
      for (const name of lexicon.related.get(concept) ?? []) {
        others.splice(i, 0, name);
        candidates.add(withCities(others));
        others.splice(i, 1);
      }
    }
    if (units.length > 1) candidates.add(withCities(others));
  });
  const own = plainWords(keywords).join(' ');
  const asked = [...candidates]
    .filter((c) => plainWords(c).join(' ') !== own && c !== didYouMean)
    .slice(0, RELATED_PROBES);
  const searches = asked.map((candidate) =>
    compileSearch(
      readRequest({ ...query, keyword: candidate, q: undefined, search: undefined }, now),
      vocabulary,
    ),
  );
  const found = await findingAny(db, searches);
  const related = asked.filter((_, i) => found[i]).slice(0, RELATED_SEARCHES);
  return { didYouMean, related };
}

/** Related searches tried at most, in one query. */
const RELATED_PROBES = 12;

/**
 * Whether each search finds a job, in one round trip. Each one's matches are a materialized CTE,
 * so that PostgreSQL reads them through the indexes: as `exists (select ... limit 1)` it expects an
 * early match and scans the whole table when a filter (an internship, a city) rules every match out.
 */
async function findingAny(db: Db, searches: CompiledSearch[]): Promise<boolean[]> {
  const probed = searches.flatMap((s, i) => (s.plan.nothing ? [] : [{ s, name: sql.raw(`c${i}`) }]));
  if (probed.length === 0) return searches.map(() => false);
  const ctes = probed.map(
    ({ s, name }) => sql`${name} as materialized (select 1 from jobs j where ${s.where})`,
  );
  const checks = probed.map(({ name }) => sql`exists (select 1 from ${name}) as ${name}`);
  const [row] = await queryRows<Record<string, boolean>>(
    db,
    sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(checks, sql`, `)}`,
  );
  return searches.map((_, i) => Boolean(row?.[`c${i}`]));
}
