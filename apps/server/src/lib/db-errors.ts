/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505). Drizzle wraps the driver's
 * error (pg or PGlite) in its own, so the code may sit on the error or on its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  let e = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
