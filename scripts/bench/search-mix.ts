// The realistic mix of searches the search benchmark runs, and the plain ILIKE query that
// open-source job boards use, built from the same filters, as the baseline.

/** About twenty searches a visitor makes: keywords, a misspelling, location, salary, filters, deeper pages. */
export const SEARCH_MIX: Record<string, string>[] = [
  { keyword: 'react developer' },
  { keyword: 'reactjs developr' },
  { keyword: 'python', location: 'Bangalore' },
  { keyword: 'data scientist', minSalary: '80000', maxSalary: '150000' },
  { keyword: 'kubernetes', type: 'Full-Time,Contract' },
  { location: 'remote' },
  { category: 'Design', type: 'Remote' },
  { keyword: 'sales', category: 'Sales', minSalary: '50000' },
  { keyword: 'product manager', location: 'bangalor', page: '3' },
  {},
  { keyword: 'java' },
  { keyword: 'developer', page: '2' },
  { keyword: 'devops engineer', location: 'Pune' },
  { keyword: 'marketing', type: 'Part-Time' },
  { keyword: 'enginer' },
  { keyword: 'designer', minSalary: '100000' },
  { category: 'Engineering', page: '2' },
  { keyword: 'senior', location: 'Hyderabad', page: '3' },
  { keyword: 'accountant' },
  { location: 'Mumbai', type: 'Full-Time', maxSalary: '60000' },
];

export const PAGE_SIZE = 20;

export const searchPath = (q: Record<string, string>) => `/api/jobs?${new URLSearchParams(q).toString()}`;

export interface RawQuery {
  text: string;
  params: unknown[];
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The baselines' filters besides the keywords: location (ILIKE), salary overlap, experience, type, category. */
export function filterConditions(q: Record<string, string>, p: (v: unknown) => string): string[] {
  const where: string[] = [];
  if (q.location) where.push(`location ilike ${p(`%${q.location}%`)}`);
  if (q.minSalary) where.push(`salary_max >= ${p(Number(q.minSalary))}`);
  if (q.maxSalary) where.push(`salary_min <= ${p(Number(q.maxSalary))}`);
  if (q.experience) {
    const years = p(Number(q.experience));
    where.push(`experience_min <= ${years} and experience_max >= ${years}`);
  }
  const types = list(q.type);
  if (types.length) where.push(`type = any(${p(types)}::text[])`);
  const categories = list(q.category);
  if (categories.length) where.push(`category = any(${p(categories)}::text[])`);
  return where;
}

/**
 * The baseline: every word of the keyword in the title, company or description (ILIKE '%word%'),
 * the same location, salary-overlap, type and category filters, newest first; the page and the count.
 */
export function ilikeQueries(q: Record<string, string>): { page: RawQuery; count: RawQuery } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['is_closed = false', 'deleted_at is null'];
  for (const word of (q.keyword ?? '').split(/\s+/).filter(Boolean)) {
    const w = p(`%${word}%`);
    where.push(`(title ilike ${w} or company_name ilike ${w} or description ilike ${w})`);
  }
  where.push(...filterConditions(q, p));
  const filter = where.join(' and ');
  const countParams = [...params];
  const offset = (Number(q.page ?? 1) - 1) * PAGE_SIZE;
  return {
    page: {
      text: `select * from jobs where ${filter} order by created_at desc limit ${PAGE_SIZE} offset ${offset}`,
      params,
    },
    count: { text: `select count(*) from jobs where ${filter}`, params: countParams },
  };
}
