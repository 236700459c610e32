import { memo } from './memo';
import { contentStems, stemsMatch } from './stems';
import { tokens } from './text';

/**
 * Role families, each with the title phrases that place a person in it. A title can belong to
 * several (a "full stack developer" is frontend and backend).
 */
const ROLE_FAMILIES: Record<string, string[]> = {
  frontend: [
    'frontend',
    'front end',
    'ui engineer',
    'ui developer',
    'react',
    'angular',
    'vue',
    'web developer',
    'javascript developer',
    'full stack',
    'fullstack',
    'mern',
  ],
  backend: [
    'backend',
    'back end',
    'java developer',
    'python developer',
    'node',
    'golang',
    'api',
    'full stack',
    'fullstack',
    'mern',
    'software engineer',
    'software developer',
  ],
  software: [
    'software engineer',
    'software developer',
    'developer',
    'programmer',
    'sde',
    'engineer software',
    'frontend',
    'backend',
    'full stack',
    'fullstack',
  ],
  mobile: ['android', 'ios', 'mobile', 'flutter', 'react native'],
  devops: [
    'devops',
    'sre',
    'site reliability',
    'platform engineer',
    'cloud engineer',
    'infrastructure',
    'cloud devops',
    'kubernetes',
    'systems engineer',
    'platform',
  ],
  data_engineering: ['data engineer', 'etl', 'big data', 'data platform'],
  data_science: ['data scientist', 'machine learning', 'ml engineer', 'ai engineer', 'deep learning', 'nlp'],
  analytics: ['data analyst', 'business analyst', 'analytics', 'bi developer', 'mis'],
  qa: ['qa', 'quality assurance', 'test engineer', 'sdet', 'tester', 'automation engineer'],
  security: ['security', 'cyber', 'soc analyst', 'penetration'],
  network: ['network engineer', 'network administrator', 'ccna', 'ccnp'],
  it_support: [
    'it support',
    'helpdesk',
    'help desk',
    'desktop support',
    'technical support',
    'system administrator',
  ],
  design: ['designer', 'ux', 'ui ux', 'product design', 'graphic', 'visual design', 'interaction design'],
  product: ['product manager', 'product owner', 'product lead', 'head of product'],
  project: ['project manager', 'program manager', 'scrum master', 'delivery manager'],
  sales: [
    'sales',
    'account executive',
    'business development',
    'bdm',
    'bde',
    'inside sales',
    'presales',
    'key account',
    'territory manager',
    'revenue',
  ],
  customer_success: [
    'customer success',
    'customer support',
    'customer service',
    'client services',
    'account manager',
    'support executive',
  ],
  marketing: [
    'marketing',
    'seo',
    'sem',
    'digital marketing',
    'growth',
    'brand',
    'performance marketing',
    'social media',
    'content marketing',
    'campaign',
  ],
  content: ['content writer', 'copywriter', 'content', 'editor', 'writer', 'journalist'],
  recruiting: ['recruiter', 'recruitment', 'talent acquisition', 'sourcer', 'hiring', 'staffing'],
  hr: ['hr', 'human resources', 'people operations', 'hrbp', 'payroll', 'hr generalist', 'hr operations'],
  finance: [
    'accountant',
    'finance',
    'financial',
    'accounts',
    'audit',
    'chartered accountant',
    'tax',
    'controller',
    'bookkeeper',
  ],
  operations: [
    'operations',
    'logistics',
    'supply chain',
    'warehouse',
    'fulfilment',
    'fulfillment',
    'store manager',
    'retail',
  ],
  procurement: ['procurement', 'purchase', 'purchasing', 'buyer', 'vendor management'],
  manufacturing: [
    'mechanical',
    'plant',
    'production engineer',
    'maintenance engineer',
    'quality engineer',
    'manufacturing',
  ],
  healthcare: ['nurse', 'doctor', 'physician', 'medical', 'clinical', 'pharmacist', 'medical representative'],
  teaching: ['teacher', 'lecturer', 'professor', 'tutor', 'trainer', 'faculty'],
  admin: [
    'data entry',
    'back office',
    'admin',
    'office assistant',
    'receptionist',
    'telecaller',
    'tele caller',
    'telesales',
  ],
  legal: ['legal', 'lawyer', 'counsel', 'advocate', 'paralegal'],
};

/** Families that are neighbours: moving between them is common, so they count for part. */
const RELATED_FAMILIES: [string, string, number][] = [
  ['frontend', 'software', 0.6],
  ['backend', 'software', 0.6],
  ['frontend', 'backend', 0.45],
  ['frontend', 'mobile', 0.45],
  ['devops', 'backend', 0.35],
  ['devops', 'it_support', 0.25],
  ['devops', 'network', 0.3],
  ['devops', 'software', 0.3],
  ['data_engineering', 'backend', 0.4],
  ['data_engineering', 'data_science', 0.45],
  ['data_science', 'analytics', 0.5],
  ['qa', 'software', 0.4],
  ['sales', 'customer_success', 0.45],
  ['marketing', 'content', 0.6],
  ['marketing', 'sales', 0.3],
  ['recruiting', 'hr', 0.5],
  ['design', 'frontend', 0.25],
  ['product', 'project', 0.5],
  ['operations', 'procurement', 0.5],
];

