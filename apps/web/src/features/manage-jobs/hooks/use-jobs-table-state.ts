import { useState } from 'react';
import { JOBS_TABLE_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@hireloop/shared';
import type { EmployerJobsQuery, JobSortKey, JobStatusFilter, SortOrder } from '../api/get-employer-jobs';
import { useDebouncedValue } from './use-debounced-value';

export interface JobsSort {
  /** null: the server's default, newest first. */
  key: Exclude<JobSortKey, 'createdAt'> | null;
  order: SortOrder;
}

/**
 * Search, status filter, sort and page of the jobs table (docs/product.md 2.20). The search is debounced
 * (docs/product.md section 9); a new search, filter or sort starts again at page 1.
 */
export function useJobsTableState() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<JobStatusFilter>('all');
  const [sort, setSort] = useState<JobsSort>({ key: null, order: 'desc' });

  const filtersKey = JSON.stringify([search, status, sort]);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;

  const query: EmployerJobsQuery = {
    search,
    status,
    sortBy: sort.key ?? 'createdAt',
    sortOrder: sort.order,
    page,
    pageSize: JOBS_TABLE_PAGE_SIZE,
  };

  /** The first click on a column sorts it ascending; the next click flips the order. */
  const toggleSort = (key: NonNullable<JobsSort['key']>) =>
    setSort((current) =>
      current.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' },
    );

  const clearFilters = () => {
    setSearchText('');
    setStatus('all');
  };

  return {
    query,
    searchText,
    setSearchText,
    /** Whether the visible list is narrowed by a search or a status (what the empty state says). */
    filtered: search !== '' || status !== 'all',
    status,
    setStatus,
    sort,
    setSort,
    toggleSort,
    page,
    setPage: (next: number) => setPaging({ filtersKey, page: next }),
    clearFilters,
  };
}
