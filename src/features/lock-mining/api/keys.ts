import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';
import { getListMyLockMiningOrdersQueryKey } from '../../../gen/api/lockming/lockming';

/** What a purchase or a redemption changes: my orders (every tab and page) and my balances. */
export const LOCK_MINING_AFTER_WRITE = [getListMyLockMiningOrdersQueryKey(), getGetWalletOverviewQueryKey()];
