import { DENIAL_AFTER, DENIAL_BEFORE, NOT_DENYING } from '../lexicon';

/** A clause ends at punctuation; a denial reaches no further. */
const CLAUSE = /([.,;:!?()\n]+)/;
/** Nor past these: 'no night shifts and weekends off' denies the night shifts only. */
const JOINERS = new Set(['and', 'or', 'but', 'with', 'also']);
/** How many words a denial covers at most. */
const REACH = 4;

const lower = (w: string) => w.toLowerCase().replace(/[^a-z0-9+#]/g, '');
const BEFORE = new Set(DENIAL_BEFORE);
const AFTER = DENIAL_AFTER.map((p) => p.split(' '));
const KEEP = new Set(NOT_DENYING);

/**
 * The text without what it denies, so that a posting is not found for it: 'No work from home',
 * 'not for freshers' (the words after a denial, up to the end of the clause, an 'and' or REACH
 * words) and 'Part timers need not apply' (the words before one). 'Not only', 'not less than'
 * and 'No. of openings' deny nothing.
 */
export function withoutDenied(text: string): string {
  if (!text) return text;
  return text
    .split(CLAUSE)
    .map((part, i) => (i % 2 === 1 ? part : clauseWithoutDenied(part)))
    .join('');
}

function clauseWithoutDenied(clause: string): string {
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length === 0) return clause;
  const plain = words.map(lower);
  const drop = new Array<boolean>(words.length).fill(false);
  // 'part timers need not apply': the cue and the words before it.
  for (const cue of AFTER) {
    for (let i = 0; i + cue.length <= plain.length; i++) {
      if (!cue.every((w, k) => plain[i + k] === w)) continue;
      for (let k = 0; k < cue.length; k++) drop[i + k] = true;
      for (let j = i - 1; j >= 0 && j >= i - REACH && !JOINERS.has(plain[j]!); j--) drop[j] = true;
    }
  }
  // 'no work from home': the cue and the words after it.
  for (let i = 0; i < plain.length; i++) {
    if (drop[i] || !BEFORE.has(plain[i]!)) continue;
    const next = plain[i + 1];
    if (next === undefined || KEEP.has(next)) continue;
    drop[i] = true;
    for (let j = i + 1; j < plain.length && j <= i + REACH && !JOINERS.has(plain[j]!); j++) drop[j] = true;
  }
  if (!drop.includes(true)) return clause;
  const kept = words.filter((_, i) => !drop[i]).join(' ');
  return kept ? ` ${kept} ` : ' ';
}
