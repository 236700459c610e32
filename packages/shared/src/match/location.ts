import { normalizeText } from './text';

/** Places that are one labour market: someone in one can take a job in another. */
const METROS: string[][] = [
  ['bangalore', 'bengaluru', 'whitefield', 'koramangala', 'electronic city'],
  ['mumbai', 'navi mumbai', 'thane', 'bombay', 'powai', 'andheri', 'vashi'],
  [
    'delhi',
    'new delhi',
    'noida',
    'greater noida',
    'gurgaon',
    'gurugram',
    'ghaziabad',
    'faridabad',
    'ncr',
    'delhi ncr',
  ],
  ['chennai', 'madras'],
  ['hyderabad', 'secunderabad', 'cyberabad'],
  ['pune', 'pimpri', 'chinchwad', 'hinjewadi'],
  ['kolkata', 'calcutta', 'howrah'],
  ['new york', 'nyc', 'brooklyn', 'jersey city'],
  ['san francisco', 'bay area', 'san jose', 'palo alto', 'mountain view', 'oakland'],
  ['london'],
  ['berlin'],
  ['singapore'],
  ['toronto'],
  ['dubai'],
  ['sydney'],
  ['austin'],
];

function metroOf(text: string): number | null {
  const t = normalizeText(text);
  for (let i = 0; i < METROS.length; i++) {
    if (METROS[i]!.some((place) => t.includes(` ${place} `))) return i;
  }
  return null;
}

/** Whether the job can be done from anywhere, so location does not matter. */
export function isRemoteJob(job: { type?: string; location?: string }): boolean {
  return /remote/i.test(job.type ?? '') || /^\s*remote\b/i.test(job.location ?? '');
}

/** 1 same labour market, 0.5 unknown, 0.15 elsewhere. */
export function locationFit(jobLocation: string, candidateLocation: string | undefined): number {
  if (!candidateLocation?.trim()) return 0.5;
  const a = metroOf(jobLocation);
  const b = metroOf(candidateLocation);
  if (a !== null && b !== null) return a === b ? 1 : 0.15;
  const ja = normalizeText(jobLocation).trim();
  const cb = normalizeText(candidateLocation);
  if (ja && cb.includes(` ${ja.split(' ')[0]} `)) return 1;
  return 0.3;
}
