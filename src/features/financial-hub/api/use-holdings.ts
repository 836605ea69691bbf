import { useQuery } from '@tanstack/react-query';
import { getListMyIeoOrdersQueryKey, listMyIeoOrders } from '../../../gen/api/ieo/ieo';
import { getListMyDualOrdersQueryKey, listMyDualOrders } from '../../../gen/api/invest/invest';
import { getListMyLockMiningOrdersQueryKey, listMyLockMiningOrders } from '../../../gen/api/lockming/lockming';
import { fromItems, fromPageData } from '../../../shared/ui/paginated-list/page';
import { fetchAllPages, totalsByCoin } from '../lib/holdings';

const LIMIT = 50;

/*
 * Every order of a product the user still holds. The keys start with the generated list keys, so that a
 * purchase, which invalidates those lists, refreshes these summaries too.
 */

/** Coins subscribed and not issued yet (paid, waiting for the listing). */
export const useIeoHoldings = () =>
  useQuery({
    queryKey: [...getListMyIeoOrdersQueryKey(), 'holdings'],
    queryFn: async ({ signal }) => {
      const orders = await fetchAllPages(async (page) =>
        fromPageData(await listMyIeoOrders({ page, limit: LIMIT }, { signal })),
      );
      const pending = orders.filter((order) => order.status !== 3 && order.coin_amount);
      return totalsByCoin(
        pending,
        (order) => order.name,
        (order) => order.coin_amount!,
      );
    },
  });

/** Amounts locked in orders in progress, and the interest they have paid so far. */
export const useLockHoldings = () =>
  useQuery({
    queryKey: [...getListMyLockMiningOrdersQueryKey({ status: 1 }), 'holdings'],
    queryFn: async ({ signal }) => {
      const orders = await fetchAllPages(async (page) =>
        fromItems((await listMyLockMiningOrders({ page, limit: LIMIT, status: 1 }, { signal })).order_list, LIMIT),
      );
      return {
        locked: totalsByCoin(
          orders,
          (order) => order.currency_name,
          (order) => order.amount,
        ),
        interest: totalsByCoin(
          orders,
          (order) => order.currency_name,
          (order) => String(order.total_interest),
        ),
      };
    },
  });

/** What is invested in products still running: the coin for a call, USDT for a put. */
export const useDualHoldings = () =>
  useQuery({
    queryKey: [...getListMyDualOrdersQueryKey({ status: 1 }), 'holdings'],
    queryFn: async ({ signal }) => {
      // the backend pages by 10 whatever the limit asked
      const orders = await fetchAllPages(async (page) =>
        fromItems((await listMyDualOrders({ page, limit: 10, status: 1 }, undefined, { signal })).list, 10),
      );
      return totalsByCoin(
        orders,
        (order) => (order.type === 'call' ? order.currency_name : 'USDT'),
        (order) => order.total,
      );
    },
  });
