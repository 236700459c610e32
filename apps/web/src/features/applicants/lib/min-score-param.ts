/** The `minScore` of the address (?minScore=60), so the filter survives a reload; anything else is no minimum. */
export function readMinScore(params: URLSearchParams): number | undefined {
  const raw = params.get('minScore');
  if (raw === null || !/^\d{1,3}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= 100 ? value : undefined;
}
