import { useQuery } from '@tanstack/react-query';
import { listMyBuyCryptoOrders } from '../../../gen/api/buy/buy';
import type { BuyCryptoOrder } from '../../../gen/model';

const PAGE = 50;

/** One of my purchases: the contract lists them only, so the list is read until the order shows up. */
export function useBuyOrder(id: number | undefined) {
  return useQuery({
    queryKey: ['GET', '/buy/orders', 'order', id],
    enabled: id !== undefined,
    queryFn: async ({ signal }): Promise<BuyCryptoOrder | null> => {
      for (let page = 1; ; page += 1) {
        const answer = await listMyBuyCryptoOrders({ page, limit: PAGE }, { signal });
        const found = answer.data.find((row) => row.id === id);
        if (found) return found;
        if (page >= answer.pages) return null;
      }
    },
  });
}
