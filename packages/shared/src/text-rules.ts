import { z } from 'zod';
import { serverMessages } from './messages';

/** PostgreSQL text cannot hold NUL: a value carrying one would fail in the database. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. Names, job titles
 * and company names end up in e-mail subjects, where a line break would start a header line.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const isSingleLine = (value: string): boolean => !CONTROL_CHARACTER.test(value);

const CONTROL_CHARACTERS = new RegExp(`${CONTROL_CHARACTER.source}+`, 'g');

/**
 * `value` made one line, for text that reaches a mail header without passing `singleLine` (an
 * alert named after its keywords): each run of control characters becomes a space, runs of spaces
 * become one, and the ends are trimmed.
 */
export const toSingleLine = (value: string): string =>
  value.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();

/** For every text field; multi-line ones keep their tabs and line breaks. */
export const noNul = z.refine<string>((v) => !hasNul(v), serverMessages.textHasNul);

/** For names, job titles and company names: one line, no control characters at all. */
export const singleLine = z.refine<string>(isSingleLine, serverMessages.textNotSingleLine);

/** The largest value of a PostgreSQL integer column; numbers past it fail in the database. */
export const INT4_MAX = 2_147_483_647;
