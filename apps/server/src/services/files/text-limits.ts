import type { ResumeKind } from './detect-type';

/** How far reading a resume's text may go before it is given up (the file itself is kept). */
export interface ExtractLimits {
  /** Wall-clock budget from the moment the upload asks, waiting for a free worker included. */
  timeoutMs: number;
  /** V8 heap of the worker thread, in MB; past it the worker dies instead of the server. */
  heapMb: number;
  maxPdfPages: number;
  maxTextChars: number;
  docx: DocxLimits;
}

export interface DocxLimits {
  /** Entries in the whole archive. */
  maxEntries: number;
  /** Inflated size of one XML part, declared or real. */
  maxPartBytes: number;
  /** Inflated size of all XML parts together. */
  maxTotalBytes: number;
  /** Inflated size over compressed size of a part, checked once the part is past `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

const MB = 1024 * 1024;

/*
 * A long real resume is a few hundred KB of Word XML or a dozen PDF pages, read in well under a
 * second. Mammoth needs up to ~100 bytes of heap per byte of dense XML, so the heap limit admits
 * about 1.5 MB of it; the byte caps refuse far bigger parts before any work is spent on them, and
 * the deadline ends what neither catches (a PDF inflating hundreds of MB).
 */
export const EXTRACT_LIMITS: ExtractLimits = {
  timeoutMs: 12_000,
  heapMb: 192,
  maxPdfPages: 30,
  maxTextChars: 200_000,
  docx: {
    maxEntries: 2_000,
    maxPartBytes: 10 * MB,
    maxTotalBytes: 30 * MB,
    maxRatio: 100,
    ratioFloorBytes: MB,
  },
};

/** Why no text was kept; logged, never shown to the user. */
export type ExtractFailure = 'too-large' | 'unreadable' | 'out-of-memory' | 'timeout' | 'crashed' | 'busy';

export type ExtractResult = { text: string; failure?: undefined } | { text: ''; failure: ExtractFailure };

/** What the worker thread gets. */
export interface ExtractJob {
  data: Uint8Array;
  kind: ResumeKind;
  limits: ExtractLimits;
}
