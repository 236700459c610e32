import { memo } from './memo';
import { piecesOf } from '../language';
import { contentStems, stemsMatch } from './stems';

/**
 * Degrees read the way they are written anywhere: a level letter and a field ('B.Ed', 'D.Pharm',
 * 'M.Sc', 'Pharm.D'), a word ('ITI', 'MBA', 'Diploma'), or spelled out ('Bachelor of Education'),
 * followed by a subject ('B.E., Civil', 'ITI - Electrician', 'MBA (HR)').
 */
interface Degree {
  /** Level letter (b, m, d) and field as written ('b' + 'ed'), or '' + the word ('iti', 'mba'). */
  level: string;
  field: string;
  /** The spelled-out field words ('education' in 'bachelor of education'), if any. */
  spelled: string[];
  subject: string[];
}

const LEVEL_WORDS: Record<string, string> = {
  bachelor: 'b',
  bachelors: 'b',
  master: 'm',
  masters: 'm',
  doctor: 'd',
};

/** Degrees that are one qualification under two names. */
const SAME_DEGREE = [
  ['be', 'btech'],
  ['me', 'mtech', 'ms'],
  ['mba', 'pgdm', 'pgdbm', 'pgpm'],
];

function parseDegree(text: string): Degree {
  const [head = '', ...rest] = text.split(/,|\(|\)|\s[-–]\s|\bin\b/i);
  const words = piecesOf(head);
  const subject = contentStems([...rest, ...words.slice(2)].join(' '));
  const first = words[0] ?? '';
  const second = words[1] ?? '';
  if (LEVEL_WORDS[first] && second === 'of') {
    const spelled = words.slice(2);
    return { level: LEVEL_WORDS[first]!, field: '', spelled, subject: contentStems(rest.join(' ')) };
  }
  if (first.length === 1 && second) return { level: first, field: second, spelled: [], subject };
  if (second.length === 1 && /^[bmd]$/.test(second))
    return { level: second, field: first, spelled: [], subject };
  return {
    level: '',
    field: first,
    spelled: [],
    subject: contentStems([...rest, ...words.slice(1)].join(' ')),
  };
}

const code = (d: Degree) => d.level + d.field;

/** The field an abbreviation names, spelled out: 'ed' in 'education', 'ba' as 'business administration'. */
function spells(field: string, spelled: string[]): boolean {
  const content = spelled.filter((w) => w !== 'and' && w !== 'of');
  if (!field || content.length === 0) return false;
  return content[0]!.startsWith(field) || content.map((w) => w[0]).join('') === field;
}

/** 1 the same degree, 0.9 the same field at another level, 0 otherwise. */
function sameDegree(asked: Degree, have: Degree): number {
  const a = code(asked);
  const h = code(have);
  if (a && a === h) return 1;
  if (SAME_DEGREE.some((g) => g.includes(a) && g.includes(h))) return 1;
  if (asked.level && asked.level === have.level && spells(asked.field, have.spelled)) return 1;
  if (have.level && have.level === asked.level && spells(have.field, asked.spelled)) return 1;
  if (asked.level && have.level && asked.field.length >= 2 && asked.field === have.field) return 0.9;
  return 0;
}

/** Whether a degree is in a subject: its words, its field, or their initials ('hr' for 'human resources'). */
function studies(d: Degree, subject: string): boolean {
  if (d.subject.some((x) => stemsMatch(x, subject)) || stemsMatch(d.field, subject)) return true;
  return (
    subject.length <= 3 &&
    d.subject
      .map((w) => w[0])
      .join('')
      .includes(subject)
  );
}

const isGraduate = (d: Degree) => /^[bm]/.test(code(d)) || d.level === 'b' || d.level === 'm';
const isMaster = (d: Degree) => d.level === 'm' || /^(m|pg)/.test(code(d));

const degreeCache = new Map<string, Degree>();
const askedCache = new Map<string, Degree[]>();

/** What a job asks, as alternatives each with its subject. */
function alternativesOf(text: string): Degree[] {
  // 'MBA (HR) / MSW': the bracket belongs to MBA; 'B.E/B.Tech (Civil)': a last bracket to all.
  const parts = text.split(/\/|\bor\b/i).map((a) => ({
    degree: parseDegree(a.replace(/\([^)]*\)/g, ' ').trim()),
    bracket: contentStems((a.match(/\(([^)]*)\)/g) ?? []).join(' ')),
  }));
  const trailing = parts[parts.length - 1]?.bracket ?? [];
  return parts
    .filter((p) => code(p.degree) || p.degree.spelled.length)
    .map((p) => ({
      ...p.degree,
      subject: [...p.degree.subject, ...(p.bracket.length ? p.bracket : trailing)],
    }));
}

/**
 * How well the person's degrees meet what the job asks ('D.Pharm / B.Pharm', 'B.E/B.Tech (Civil)',
 * 'Any Graduate'): 1 when one does; less for the right degree in another subject or the right
 * subject in another kind of course; 0.4 when nothing is known. Null when the job asks nothing.
 */
export function educationFit(asked: string | undefined, degrees: readonly string[]): number | null {
  const text = (asked ?? '').trim();
  if (!text || (/^(any|none|not required|no)\b/i.test(text) && !/graduat|degree/i.test(text))) return null;
  const have = degrees.filter((d) => d.trim()).map((d) => memo(degreeCache, d, parseDegree));
  if (have.length === 0) return 0.4;
  // School levels: any later course meets them too.
  if (/\b(10th|12th|ssc|hsc|matric\w*|higher secondary|intermediate|school)\b/i.test(text)) return 1;
  if (/\bpost\s*-?\s*graduat|\bpg\b/i.test(text) && !/\bpg\s*(diploma|dip)/i.test(text)) {
    return have.some(isMaster) ? 1 : have.some(isGraduate) ? 0.6 : 0.4;
  }
  if (/\b(any|graduate)\b/i.test(text) && /graduat/i.test(text)) return have.some(isGraduate) ? 1 : 0.5;
  const alternatives = memo(askedCache, text, alternativesOf);
  let best = 0.35;
  for (const alt of alternatives) {
    const subject = alt.subject;
    for (const h of have) {
      const inSubject = subject.length === 0 || subject.some((s) => studies(h, s));
      const same = sameDegree(alt, h);
      if (same) best = Math.max(best, same * (inSubject ? 1 : 0.6));
      else if (subject.length && inSubject) best = Math.max(best, 0.7);
    }
  }
  return best;
}
