import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/http/api-error';
import { Skeleton, type SkeletonShape } from '../skeleton/skeleton';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { RefusedState } from './refused-state';

type QueryViewProps<T, E> = {
  query: Pick<UseQueryResult<T, E>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  /** Whether the loaded data counts as empty (shows the empty state). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** The shape of what loads, drawn while it does: labelled figures unless it is a list. */
  skeleton?: SkeletonShape;
  children: (data: T) => ReactNode;
};

/**
 * The loading (a skeleton of its shape, after 800 ms), error, empty and loaded states of one query. An error the exchange worded (a record
 * that does not exist) shows its reason and a way back; any other (no answer) offers to try again.
 */
export function QueryView<T, E = unknown>({
  query,
  isEmpty,
  emptyText,
  skeleton = 'figures',
  children,
}: QueryViewProps<T, E>) {
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <EmptyState text={emptyText} />;
    return <>{children(query.data)}</>;
  }
  if (query.isError && isApiError(query.error) && query.error.kind === 'business' && query.error.message)
    return <RefusedState reason={query.error.message} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  return <Skeleton shape={skeleton} active={query.isPending} />;
}
