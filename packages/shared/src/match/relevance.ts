import type { MatchProfile } from './profile';
import { contentStems } from './stems';

/**
 * Lexical relevance of a profile to a job in any line of work, without a lexicon: BM25 term
 * saturation over the profile's fields, with the job's title and key skills as the query.
 *
 * Fields weigh by how much they prove: what the person did (job titles, then the descriptions
 * of jobs and projects) counts more than the resume's free text, and what they merely list
 * counts least. A query word counts once it is seen a few times (saturation, k1), and a long
 * field earns less per mention than a short one (length normalization, b).
 */

interface RelevanceField {
  text: string;
  weight: number;
  /** The length in words of a typical field of this kind. */
  typicalLength: number;
}

interface Bag {
  counts: Map<string, number>;
  length: number;
}

function bagOf(text: string): Bag {
  const counts = new Map<string, number>();
  const stems = contentStems(text);
  for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + 1);
  return { counts, length: stems.length };
}

const countIn = (bag: Bag, stem: string): number => bag.counts.get(stem) ?? 0;

const K1 = 1.2;
const B = 0.75;

/**
 * The query of a job: the stems of its title and key skills, each weighted by how many times the
 * job names it there (a word in the title and in two key skills is what the job is about).
 */
function jobQuery(title: string, keySkills: readonly string[]): Map<string, number> {
  const q = new Map<string, number>();
  for (const s of contentStems(title)) q.set(s, (q.get(s) ?? 0) + 1);
  for (const skill of keySkills) for (const s of new Set(contentStems(skill))) q.set(s, (q.get(s) ?? 0) + 1);
  return q;
}

/** 0-1: the weighted share of the query that the fields show, each word saturating. */
function relevance(query: Map<string, number>, fields: readonly RelevanceField[]): number {
  if (query.size === 0) return 0;
  const bags = fields.map((f) => ({ ...f, bag: bagOf(f.text) }));
  let total = 0;
  let got = 0;
  for (const [stem, weight] of query) {
    let tf = 0;
    for (const f of bags) {
      const n = countIn(f.bag, stem);
      if (n) tf += (f.weight * n) / (1 - B + (B * f.bag.length) / f.typicalLength);
    }
    total += weight;
    got += (weight * tf * (K1 + 1)) / (tf + K1) / (K1 + 1);
  }
  return got / total;
}

/** The profile's fields for lexical relevance, weighted by how much each proves. */
function profileFields(p: MatchProfile): RelevanceField[] {
  return [
    { text: (p.employment ?? []).map((e) => e.title ?? '').join(' . '), weight: 3, typicalLength: 6 },
    {
      text: [
        ...(p.employment ?? []).map((e) => e.description ?? ''),
        ...(p.projects ?? []).map(
          (pr) => `${pr.name ?? ''} ${pr.description ?? ''} ${pr.technologies ?? ''}`,
        ),
      ].join(' . '),
      weight: 1.5,
      typicalLength: 60,
    },
    { text: p.resumeText ?? '', weight: 1, typicalLength: 200 },
    {
      text: (p.education ?? []).map((e) => `${e.degree ?? ''} ${e.description ?? ''}`).join(' . '),
      weight: 0.5,
      typicalLength: 10,
    },
    {
      text: `${p.title ?? ''} . ${p.headline ?? ''} . ${(p.skills ?? []).join(' , ')}`,
      weight: 0.5,
      typicalLength: 20,
    },
  ];
}

/** BM25 relevance of a profile to a job's title and key skills. */
export function profileRelevance(title: string, keySkills: readonly string[], profile: MatchProfile): number {
  return relevance(jobQuery(title, keySkills), profileFields(profile));
}
