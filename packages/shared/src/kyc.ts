import { NAME_MATCH_THRESHOLD, PAN_LENGTH } from './constants';

/** Lowercase, accents and punctuation dropped, spaces collapsed. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Share of words the two names have in common, over the longer name's word count, so an extra or
 * missing word counts against the match. Word order does not matter.
 */
export function nameMatchRatio(a: string, b: string): number {
  const wordsA = [...new Set(normalizeName(a).split(' ').filter(Boolean))];
  const wordsB = new Set(normalizeName(b).split(' ').filter(Boolean));
  const longest = Math.max(wordsA.length, wordsB.size);
  if (longest === 0) return 0;
  const common = wordsA.filter((w) => wordsB.has(w)).length;
  return common / longest;
}

export function namesMatch(a: string, b: string): boolean {
  return nameMatchRatio(a, b) >= NAME_MATCH_THRESHOLD;
}

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Upper-cased as typed, cut at 10 characters. */
export function formatPanInput(value: string): string {
  return value.toUpperCase().replace(/\s/g, '').slice(0, PAN_LENGTH);
}

export function isValidPan(pan: string): boolean {
  return pan.length === PAN_LENGTH && PAN_PATTERN.test(pan);
}

/** Only the last 4 characters stay readable. */
export function maskPan(pan: string): string {
  return '*'.repeat(Math.max(0, pan.length - 4)) + pan.slice(-4);
}

export const kycMessages = {
  cameraDenied: 'Cannot access camera. Please check permissions and try again.',
  faceMatchFailed:
    'Face match failed. Please try again with better lighting and ensure your face is clearly visible.',
  digilockerFailed: 'DigiLocker authentication failed. Please try again.',
  panFailed: 'PAN verification failed. Please check the PAN number and try again.',
  digilockerFirst: 'Please complete DigiLocker verification first',
  panMandatory: 'PAN verification is mandatory. Please complete PAN verification.',
  completionFailed: 'KYC completion failed. Please try again.',
  invalidPan: 'Please enter a valid 10-digit PAN number',
  completedTitle: 'KYC Completed!',
  nameMismatch: (documentName: string, registeredName: string) =>
    `The name on your national ID ("${documentName}") does not match your registered name ("${registeredName}"). Please contact support or update your profile name.`,
  alreadyCompleted: 'Your identity check is already complete and cannot be undone.',
  detailsMissing: 'Your verified details were not found. Please complete the DigiLocker and PAN steps again.',
  panTaken: 'This PAN is already linked to another account.',
  statusComplete: 'KYC verification completed',
  statusPending: 'KYC verification pending',
  dataSaved: 'KYC data saved',
} as const;
