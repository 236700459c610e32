import { hasPhrase, paddedText, piecesOf } from '../language';
import { taxonomy } from '../taxonomy';

let markets: string[][] | null = null;

/**
 * The taxonomy's labour markets, each as the names of every place within it (the market, its
 * cities and their areas), in the order of the data.
 */
function labourMarkets(): string[][] {
  if (markets) return markets;
  const { places } = taxonomy();
  const within = (id: string): string[] => {
    const place = places.find((p) => p.id === id)!;
    const inner = places.filter((p) => p.broader?.includes(id) && !p.labourMarket);
    return [...place.labels, ...inner.flatMap((p) => within(p.id))];
  };
  markets = places
    .filter((p) => p.labourMarket)
    .map((p) => [...new Set(within(p.id).map((name) => piecesOf(name).join(' ')))]);
  return markets;
}

function metroOf(text: string): number | null {
  const t = paddedText(text);
  const all = labourMarkets();
  for (let i = 0; i < all.length; i++) {
    if (all[i]!.some((place) => hasPhrase(t, place))) return i;
  }
  return null;
}

/** Whether the job can be done from anywhere, so location does not matter. */
export function isRemoteJob(job: { type?: string; location?: string }): boolean {
  return /remote/i.test(job.type ?? '') || /^\s*remote\b/i.test(job.location ?? '');
}

/** Whether `place` names where the job is: the same labour market, else the job's own city. */
function samePlace(jobLocation: string, place: string): boolean {
  const metro = metroOf(jobLocation);
  if (metro !== null) return metroOf(place) === metro;
  const city = paddedText(jobLocation.split(',')[0]).trim();
  return city !== '' && paddedText(place).includes(` ${city} `);
}

/** Sentences in which a person says they will move to a place ('relocating to Pune', 'willing to join in Kochi'). */
const MOVING_TO =
  /\b(?:relocat\w*|moving|move|shifting|returning|willing to join|join(?:ing)?|based)\s+(?:back\s+)?(?:to|in|at)\s+([a-z][a-z .-]{2,40})/g;

/** Whether the person writes that they are moving to the job's place. */
export function movingTo(jobLocation: string, text: string | undefined): boolean {
  const t = (text ?? '').toLowerCase();
  if (/\bnot\s+(?:open|willing|looking|able)\s+to\s+(?:relocat|move)/.test(t)) return false;
  for (const m of t.matchAll(MOVING_TO)) if (samePlace(jobLocation, m[1]!)) return true;
  return false;
}

/**
 * 1 same labour market (or the person writes they are moving there), 0.5 unknown, 0.15 another
 * known labour market, 0.3 elsewhere.
 */
export function locationFit(
  jobLocation: string,
  candidateLocation: string | undefined,
  /** The person writes that they are moving there (see movingTo). */
  moving = false,
): number {
  if (moving) return 1;
  if (!candidateLocation?.trim()) return 0.5;
  const a = metroOf(jobLocation);
  const b = metroOf(candidateLocation);
  if (a !== null && b !== null) return a === b ? 1 : 0.15;
  return samePlace(jobLocation, candidateLocation) ? 1 : 0.3;
}
