import {
  isValidPan,
  KYC_DIGILOCKER_DELAY_MS,
  KYC_PAN_DELAY_MS,
  KYC_PAN_IN_DIGILOCKER_RATE,
  KYC_PAN_SUCCESS_RATE,
  KYC_SELFIE_DELAY_MS,
  KYC_SELFIE_SUCCESS_RATE,
  kycMessages,
  normalizeName,
  type KycSimulationMode,
} from '@hireloop/shared';
import { genderOfName } from './first-names';

/**
 * The simulated identity checks (docs/product.md sections 4 and 9): no server call, a delay, then an outcome
 * decided by the server's KYC_SIMULATION mode. `random` and `wait` are injected so tests decide every
 * branch without timers.
 */
export interface SimulationEnv {
  mode: KycSimulationMode;
  /** A number in [0, 1); a draw below the success rate succeeds. */
  random: () => number;
  wait: (ms: number) => Promise<void>;
}

export type CheckResult<T = true> = { ok: true; value: T } | { ok: false; error: string };

export interface KycDocument {
  number: string;
  issuer: string;
}

/** What the document locker returns (docs/product.md section 3, identity-check state). */
export interface DigiLockerRecord {
  name: string;
  /** ISO date, YYYY-MM-DD. */
  dob: string;
  /** By the given name; empty when the name does not tell. */
  gender: string;
  address: string;
  documents: {
    nationalId: KycDocument;
    /** null when the locker holds no PAN; the PAN step then asks for it. */
    pan: KycDocument | null;
    drivingLicence: KycDocument;
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSimulationEnv(mode: KycSimulationMode): SimulationEnv {
  return { mode, random: Math.random, wait: sleep };
}

/** `pass` and `fail` decide alone; `random` draws against the spec's rate. */
function decide(env: SimulationEnv, rate: number): boolean {
  if (env.mode === 'pass') return true;
  if (env.mode === 'fail') return false;
  return env.random() < rate;
}

/**
 * Authenticates with the document locker and fetches the record. The locker simulates the user's
 * own government record, so it carries the registered name; the other details are derived from
 * the name so that they stay the same on every try, the gender from the given name. The PAN is in the locker with the spec's 70%
 * in `random` mode; in `pass` mode it is not, so the PAN step is always exercised.
 */
export async function simulateDigiLocker(
  registeredName: string,
  env: SimulationEnv,
): Promise<CheckResult<DigiLockerRecord>> {
  await env.wait(KYC_DIGILOCKER_DELAY_MS);
  if (env.mode === 'fail') return { ok: false, error: kycMessages.digilockerFailed };
  const panFound = env.mode === 'random' && env.random() < KYC_PAN_IN_DIGILOCKER_RATE;
  return { ok: true, value: buildRecord(registeredName, panFound) };
}

export async function simulatePanCheck(pan: string, env: SimulationEnv): Promise<CheckResult> {
  if (!isValidPan(pan)) return { ok: false, error: kycMessages.invalidPan };
  await env.wait(KYC_PAN_DELAY_MS);
  return decide(env, KYC_PAN_SUCCESS_RATE)
    ? { ok: true, value: true }
    : { ok: false, error: kycMessages.panFailed };
}

export async function simulateFaceMatch(env: SimulationEnv): Promise<CheckResult> {
  await env.wait(KYC_SELFIE_DELAY_MS);
  return decide(env, KYC_SELFIE_SUCCESS_RATE)
    ? { ok: true, value: true }
    : { ok: false, error: kycMessages.faceMatchFailed };
}

/** A small seeded generator (mulberry32) so a name always yields the same record. */
function seededRandom(seed: string): () => number {
  let state = 0;
  for (const ch of seed) state = (Math.imul(state, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ADDRESSES = [
  '14, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038',
  'Flat 402, Sea Breeze Apartments, Bandra West, Mumbai, Maharashtra 400050',
  'B-17, Sector 62, Noida, Uttar Pradesh 201309',
  '8/2, Park Street, Kolkata, West Bengal 700016',
  '23, Anna Salai, Teynampet, Chennai, Tamil Nadu 600018',
  'H.No. 5-9-22, Banjara Hills, Hyderabad, Telangana 500034',
] as const;
const STATE_CODES = ['KA', 'MH', 'UP', 'WB', 'TN', 'TS'] as const;

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function digits(rand: () => number, count: number): string {
  return Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');
}

/**
 * A PAN shaped like a real one: three letters, P for an individual, the surname's initial,
 * four digits and a check letter.
 */
function panFor(name: string, rand: () => number): string {
  const words = normalizeName(name).toUpperCase().split(' ');
  const initial = words[words.length - 1]?.[0] ?? '';
  const surname = /^[A-Z]$/.test(initial) ? initial : 'X';
  const letters = (n: number) => Array.from({ length: n }, () => pick(rand, LETTERS)).join('');
  return `${letters(3)}P${surname}${digits(rand, 4)}${letters(1)}`;
}

export function buildRecord(name: string, panFound: boolean): DigiLockerRecord {
  const rand = seededRandom(normalizeName(name));
  const year = 1975 + Math.floor(rand() * 30);
  const month = 1 + Math.floor(rand() * 12);
  const day = 1 + Math.floor(rand() * 28);
  const addressIndex = Math.floor(rand() * ADDRESSES.length);
  const pan = panFor(name, rand);
  return {
    name: name.trim(),
    dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    gender: genderOfName(normalizeName(name)),
    address: ADDRESSES[addressIndex]!,
    documents: {
      nationalId: {
        number: `XXXX XXXX ${digits(rand, 4)}`,
        issuer: 'Unique Identification Authority of India',
      },
      pan: panFound ? { number: pan, issuer: 'Income Tax Department' } : null,
      drivingLicence: {
        number: `${STATE_CODES[addressIndex]}${digits(rand, 2)} ${year + 18}${digits(rand, 7)}`,
        issuer: 'Ministry of Road Transport and Highways',
      },
    },
  };
}
