// First-time searches for the search benchmark: a seeded generator of different searches, the
// long tail a job board meets (most searches are made once), and the plain full-text baseline.
import { JOB_TYPE_OPTIONS, CATEGORY_VALUES } from '@hireloop/shared';
import { JOB_TEMPLATES, LOCATIONS, SENIORITY } from '../../apps/server/src/db/seed/job-catalog';
import { prng } from '../../apps/server/src/db/seed/generate-jobs';
import { filterConditions, PAGE_SIZE, type RawQuery } from './search-mix';

type Search = Record<string, string>;

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** A typing slip: a letter dropped, doubled or two swapped, in a word of five letters or more. */
function misspell(rand: () => number, text: string): string {
  const words = text.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 5);
  if (long.length === 0) return text;
  const [word, at] = pick(rand, long);
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const slip = pick(rand, ['drop', 'double', 'swap'] as const);
  const typed =
    slip === 'drop'
      ? word.slice(0, i) + word.slice(i + 1)
      : slip === 'double'
        ? word.slice(0, i) + word[i] + word.slice(i)
        : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  words[at] = typed;
  return words.join(' ');
}

const plainTitle = (title: string) =>
  title
    .replace(/\(.*?\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Other spellings people type for the cities of the catalogue. */
const OTHER_SPELLINGS: Record<string, string[]> = {
  Bangalore: ['Bengaluru', 'bangalore', 'Bangaluru'],
  Mumbai: ['Bombay', 'mumbai'],
  Delhi: ['New Delhi', 'delhi ncr'],
  Gurgaon: ['Gurugram'],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Pune: ['pune'],
  Hyderabad: ['hyderabad', 'Secunderabad'],
};

const LEVELS = Object.keys(SENIORITY) as (keyof typeof SENIORITY)[];
const IN_INDIA = LOCATIONS.slice(0, 10);
const COMPANIES = Array.from({ length: 50 }, (_, i) => `Bench Company ${i}`);

/** One search of a seeded kind: what a seeker types, where, and the filters and page they pick. */
function searchOf(rand: () => number): Search {
  const template = pick(rand, JOB_TEMPLATES);
  const title = plainTitle(template.title).replace(/^Senior /, '');
  const skill = pick(rand, template.skills);
  const q: Search = {};
  const kind = rand();
  if (kind < 0.2) q.keyword = title;
  else if (kind < 0.3)
    q.keyword = title.toLowerCase().split(' ').slice(-1)[0]!; // "developer"
  else if (kind < 0.42) q.keyword = skill;
  else if (kind < 0.52) q.keyword = misspell(rand, rand() < 0.5 ? title.toLowerCase() : skill.toLowerCase());
  else if (kind < 0.6) q.keyword = `${pick(rand, LEVELS)} ${title}`;
  else if (kind < 0.68)
    q.keyword = `${skill} ${pick(
      rand,
      template.skills.filter((s) => s !== skill),
    )}`;
  else if (kind < 0.73) q.keyword = pick(rand, COMPANIES);
  else if (kind < 0.8) q.keyword = `${title} ${skill}`.toLowerCase();
  // The rest: no keywords, filters only.

  const place = rand();
  if (place < 0.3) q.location = pick(rand, IN_INDIA);
  else if (place < 0.42) {
    const city = pick(rand, Object.keys(OTHER_SPELLINGS));
    q.location = pick(rand, OTHER_SPELLINGS[city]!);
  } else if (place < 0.47) q.location = 'Remote';
  else if (place < 0.52) q.location = pick(rand, LOCATIONS.slice(10));

  if (rand() < 0.2) {
    const low = 20_000 + Math.floor(rand() * 12) * 10_000;
    q.minSalary = String(low);
    if (rand() < 0.5) q.maxSalary = String(low + 20_000 + Math.floor(rand() * 8) * 10_000);
  }
  if (rand() < 0.15) q.type = pick(rand, JOB_TYPE_OPTIONS);
  if (!q.keyword || rand() < 0.1) q.category = rand() < 0.7 ? template.category : pick(rand, CATEGORY_VALUES);
  if (rand() < 0.08) q.experience = String(Math.floor(rand() * 10));
  if (rand() < 0.3) q.page = String(2 + Math.floor(rand() * 8)); // pages 2-9
  return q;
}

/** `count` different searches (no two alike), the same for a seed. */
export function firstTimeSearches(count: number, seed: number): Search[] {
  const rand = prng(seed);
  const seen = new Set<string>();
  const out: Search[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const q = searchOf(rand);
    const key = new URLSearchParams(Object.entries(q).sort()).toString();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

/** The document of the plain full-text baseline, and the one GIN index it is built on. */
export const FTS_DOCUMENT = `to_tsvector('english', title || ' ' || company_name || ' ' || description)`;
export const FTS_INDEX = `create index if not exists bench_plain_fts on jobs using gin ((${FTS_DOCUMENT}))`;

/**
 * The plain full-text baseline: every word of the keywords (`plainto_tsquery`) in one vector of the
 * title, company and description, `ts_rank` order, the total as `count(*) over()`, the same
 * location (ILIKE), salary-overlap, experience, type and category filters.
 */
export function ftsQuery(q: Search): RawQuery {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['is_closed = false', 'deleted_at is null'];
  let rank = 'created_at';
  if (q.keyword) {
    const tsq = `plainto_tsquery('english', ${p(q.keyword)})`;
    where.push(`${FTS_DOCUMENT} @@ ${tsq}`);
    rank = `ts_rank(${FTS_DOCUMENT}, ${tsq})`;
  }
  where.push(...filterConditions(q, p));
  const offset = (Number(q.page ?? 1) - 1) * PAGE_SIZE;
  return {
    text: `select *, count(*) over() as total from jobs where ${where.join(' and ')}
      order by ${rank} desc limit ${PAGE_SIZE} offset ${offset}`,
    params,
  };
}
