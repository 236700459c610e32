import {
  CATEGORY_VALUES,
  JOB_SORT_OPTIONS,
  JOB_TYPE_OPTIONS,
  jobMessages,
  POSTED_WITHIN_OPTIONS,
  SEARCH_EXPERIENCE_MAX_YEARS,
  WORK_MODE_OPTIONS,
  type AlertSearch,
  type JobSort,
  type PostedWithin,
  type WorkMode,
} from '@hireloop/shared';

/**
 * The job search filters (docs/product.md section 3). The URL holds them, so reload, back and shared links
 * keep a search: `q`, `location`, `type` and `category` (comma lists), `minSalary`, `maxSalary`,
 * `experience` (years), `remoteOnly` (no input of its own), `posted` (days), `workMode` (a comma
 * list) and `sort` (left out for the default, relevance).
 */
export interface SearchFilters {
  keyword: string;
  location: string;
  types: string[];
  categories: string[];
  minSalary: number | null;
  maxSalary: number | null;
  experience: number | null;
  remoteOnly: boolean;
  /** Posted within the last N days; null for any time. */
  posted: PostedWithin | null;
  workModes: WorkMode[];
  sort: JobSort;
}

export const emptyFilters: SearchFilters = {
  keyword: '',
  location: '',
  types: [],
  categories: [],
  minSalary: null,
  maxSalary: null,
  experience: null,
  remoteOnly: false,
  posted: null,
  workModes: [],
  sort: 'relevance',
};

const DEFAULT_SORT: JobSort = 'relevance';

/** The landing page sends `q`, the top bar `search`, the API calls it `keyword`: all three work. */
const KEYWORD_PARAMS = ['q', 'keyword', 'search'] as const;

/** A whole number of 0 or more, or null. Decimals are cut to integers (docs/product.md section 5). */
export function toWholeNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return null;
  return Math.trunc(n);
}

/** The known values of a comma list, in the option list's order, without repeats. */
function pickOptions<T extends string>(value: string | null, options: readonly T[]): T[] {
  const given = new Set((value ?? '').split(',').map((v) => v.trim()));
  return options.filter((option) => given.has(option));
}

/** A list of ticked options in the option list's order, so equal choices give equal URLs. */
const inOptionOrder = <T extends string>(list: readonly string[], options: readonly T[]): T[] =>
  pickOptions(list.join(','), options);

/** One known value, or null. */
const pickOne = <T extends string>(value: string | null, options: readonly T[]): T | null =>
  options.find((option) => option === value?.trim()) ?? null;

export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const keyword = KEYWORD_PARAMS.map((key) => params.get(key)?.trim() ?? '').find(Boolean) ?? '';
  const remoteOnly = params.get('remoteOnly');
  const experience = toWholeNumber(params.get('experience'));
  return {
    keyword,
    location: params.get('location')?.trim() ?? '',
    types: pickOptions(params.get('type'), JOB_TYPE_OPTIONS),
    categories: pickOptions(params.get('category'), CATEGORY_VALUES),
    minSalary: toWholeNumber(params.get('minSalary')),
    maxSalary: toWholeNumber(params.get('maxSalary')),
    experience: experience === null ? null : Math.min(experience, SEARCH_EXPERIENCE_MAX_YEARS),
    remoteOnly: remoteOnly === 'true' || remoteOnly === '1',
    posted: pickOne(params.get('posted'), POSTED_WITHIN_OPTIONS),
    workModes: pickOptions(params.get('workMode'), WORK_MODE_OPTIONS),
    sort: pickOne(params.get('sort'), JOB_SORT_OPTIONS) ?? DEFAULT_SORT,
  };
}

/** The filters as URL parameters, only the non-empty ones, always in the same order. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    const text = value === null ? '' : String(value).trim();
    if (text) params.set(key, text);
  };
  set('q', filters.keyword);
  set('location', filters.location);
  set('type', inOptionOrder(filters.types, JOB_TYPE_OPTIONS).join(','));
  set('category', inOptionOrder(filters.categories, CATEGORY_VALUES).join(','));
  set('minSalary', filters.minSalary);
  set('maxSalary', filters.maxSalary);
  set('experience', filters.experience);
  if (filters.remoteOnly) params.set('remoteOnly', 'true');
  set('posted', filters.posted);
  set('workMode', inOptionOrder(filters.workModes, WORK_MODE_OPTIONS).join(','));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** One string per distinct search: equal filters give equal keys. */
export function filtersKey(filters: SearchFilters): string {
  return paramsFromFilters(filters).toString();
}

/** The query of GET /api/jobs (docs/product.md section 7): only the non-empty filters are sent. */
export function apiQueryFromFilters(filters: SearchFilters): Record<string, string | number | undefined> {
  return {
    keyword: filters.keyword.trim() || undefined,
    location: filters.location.trim() || undefined,
    type: inOptionOrder(filters.types, JOB_TYPE_OPTIONS).join(',') || undefined,
    category: inOptionOrder(filters.categories, CATEGORY_VALUES).join(',') || undefined,
    minSalary: filters.minSalary ?? undefined,
    maxSalary: filters.maxSalary ?? undefined,
    experience: filters.experience ?? undefined,
    remoteOnly: filters.remoteOnly ? 'true' : undefined,
    posted: filters.posted ?? undefined,
    workMode: inOptionOrder(filters.workModes, WORK_MODE_OPTIONS).join(',') || undefined,
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
  };
}

/** Why the filters cannot be searched (a salary range the wrong way round), or null. */
export function salaryRangeError(filters: SearchFilters): string | null {
  const { minSalary, maxSalary } = filters;
  return minSalary !== null && maxSalary !== null && minSalary > maxSalary ? jobMessages.salaryOrder : null;
}

/** How many filters of the panel are set (the badge on the Filters button). */
export function activePanelFilters(filters: SearchFilters): number {
  return (
    filters.types.length +
    filters.categories.length +
    (filters.minSalary !== null || filters.maxSalary !== null ? 1 : 0) +
    (filters.experience !== null ? 1 : 0) +
    (filters.posted !== null ? 1 : 0) +
    filters.workModes.length
  );
}

export function hasAnyFilter(filters: SearchFilters): boolean {
  return filtersKey(filters) !== '';
}

/** The saved part of a search: its keywords and filters, not its sort or "posted within". */
export function alertSearchOf(filters: SearchFilters): AlertSearch {
  const { posted: _posted, sort: _sort, remoteOnly, ...rest } = apiQueryFromFilters(filters);
  const search: AlertSearch = { ...(rest as AlertSearch), remoteOnly: remoteOnly ? true : undefined };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as AlertSearch;
}
