/**
 * Remembers what was read from a string (a job's text, a title, a degree), so that scoring one
 * job's 5,000 applicants reads each only once. Bounded: the cache is emptied when full.
 */
export function memo<T>(cache: Map<string, T>, key: string, make: (key: string) => T, limit = 5000): T {
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= limit) cache.clear();
    v = make(key);
    cache.set(key, v);
  }
  return v;
}
