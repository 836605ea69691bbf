import { listMyBuyCryptoOrders } from '../../../gen/api/buy/buy';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { useListedRecord } from '../../../shared/lib/query/use-listed-record';

/** One of my purchases: the contract lists them only, so the list is read until the order shows up. */
export function useBuyOrder(id: number) {
  return useListedRecord(readQueryKey('listMyBuyCryptoOrders', 'order', id), listMyBuyCryptoOrders, id);
}
