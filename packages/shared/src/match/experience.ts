import type { EmploymentEntry } from '../user';

/** Years from text such as '3 Years 2 Months', '7 Months', '4.5 yrs' or 'Fresher'; null when absent. */
export function parseExperienceText(text: string | undefined | null): number | null {
  const t = (text ?? '').toLowerCase();
  if (!t.trim()) return null;
  if (/fresher|no experience|entry level/.test(t)) return 0;
  const years = t.match(/(\d+(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?|y\b)/);
  const months = t.match(/(\d+)\s*(?:months?|mos?|m\b)/);
  if (!years && !months) {
    const bare = t.match(/^\s*(\d+(?:\.\d+)?)\s*$/);
    return bare ? Number(bare[1]) : null;
  }
  return (years ? Number(years[1]) : 0) + (months ? Number(months[1]) / 12 : 0);
}

function monthIndex(date: string): number | null {
  const m = date.match(/^(\d{4})-(\d{2})/);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

/** Years covered by the employment entries (overlaps counted once), current jobs up to `asOf`. */
export function experienceFromEmployment(entries: readonly EmploymentEntry[], asOf: Date): number | null {
  const now = asOf.getUTCFullYear() * 12 + asOf.getUTCMonth();
  const spans: [number, number][] = [];
  for (const e of entries) {
    const start = monthIndex(e.startDate ?? '');
    const end = e.isCurrentJob || !e.endDate ? now : monthIndex(e.endDate);
    if (start === null || end === null || end < start) continue;
    spans.push([start, Math.min(end, now) + 1]);
  }
  if (spans.length === 0) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [curStart, curEnd] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      total += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  total += curEnd - curStart;
  return total / 12;
}

/**
 * How well `years` fits the range [min, max]: 1 inside; falling off below (a shortfall relative
 * to the minimum) and, more gently, above (excess relative to the maximum).
 */
export function experienceFit(years: number | null, min: number, max: number): number {
  if (years === null) return 0.45;
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  if (years >= lo - 0.25 && years <= hi + 0.25) return 1;
  if (years < lo) {
    const shortfall = (lo - years) / Math.max(lo, 1);
    return Math.max(0, 1 - 1.25 * shortfall);
  }
  const excess = (years - hi) / Math.max(hi, 2);
  return Math.max(0, 1 - 0.9 * excess);
}

/**
 * Seniority words of titles in any line of work, with the years they usually stand for, for
 * profiles that give neither years nor dates. The first that matches wins, most senior first.
 */
const TITLE_YEARS: [RegExp, number][] = [
  [/\b(chief|director|vice president|vp|general manager|gm|dgm|agm|cxo|ceo|cfo|coo|cto|principal)\b/, 15],
  [/\b(head|lead)\b(?! gen)/, 10],
  [/\b(senior|sr)\b/, 6],
  [/\b(junior|jr|assistant)\b/, 1.5],
  [/\b(trainee|intern|apprentice|fresher)\b/, 0.3],
];

/** Years a title suggests ('Head - Nursing' about 10), or null when it says nothing of seniority. */
export function yearsFromTitle(title: string | undefined): number | null {
  const t = ` ${(title ?? '').toLowerCase()} `;
  for (const [pattern, years] of TITLE_YEARS) if (pattern.test(t)) return years;
  return null;
}
