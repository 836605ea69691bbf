import { useQuery } from '@tanstack/react-query';
import { listMyBuyCryptoOrders } from '../../../gen/api/buy/buy';
import { findInPages } from '../../../shared/lib/query/find-in-pages';
import { readQueryKey } from '../../../shared/lib/query/invalidation';

const PAGE = 50;

/** One of my purchases: the contract lists them only, so the list is read until the order shows up. */
export function useBuyOrder(id: number) {
  return useQuery({
    queryKey: readQueryKey('listMyBuyCryptoOrders', 'order', id),
    queryFn: ({ signal }) =>
      findInPages(
        (page) => listMyBuyCryptoOrders({ page, limit: PAGE }, { signal }),
        (row) => row.id === id,
      ),
  });
}