/** Each title phrase (and its plural) and the families it places a person in. */
const PHRASE_FAMILIES = new Map<string, string[]>();
for (const [family, phrases] of Object.entries(ROLE_FAMILIES)) {
  for (const p of phrases) {
    for (const form of [p, `${p}s`])
      PHRASE_FAMILIES.set(form, [...(PHRASE_FAMILIES.get(form) ?? []), family]);
  }
}
const LONGEST_PHRASE = Math.max(...[...PHRASE_FAMILIES.keys()].map((p) => p.split(' ').length));
const familiesCache = new Map<string, Set<string>>();

/** The role families a title (or any text naming a role) falls in. */
export function roleFamilies(title: string): Set<string> {
  let found = familiesCache.get(title);
  if (found) return found;
  found = new Set<string>();
  const words = tokens(title);
  for (let i = 0; i < words.length; i++) {
    let phrase = '';
    for (let n = 0; n < LONGEST_PHRASE && i + n < words.length; n++) {
      phrase = n === 0 ? words[i]! : `${phrase} ${words[i + n]}`;
      for (const family of PHRASE_FAMILIES.get(phrase) ?? []) found.add(family);
    }
  }
  if (familiesCache.size < 20_000) familiesCache.set(title, found);
  return found;
}

/** 1 for the same family, a part for neighbouring ones, 0 for unrelated or unknown roles. */
export function familySimilarity(a: Set<string>, b: Set<string>): number {
  let best = 0;
  for (const x of a) {
    for (const y of b) {
      if (x === y) return 1;
      for (const [p, q, w] of RELATED_FAMILIES) {
        if ((x === p && y === q) || (x === q && y === p)) best = Math.max(best, w);
      }
    }
  }
  return best;
}

/** Words that say how senior a title is, not what the work is. */
const SENIORITY_WORDS = new Set(
  'senior sr junior jr lead staff principal head chief intern trainee associate i ii iii iv level entry fresher graduate'.split(
    ' ',
  ),
);

const roleStems = (text: string) => contentStems(text).filter((s) => !SENIORITY_WORDS.has(s));

/** A job title read as its alternatives ('Electrician / Maintenance Technician') and qualifiers. */
export interface JobTitle {
  /** Each alternative's word stems, the head noun (the last word) last. */
  alternatives: string[][];
  /** Initials of each alternative of two or more words ('chef de partie' gives 'cdp'). */
  initials: string[];
  /** Words in brackets or after a dash ('Retail Banking', 'Residential High-rise'). */
  qualifiers: string[];
}

export function jobTitleOf(title: string): JobTitle {
  const qualifierText: string[] = [];
  const main = title
    .replace(/\(([^)]*)\)/g, (_, inner: string) => {
      qualifierText.push(inner);
      return ' ';
    })
    .split(/\s[-–|:]\s|,/);
  qualifierText.push(...main.slice(1));
  const parts = (main[0] ?? '').split(/\/|\bor\b/i);
  const alternatives = parts.map(roleStems).filter((a) => a.length > 0);
  const initials = parts
    .map((p) => tokens(p).filter((t) => !SENIORITY_WORDS.has(t)))
    .filter((w) => w.length >= 2)
    .map((w) => w.map((x) => x[0]).join(''));
  return { alternatives, initials, qualifiers: roleStems(qualifierText.join(' ')) };
}

const personTitles = new Map<string, { words: string[]; stems: string[] }>();
const hasStem = (set: readonly string[], stem: string) => set.some((s) => stemsMatch(s, stem));

/**
 * How much a person's title says the same work as the job's, from the words alone (any trade):
 * the head noun ('engineer', 'pharmacist') counts most, then the words before it, and words in
 * brackets or after a dash refine it.
 */
export function titleSimilarity(job: JobTitle, personTitle: string): number {
  const { words, stems } = memo(personTitles, personTitle, (t) => ({
    words: tokens(t),
    stems: roleStems(t),
  }));
  if (job.initials.some((i) => i.length >= 3 && words.includes(i))) return 1;
  if (stems.length === 0) return 0;
  let best = 0;
  for (const alt of job.alternatives) {
    const head = hasStem(stems, alt[alt.length - 1]!) ? 1 : 0;
    const mods = alt.slice(0, -1);
    const modShare = mods.length ? mods.filter((m) => hasStem(stems, m)).length / mods.length : head;
    best = Math.max(best, 0.6 * head + 0.4 * modShare);
  }
  const q = job.qualifiers;
  const qShare = q.length ? q.filter((m) => hasStem(stems, m)).length / q.length : 1;
  return best * (0.85 + 0.15 * qShare);
}
