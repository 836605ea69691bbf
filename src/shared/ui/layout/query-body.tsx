import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DelayedSpinner } from '../spinner/delayed-spinner';
import { ErrorState } from '../state/error-state';

type QueryBodyProps<T, E> = {
  query: UseQueryResult<T, E>;
  children: (data: T) => ReactNode;
};

/**
 * A body drawn from one read: a spinner (after its delay) while it loads, a retry when it failed, then the body.
 * For the screens and sheets whose whole body waits on the read, where a skeleton of its shape would say nothing.
 */
export function QueryBody<T, E>({ query, children }: QueryBodyProps<T, E>) {
  if (query.isPending) return <DelayedSpinner />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  return <>{children(query.data)}</>;
}
