import {
  getGetCopyTraderQueryKey,
  getListCopyTradersQueryKey,
  getListMyCopyTradersQueryKey,
} from '../../../gen/api/follow/follow';
import { getListFuturesOrdersQueryKey } from '../../../gen/api/trade/trade';
import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';

/** What a follow, a cancel or a self-hold changes: the traders' lists and pages, my traders, my copies, balances. */
export const COPY_AFTER_WRITE = [
  getListCopyTradersQueryKey(),
  getGetCopyTraderQueryKey(),
  getListMyCopyTradersQueryKey(),
  getListFuturesOrdersQueryKey(),
  getGetWalletOverviewQueryKey(),
];
