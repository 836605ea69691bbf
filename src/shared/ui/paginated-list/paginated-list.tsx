import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PAGINATION } from '../../config/constants';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import { EmptyState } from '../state/empty-state';
import { ErrorState } from '../state/error-state';
import type { Page } from './page';
import { PULL_THRESHOLD, usePullToRefresh } from './use-pull-to-refresh';
import styles from './paginated-list.module.css';

export type PaginatedListProps<T> = {
  /** Cache key of the list (without the page); change it to start over (e.g. another tab or filter). */
  queryKey: QueryKey;
  /** Loads one page (pages start at 1). Use `fromPaginator`, `fromPageData` or `fromItems` to shape the answer. */
  fetchPage: (page: number, limit: number, signal: AbortSignal) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** Items per page; 10 by default (specification section 9). */
  limit?: number;
  /** Accessible name of the list. */
  label: string;
  emptyText?: string;
  enabled?: boolean;
  className?: string;
};

/**
 * A list loaded page by page (page 1, 10 per page): the next page loads when the end of the list scrolls into
 * view, "no more data" closes it, pull-down at the top of the page (or the refresh button) reloads it from page 1.
 */
export function PaginatedList<T>({
  queryKey,
  fetchPage,
  renderItem,
  itemKey,
  limit = PAGINATION.limit,
  label,
  emptyText,
  enabled = true,
  className,
}: PaginatedListProps<T>) {
  const { t } = useTranslation('common');
  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'pages', limit],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, limit, signal),
    initialPageParam: PAGINATION.firstPage as number,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    enabled,
  });
  const { data, error, isPending, isFetchingNextPage, hasNextPage, fetchNextPage, refetch, isRefetching } = query;
  const refresh = () => void refetch();
  const { pull, handlers } = usePullToRefresh(refresh);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '120px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage]);

  const items = data?.pages.flatMap((page) => page.items) ?? [];
  let body: ReactNode;
  if (isPending) body = enabled ? <Skeleton shape="list" /> : null;
  else if (error && !data) body = <ErrorState onRetry={refresh} retrying={isRefetching} />;
  else if (items.length === 0) body = <EmptyState text={emptyText} />;
  else
    body = (
      <>
        <ul className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <li key={itemKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
        <div ref={sentinel} className={styles.sentinel} />
        <div className={styles.footer}>
          {isFetchingNextPage && (
            <span role="status" aria-label={t('loading')}>
              <Spinner />
            </span>
          )}
          {query.isFetchNextPageError && (
            <Button variant="secondary" size="small" onClick={() => void fetchNextPage()}>
              {t('list.loadMoreFailed')}
            </Button>
          )}
          {!hasNextPage && <span>{t('list.noMore')}</span>}
        </div>
      </>
    );

  return (
    <section className={className} {...handlers}>
      <div className={styles.pull} style={{ height: pull }} aria-hidden={pull === 0}>
        {pull > 0 && (pull >= PULL_THRESHOLD ? t('list.releaseToRefresh') : t('list.pullToRefresh'))}
      </div>
      <div className={styles.toolbar}>
        <button type="button" className={styles.refresh} onClick={refresh} disabled={isRefetching || isPending}>
          {isRefetching ? <Spinner /> : null}
          {t('actions.refresh')}
        </button>
      </div>
      {body}
    </section>
  );
}
