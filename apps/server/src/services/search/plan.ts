import { sql, type SQL } from 'drizzle-orm';
import {
  citiesNamed,
  isCountry,
  namesOfCity,
  parseKeywords,
  regionsOf,
  plainWords,
  searchLexicon,
  stemOf,
  WORK_MODE_OPTIONS,
  type JobSearchQuery,
  type ParsedKeywords,
  type QueryUnit,
  type WorkMode,
} from '@hireloop/shared';
import type { Vocabulary } from './vocabulary';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** What a search asks, read from the query string before the vocabulary is needed; also its cache key. */
export interface SearchRequest {
  keywords: ParsedKeywords;
  /** Location entries as typed, folded; several are alternatives. */
  locations: string[];
  workModes: WorkMode[];
  types: string[];
  categories: string[];
  minSalary?: number | undefined;
  maxSalary?: number | undefined;
  experience?: number | undefined;
  remoteOnly?: boolean | undefined;
  /** Posted at or after (ISO), to the minute, so that the key of a cached page stays put for a minute. */
  postedSince?: string | undefined;
}

export function readRequest(query: JobSearchQuery, now: Date): SearchRequest {
  const keywords = parseKeywords(query.keyword || query.q || query.search || '');
  const typedModes = listOf(query.workMode)
    .map((m) => plainWords(m).join(''))
    .filter((m): m is WorkMode => (WORK_MODE_OPTIONS as readonly string[]).includes(m));
  let locations = listOf(query.location)
    .map((l) => plainWords(l).join(' '))
    .filter(Boolean);
  // "Pune, India": the country narrows nothing next to a city.
  if (locations.some((l) => !isCountry(l))) locations = locations.filter((l) => !isCountry(l));
  const postedSince = query.posted
    ? new Date(
        Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS - Number(query.posted) * DAY_MS,
      ).toISOString()
    : undefined;
  return {
    keywords,
    locations: [...new Set(locations)].sort(),
    workModes: [...new Set([...typedModes, ...keywords.workModes])].sort(),
    types: listOf(query.type).sort(),
    categories: listOf(query.category).sort(),
    minSalary: query.minSalary,
    maxSalary: query.maxSalary,
    experience: query.experience,
    remoteOnly: query.remoteOnly,
    postedSince,
  };
}

/** A unit of the query with the spellings the vocabulary suggests for an unknown word. */
export interface PlannedUnit extends QueryUnit {
  /** The nearest known spelling of an unknown word, for "Did you mean". */
  correction?: string | undefined;
}

