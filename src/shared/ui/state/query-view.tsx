import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DelayedSpinner } from '../spinner/delayed-spinner';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

type QueryViewProps<T, E> = {
  query: Pick<UseQueryResult<T, E>, 'data' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  /** Whether the loaded data counts as empty (shows the empty state). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
};

/** The loading (after 800 ms), error-with-retry, empty and loaded states of one query. */
export function QueryView<T, E = unknown>({ query, isEmpty, emptyText, children }: QueryViewProps<T, E>) {
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <EmptyState text={emptyText} />;
    return <>{children(query.data)}</>;
  }
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  return <DelayedSpinner active={query.isPending} />;
}
