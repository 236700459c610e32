import { sql } from 'drizzle-orm';
import { plainWords, searchLexicon, type JobSearchQuery } from '@hireloop/shared';
import { queryRows, type Db } from '../../db/client';
import type { Vocabulary } from './search-vocabulary';
import {
  allConditions,
  planSearch,
  readRequest,
  tsQueryText,
  type Pass,
  type SearchPlan,
} from './search-plan';

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
  const related: string[] = [];
  for (const candidate of candidates) {
    if (related.length >= RELATED_SEARCHES) break;
    if (plainWords(candidate).join(' ') === own || candidate === didYouMean) continue;
    const asked = { ...query, keyword: candidate, q: undefined, search: undefined };
    if (await findsAny(db, planSearch(readRequest(asked, now), vocabulary))) {
      related.push(candidate);
    }
  }
  return { didYouMean, related };
}

async function findsAny(db: Db, plan: SearchPlan): Promise<boolean> {
  const text = plan.units.length ? tsQueryText(plan.units, '&') : null;
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from jobs j where ${allConditions(plan, text)}) as found`,
  );
  return Boolean(rows[0]?.found);
}
