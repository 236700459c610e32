import { matchPath, type Location } from 'react-router';
import { paths } from '@/lib/paths';
import type { ReturnState } from '@/lib/return-state';
import { routeTable, type RouteSpec } from './route-table';

type Guard = NonNullable<RouteSpec['guard']>;
export type ReturnGroup = 'jobseeker' | 'employer';

/** The guard groups whose pages a signed-in user of each role may be sent back to. */
const GROUP_GUARDS: Record<ReturnGroup, Guard[]> = {
  jobseeker: ['jobSeeker', 'jobSearch', 'signedIn'],
  employer: ['employer', 'signedIn'],
};

function guardedPatterns(table: RouteSpec[], guard?: Guard): { path: string; guard?: Guard }[] {
  return table.flatMap((route) => {
    const own = route.guard ?? guard;
    const here = route.path && !route.redirect ? [{ path: route.path, guard: own }] : [];
    return [...here, ...guardedPatterns(route.children ?? [], own)];
  });
}

const patterns = guardedPatterns(routeTable);

function patternsOf(group: ReturnGroup): string[] {
  return patterns
    .filter((route) => route.guard && GROUP_GUARDS[group].includes(route.guard))
    .map((route) => route.path)
    .filter((path) => path !== paths.jobseekerKyc);
}

const part = (value: unknown, prefix: string) =>
  typeof value === 'string' && value.startsWith(prefix) ? value : '';

/**
 * Where a user who was sent to sign in (or to the identity check) goes back to: only a page of the
 * route table that the role's guard group holds, as a path of this site. Anything else (another
 * origin, `//host`, a backslash path, another role's page, the identity check) gives null.
 */
export function returnTarget(
  state: ReturnState | null | undefined,
  group: ReturnGroup,
): Partial<Location> | null {
  const from: unknown = state?.from;
  if (!from || typeof from !== 'object') return null;
  const { pathname, search, hash, state: pageState } = from as Partial<Location>;
  if (typeof pathname !== 'string' || !/^\/(?![/\\])/.test(pathname) || pathname.includes('\\')) return null;
  if (!patternsOf(group).some((pattern) => matchPath(pattern, pathname))) return null;
  return { pathname, search: part(search, '?'), hash: part(hash, '#'), state: pageState };
}
