import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';

/** What this component reads of a TanStack Query result (`useQuery` or `useInfiniteQuery`). */
export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  isFetching: boolean;
  /** Infinite queries: the last failure was loading a further page. */
  isFetchNextPageError?: boolean;
  refetch: () => Promise<unknown>;
}

/** The failed load's EmptyState (its tone is `error`) and the label of its retry button. */
export type LoadFailure = Omit<EmptyStateProps, 'tone' | 'children'> & {
  retry: string;
  retryIcon?: ReactNode;
};

type EmptyProps<T> =
  | {
      /** Data that counts as nothing to show, such as an empty list. */
      isEmpty: (data: T) => boolean;
      empty: ReactNode | ((data: T) => ReactNode);
    }
  | { isEmpty?: never; empty?: never };

type QueryStatusProps<T> = EmptyProps<T> & {
  query: QueryState<T>;
  /** Shown until the first data or failure, usually a skeleton of the content. */
  loading: ReactNode;
  failed: LoadFailure;
  /**
   * A failed refetch keeps showing the data it failed to refresh. Without it a failure replaces
   * stale data (find-jobs: a failed search empties the list). Either way a failed further page of
   * an infinite query keeps the pages already shown: the list says so by its Load more.
   */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * One screen's content by the state of the query that feeds it: `loading`, the failure with a
 * retry, `empty`, or `children` with the data.
 */
export function QueryStatus<T>(props: QueryStatusProps<T>) {
  const { query, keepDataOnError = false } = props;
  const { data } = query;
  const showsFailure =
    query.status === 'error' && !query.isFetchNextPageError && !(keepDataOnError && data !== undefined);
  if (showsFailure) {
    const { retry, retryIcon, ...look } = props.failed;
    return (
      <EmptyState tone="error" {...look}>
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          icon={retryIcon}
        >
          {retry}
        </Button>
      </EmptyState>
    );
  }
  if (data === undefined) return props.loading;
  if (props.isEmpty?.(data)) {
    const { empty } = props;
    return typeof empty === 'function' ? empty(data) : empty;
  }
  return props.children(data);
}
