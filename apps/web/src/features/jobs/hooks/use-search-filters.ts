import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@hireloop/shared';
import {
  emptyFilters,
  salaryRangeError,
  filtersFromParams,
  filtersKey,
  type SearchFilters,
} from '../lib/search-filters';

export interface SearchFiltersState {
  /** What the search ran with: the filters in the URL. */
  applied: SearchFilters;
  /**
   * What the inputs show; it reaches the URL 500 ms after the last change, unless it cannot be
   * searched (see `salaryRangeError`): then it waits, all of it, until it is corrected.
   */
  draft: SearchFilters;
  /** Changes some filters and searches after the debounce (docs/product.md section 4). */
  update(patch: Partial<SearchFilters>): void;
  /** Changes some filters and searches at once (the Search Jobs button). */
  applyNow(patch: Partial<SearchFilters>): void;
  /** Clears every filter and searches at once. */
  clearAll(): void;
}

/**
 * The search filters, kept in the URL. Each applied search is a history entry, so back and
 * forward step through searches; a URL change from outside (back, a link, the top bar's search)
 * replaces what the inputs show and drops a pending search.
 */
export function useSearchFilters(): SearchFiltersState {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const appliedKey = filtersKey(applied);

  const [draft, setDraft] = useState(applied);
  const draftRef = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The filters key the URL has, or is about to have because we just wrote it. */
  const urlKey = useRef(appliedKey);

  const showDraft = useCallback((next: SearchFilters) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  useEffect(() => {
    if (appliedKey === urlKey.current) return;
    urlKey.current = appliedKey;
    clearTimeout(timer.current);
    showDraft(filtersFromParams(new URLSearchParams(appliedKey)));
  }, [appliedKey, showDraft]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const writeUrl = useCallback(
    (next: SearchFilters) => {
      clearTimeout(timer.current);
      if (salaryRangeError(next)) return;
      const key = filtersKey(next);
      if (key === urlKey.current) return;
      urlKey.current = key;
      setParams(new URLSearchParams(key));
    },
    [setParams],
  );

  const update = useCallback(
    (patch: Partial<SearchFilters>) => {
      const next = { ...draftRef.current, ...patch };
      showDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => writeUrl(next), SEARCH_DEBOUNCE_MS);
    },
    [showDraft, writeUrl],
  );

  const applyNow = useCallback(
    (patch: Partial<SearchFilters>) => {
      const next = { ...draftRef.current, ...patch };
      showDraft(next);
      writeUrl(next);
    },
    [showDraft, writeUrl],
  );

  const clearAll = useCallback(() => {
    showDraft(emptyFilters);
    writeUrl(emptyFilters);
  }, [showDraft, writeUrl]);

  return { applied, draft, update, applyNow, clearAll };
}
