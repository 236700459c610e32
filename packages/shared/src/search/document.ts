import type { WorkMode } from '../jobs';
import {
  AMBIGUOUS_LANGUAGE_WORDS,
  CODING_WORD_SET,
  DEVELOPER_WORD_SET,
  lexiconEntry,
  searchLexicon,
  type Concept,
} from './concepts';
import { plainWords, stemOf, STOPWORDS, wordsOf, type Word } from '../language';
import { TECHNICAL_SENSES } from '../lexicon';
import { withoutDenied } from './negation';

/** Where a text sits in a job: concepts of roles count only outside the description's prose. */
export type Field = 'title' | 'skills' | 'meta' | 'body';

/** Words next to 'go', 'c' or 'r' that show the language is meant ('go developer', 'go microservices'). */
const LANGUAGE_CONTEXT = new Set([
  ...DEVELOPER_WORD_SET,
  'lang',
  'language',
  'languages',
  'programming',
  'backend',
  'microservices',
  'services',
  'code',
  'coding',
]);

/**
 * The concepts a sequence of words names, the phrase found at each place, longest first.
 * In a title with a developer word ('developer', 'engineer', ...), each technology named makes it
 * a developer of that technology ('qqdevpython'), a role of the technology's stack (backend) and a
 * software role; `skillTechs`, the technologies of the job's skills, count too when the title's
 * word is one of coding ('Embedded Developer' with C++).
 */
export function conceptsIn(words: string[], field: Field, skillTechs: Concept[] = []): Concept[] {
  const lexicon = searchLexicon();
  const found = new Set<Concept>();
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(lexicon.longest, words.length - i); n >= 1; n--) {
      const phrase = n === 1 ? words[i]! : words.slice(i, i + n).join(' ');
      const entry = lexiconEntry(lexicon, phrase);
      if (!entry) continue;
      if (n === 1 && AMBIGUOUS_LANGUAGE_WORDS.has(phrase) && !languageMeant(words, i, field)) continue;
      if (n === 1 && technicalSense(words, i)) continue;
      for (const c of entry.indexed) if (!c.role || field !== 'body') found.add(c);
    }
  }
  if (field === 'title' && words.some((w) => DEVELOPER_WORD_SET.has(w))) {
    const techs = [...found].filter((c) => c.tech);
    if (words.some((w) => CODING_WORD_SET.has(w))) techs.push(...skillTechs);
    for (const tech of techs) for (const c of lexicon.developerOf.get(tech.token) ?? []) found.add(c);
    if (techs.length > 0) found.add(lexicon.softwareEngineer);
  }
  return [...found];
}

const SENSES = new Map(Object.entries(TECHNICAL_SENSES).map(([w, near]) => [stemOf(w), new Set(near)]));

/** Whether the role word at `i` has its technical sense there ('device driver'): see TECHNICAL_SENSES. */
export function technicalSense(words: string[], i: number): boolean {
  const near = SENSES.get(stemOf(words[i]!)); // 'drivers' too
  return (
    near !== undefined &&
    [words[i - 2], words[i - 1], words[i + 1], words[i + 2]].some((w) => w !== undefined && near.has(w))
  );
}

/** Whether 'go' (or 'c', 'r') at `i` names the language: in a title or skill, or within two words of technical ones. */
export function languageMeant(words: string[], i: number, field: Field): boolean {
  const next = words[i + 1];
  if (next === 'to' || next === 'live' || next === 'ahead') return false;
  if (field === 'title' || field === 'skills') return true;
  const lexicon = searchLexicon();
  return [words[i - 2], words[i - 1], next, words[i + 2]].some(
    (w) =>
      w !== undefined && (LANGUAGE_CONTEXT.has(w) || lexiconEntry(lexicon, w)?.indexed.some((c) => c.tech)),
  );
}

const indexForms = (words: Word[]) =>
  words
    .filter((w) => !STOPWORDS.has(w.text))
    .flatMap((w) => [stemOf(w.text), ...w.parts.map(stemOf)])
    .filter((s) => s.length > 0);

/** The index text of one field: the stems of its words and pieces, then its concept tokens. */
export function indexText(
  texts: (string | null | undefined)[],
  field: Field,
  skillTechs: Concept[] = [],
): string {
  const out: string[] = [];
  for (const text of texts) {
    const words = wordsOf(text);
    const concepts = conceptsIn(
      words.map((w) => w.text),
      field,
      skillTechs,
    );
    out.push(...indexForms(words), ...concepts.map((c) => c.token));
  }
  return out.join(' ');
}

const techsOf = (skills: string[]) =>
  skills.flatMap((s) => conceptsIn(plainWords(s), 'skills').filter((c) => c.tech));

/** What the index needs of a job. */
export interface SearchableJob {
  title: string;
  companyName: string;
  location: string;
  type: string;
  category: string;
  industry?: string | null;
  department?: string | null;
  employmentType?: string | null;
  education?: string | null;
  description: string;
  requirements: string;
  keySkills: string[];
}

/**
 * The four weighted documents of a job (A title, B skills, C company and classification,
 * D description, requirements and location) and its work mode. Written with the job by every
 * path that stores one (API, seed, bulk loader) and again when LEXICON_VERSION changes.
 */
export interface SearchDocument {
  docTitle: string;
  docSkills: string;
  docMeta: string;
  docBody: string;
  workMode: WorkMode;
}

export function searchDocumentOf(job: SearchableJob): SearchDocument {
  const docTitle = indexText([job.title], 'title');
  // What the title means only with the job's skills ('Firmware Developer' with TypeScript: a
  // front-end developer) is found, but weighs as skills: below a title that names it itself.
  const own = new Set(docTitle.split(' '));
  const inferred = indexText([job.title], 'title', techsOf(job.keySkills))
    .split(' ')
    .filter((t) => t && !own.has(t));
  return {
    docTitle,
    docSkills: [indexText(job.keySkills, 'skills'), ...inferred].join(' '),
    docMeta: indexText([job.companyName, job.category, job.industry, job.department], 'meta'),
    // Not what the posting denies: 'No work from home' is no search for work from home.
    docBody: indexText(
      [
        withoutDenied(job.description),
        withoutDenied(job.requirements),
        job.location,
        job.education,
        job.employmentType,
      ],
      'body',
    ),
    workMode: workModeOf(job),
  };
}

const REMOTE_TEXT = /\b(fully remote|100% remote|remote[- ]first|work from home|work from anywhere|wfh)\b/;
const HYBRID_TEXT =
  /\bhybrid (work|working|role|model|setup|arrangement|schedule|mode)\b|\b\d days? (a|per) week (in|at|from) (the )?office\b/;

/** Remote, hybrid or on-site, from the job type, the location, the title and what the description says. */
export function workModeOf(
  job: Pick<SearchableJob, 'type' | 'location' | 'title' | 'description'>,
): WorkMode {
  const place = `${job.location} ${job.title}`.toLowerCase();
  const prose = withoutDenied(job.description).toLowerCase();
  if (/remote/i.test(job.type) || /\bremote\b/.test(place) || REMOTE_TEXT.test(prose)) return 'remote';
  if (/\bhybrid\b/.test(place) || HYBRID_TEXT.test(prose)) return 'hybrid';
  return 'onsite';
}