/** The SQL conditions of a search. */
export interface SearchPlan {
  units: PlannedUnit[];
  /** The keywords had text but nothing searchable: nothing matches. */
  nothing: boolean;
  /** LIKE patterns of the locations asked for (a place's names, its regions, a typed entry). */
  locationPatterns: string[];
  /**
   * The stored locations those patterns find (search_places), read through jobs_open_place_idx
   * instead of the patterns; null when not known or too many.
   */
  locationPlaces: string[] | null;
  /** A location entry asked for remote jobs. */
  remoteLocation: boolean;
  request: SearchRequest;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Whether the vocabulary or the lexicon knows a word (so it is not a typo). */
function knows(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.has(word) || searchLexicon().phrases.has(word);
}

/** Terms a word stands for: its stem and the concepts it names. */
function termsOfWord(word: string): string[] {
  return [
    stemOf(word),
    ...(searchLexicon()
      .phrases.get(word)
      ?.asked.map((c) => c.token) ?? []),
  ];
}

export function planSearch(request: SearchRequest, vocabulary: Vocabulary): SearchPlan {
  const units = request.keywords.units.map((unit): PlannedUnit => {
    if (!unit.plain || knows(vocabulary, unit.text)) return unit;
    const nearest = vocabulary.nearest(unit.text, 2);
    return {
      ...unit,
      terms: [...new Set([...unit.terms, ...nearest.flatMap(termsOfWord)])],
      correction: nearest[0],
    };
  });

  const patterns = new Set<string>();
  let remoteLocation = false;
  const addCities = (cities: string[]) => {
    // A city's own names, and the regions whose postings are for it ('Delhi NCR' for Noida).
    for (const city of cities)
      for (const name of [...namesOfCity(city), ...regionsOf(city)]) patterns.add(name);
  };
  addCities(request.keywords.cities);
  for (const entry of request.locations) {
    if (entry === 'remote' || entry === 'anywhere' || entry === 'work from home') {
      remoteLocation = true;
      continue;
    }
    const cities = citiesNamed(entry);
    if (cities) {
      addCities(cities);
      continue;
    }
    patterns.add(entry);
    // A misspelt place ('mumbia', 'bangalor'): its nearest known spellings, and their other names.
    const words = entry.split(' ');
    if (words.length === 1 && !vocabulary.has(entry)) {
      for (const near of vocabulary.nearest(entry, 2)) {
        const nearCities = citiesNamed(near);
        if (nearCities) addCities(nearCities);
        else patterns.add(near);
      }
    }
  }
  const fragments = withoutContained([...patterns]).sort();
  return {
    units,
    nothing: request.keywords.unsearchable,
    locationPatterns: fragments.map(likePattern),
    locationPlaces: fragments.length ? vocabulary.placesHolding(fragments) : null,
    remoteLocation,
    request,
  };
}

/**
 * Fragments less those another one already covers: 'ncr' finds every 'delhi ncr', 'noida' every
 * 'greater noida' (a city and its region's names make many, each a scan of the index).
 */
function withoutContained(fragments: string[]): string[] {
  return fragments.filter((p) => !fragments.some((q) => q !== p && p.includes(q)));
}

/** The text search query of units: every unit ('&'), or any ('|') for the partial fallback. */
export function tsQueryText(units: PlannedUnit[], join: '&' | '|'): string {
  return units.map((u) => `(${u.terms.join(' | ')})`).join(` ${join} `);
}

export const tsQuery = (text: string): SQL => sql`to_tsquery('simple', ${text})`;

/** Everything but the type and category filters, which the facets count around. */
export function baseConditions(plan: SearchPlan, keywordQuery: string | null): SQL {
  const r = plan.request;
  const c: SQL[] = [sql`j.is_closed = false`, sql`j.deleted_at is null`];
  if (plan.nothing) c.push(sql`false`);
  if (keywordQuery) c.push(sql`j.search @@ ${tsQuery(keywordQuery)}`);
  // The stored locations a place names, as values of jobs_open_place_idx; else its patterns.
  const places: SQL[] = !plan.locationPlaces
    ? plan.locationPatterns.map((p) => sql`lower(j.location) like ${p}`)
    : plan.locationPlaces.length
      ? [sql`lower(j.location) in ${plan.locationPlaces}`]
      : [sql`false`];
  if (plan.remoteLocation) places.push(sql`j.work_mode = 'remote'`);
  if (places.length) c.push(sql`(${sql.join(places, sql` or `)})`);
  // A job matches a salary filter when its range overlaps the filter's range.
  if (r.minSalary !== undefined) c.push(sql`j.salary_max >= ${r.minSalary}`);
  if (r.maxSalary !== undefined) c.push(sql`j.salary_min <= ${r.maxSalary}`);
  if (r.experience !== undefined) {
    c.push(sql`j.experience_min <= ${r.experience} and j.experience_max >= ${r.experience}`);
  }
  if (r.remoteOnly) c.push(sql`j.work_mode = 'remote'`);
  if (r.keywords.freshers) c.push(sql`j.experience_min = 0`);
  if (r.workModes.length) c.push(sql`j.work_mode in ${r.workModes}`);
  if (r.postedSince) c.push(sql`j.created_at >= ${r.postedSince}`);
  return sql.join(c, sql` and `);
}

export function allConditions(plan: SearchPlan, keywordQuery: string | null): SQL {
  const r = plan.request;
  const c = [baseConditions(plan, keywordQuery)];
  if (r.types.length) c.push(sql`j.type in ${r.types}`);
  if (r.categories.length) c.push(sql`j.category in ${r.categories}`);
  return sql.join(c, sql` and `);
}

export type Sort = 'relevance' | 'newest' | 'salary' | 'match';

/** One way of running a search: every unit of the keywords required, or any (the fallback). */
export interface Pass {
  plan: SearchPlan;
  /** The text search query, or null without keywords. */
  query: string | null;
  partial: boolean;
}

/**
 * The order of a sort. Relevance: title matches first (weight A), those whose title holds the
 * words as typed before the others, then skills (B), then the weighted rank of all the text; in the
 * fallback, jobs matching more of the words come first.
 */
export function orderOf(pass: Pass, sort: Sort): SQL {
  if (sort === 'salary') return sql`j.salary_max desc, j.created_at desc, j.id`;
  if ((sort !== 'relevance' && sort !== 'match') || !pass.query) return sql`j.created_at desc, j.id`;
  const q = tsQuery(pass.query);
  const words = pass.partial
    ? sql`${sql.join(
        pass.plan.units.map((u) => sql`(j.search @@ ${tsQuery(tsQueryText([u], '&'))})::int`),
        sql` + `,
      )} desc, `
    : sql``;
  // Among title matches, a title that starts with the words as typed, then one that holds them
  // ('Plant Operator - ITI Fitter' before a 'CNC Operator', both machine operators). A plain
  // `like` on the lower-cased title: it is computed for every match ranked.
  const phrase = pass.partial ? '' : pass.plan.units.map((u) => u.text).join(' ');
  const typed = phrase
    ? sql`lower(j.title) like ${`${phrase}%`} desc, lower(j.title) like ${`%${phrase}%`} desc, `
    : sql``;
  return sql`${words}ts_rank('{0, 0, 0, 1}', j.search, ${q}) > 0 desc, ${typed}
    ts_rank('{0, 0, 1, 0}', j.search, ${q}) > 0 desc,
    ts_rank('{0.05, 0.2, 0.6, 1.0}', j.search, ${q}) desc, j.created_at desc, j.id`;
}

/**
 * A search compiled to SQL, which Find Jobs, similar jobs, alerts and related searches all run:
 * its plan, the pass (every unit required, or any), the conditions of its jobs and the order of a
 * sort. `units` narrows the plan's units (a pass without the level words).
 */
export interface CompiledSearch {
  plan: SearchPlan;
  pass: Pass;
  /** Every condition: keywords, places and filters. */
  where: SQL;
  orderBy: (sort: Sort) => SQL;
}

export function compileSearch(
  request: SearchRequest,
  vocabulary: Vocabulary,
  match: 'all' | 'any' = 'all',
): CompiledSearch {
  return compilePlan(planSearch(request, vocabulary), match);
}

export function compilePlan(
  plan: SearchPlan,
  match: 'all' | 'any',
  units: PlannedUnit[] = plan.units,
): CompiledSearch {
  const narrowed = units === plan.units ? plan : { ...plan, units };
  const pass: Pass = {
    plan: narrowed,
    query: units.length ? tsQueryText(units, match === 'all' ? '&' : '|') : null,
    partial: match === 'any' || units !== plan.units,
  };
  return {
    plan: narrowed,
    pass,
    where: allConditions(narrowed, pass.query),
    orderBy: (sort) => orderOf(pass, sort),
  };
}
