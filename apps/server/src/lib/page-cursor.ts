import { badRequest } from './errors';

/**
 * The cursor of a keyset-paged list: where the last page ended (its last row's sort values), as
 * opaque text for the client to send back. `isValid` checks what comes back; anything else is a
 * 400 with `invalidMessage`, so a tampered cursor never reaches a query.
 */
export function encodePageCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodePageCursor<T extends unknown[]>(
  text: string,
  isValid: (value: unknown[]) => value is T,
  invalidMessage: string,
): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(invalidMessage);
  }
  if (Array.isArray(value) && isValid(value)) return value;
  throw badRequest(invalidMessage);
}

/** A timestamp as PostgreSQL writes `timestamptz::text`, microseconds included. */
export const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
