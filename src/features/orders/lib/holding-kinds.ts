import type { TFunction } from 'i18next';
import { listMyCopyTraders } from '../../../gen/api/follow/follow';
import { listMyIeoOrders } from '../../../gen/api/ieo/ieo';
import { listMyDualOrders } from '../../../gen/api/invest/invest';
import { listMyLockMiningOrders } from '../../../gen/api/lockming/lockming';
import { listMyNftOrders } from '../../../gen/api/nft/nft';
import { listFuturesOrders, listOptionOrders, listSpotOrders } from '../../../gen/api/trade/trade';
import type { ReadOperationId } from '../../../shared/lib/query/invalidation';
import { fromItems, fromPageData, fromPaginator, type Page } from '../../../shared/ui/paginated-list/page';
import {
  copyView,
  dualView,
  futuresView,
  ieoView,
  lockMiningView,
  nftView,
  optionView,
  spotView,
  type HoldingView,
} from './holding-view';
import type { OrderKind } from './orders-search';

type HoldingKind<T> = {
  /** The read that lists them: its key starts the tab's, so what makes the read stale makes the tab stale. */
  read: ReadOperationId;
  fetchPage: (page: number, limit: number, signal: AbortSignal) => Promise<Page<T>>;
  view: (t: TFunction<'orders'>, item: T) => HoldingView;
};

const kind = <T>(definition: HoldingKind<T>) => definition as HoldingKind<unknown>;

/** Where each kind of the orders tab reads its rows (every status, newest first) and how a row reads. */
export const HOLDING_KINDS: Record<OrderKind, HoldingKind<unknown>> = {
  spot: kind({
    read: 'listSpotOrders',
    fetchPage: async (page, limit, signal) => fromItems(await listSpotOrders({ page, limit }, { signal }), limit),
    view: spotView,
  }),
  futures: kind({
    read: 'listFuturesOrders',
    fetchPage: async (page, _limit, signal) =>
      fromPaginator((await listFuturesOrders({ status: -1, page }, undefined, { signal })).message),
    view: futuresView,
  }),
  options: kind({
    read: 'listOptionOrders',
    fetchPage: async (page, limit, signal) =>
      fromPaginator(await listOptionOrders({ status: -1, page, limit }, { signal })),
    view: optionView,
  }),
  ieo: kind({
    read: 'listMyIeoOrders',
    fetchPage: async (page, _limit, signal) => fromPageData(await listMyIeoOrders({ page }, { signal })),
    view: ieoView,
  }),
  lockming: kind({
    read: 'listMyLockMiningOrders',
    fetchPage: async (page, limit, signal) =>
      fromItems((await listMyLockMiningOrders({ page }, { signal })).order_list, limit),
    view: lockMiningView,
  }),
  invest: kind({
    read: 'listMyDualOrders',
    fetchPage: async (page, limit, signal) =>
      fromItems((await listMyDualOrders({ page, limit }, undefined, { signal })).list, limit),
    view: dualView,
  }),
  copy: kind({
    read: 'listMyCopyTraders',
    // the list has no page parameter: one answer holds every relation
    fetchPage: async (page, _limit, signal) =>
      page === 1
        ? { items: (await listMyCopyTraders(undefined, { signal })).data, hasMore: false }
        : { items: [], hasMore: false },
    view: copyView,
  }),
  nft: kind({
    read: 'listMyNftOrders',
    fetchPage: async (page, limit, signal) => fromItems(await listMyNftOrders({ page }, undefined, { signal }), limit),
    view: nftView,
  }),
};
