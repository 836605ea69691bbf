import {
  getGetDualProductQueryKey,
  getListDualProductsQueryKey,
  getListMyDualOrdersQueryKey,
} from '../../../gen/api/invest/invest';
import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';

/**
 * What a purchase changes: the products' remaining shares, my investments and my balances. My orders' key is cut
 * to its method and path: the generated key of a POST ends with its (here absent) body, which would match no list.
 */
export const DUAL_AFTER_WRITE = [
  getListDualProductsQueryKey(),
  getGetDualProductQueryKey(),
  getListMyDualOrdersQueryKey().slice(0, 2),
  getGetWalletOverviewQueryKey(),
];
