import {
  getGetDualProductQueryKey,
  getListDualProductsQueryKey,
  getListMyDualOrdersQueryKey,
} from '../../../gen/api/invest/invest';
import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';

/** What a purchase changes: the products' remaining shares, my investments and my balances. */
export const DUAL_AFTER_WRITE = [
  getListDualProductsQueryKey(),
  getGetDualProductQueryKey(),
  getListMyDualOrdersQueryKey(),
  getGetWalletOverviewQueryKey(),
];
