import {
  getGetIeoProjectQueryKey,
  getListIeoProjectsQueryKey,
  getListMyIeoOrdersQueryKey,
} from '../../../gen/api/ieo/ieo';
import { getGetWalletOverviewQueryKey } from '../../../gen/api/wallet/wallet';

/** What a subscription changes: the projects' figures, my subscriptions and my balances. */
export const IEO_AFTER_WRITE = [
  getListIeoProjectsQueryKey(),
  getGetIeoProjectQueryKey(),
  getListMyIeoOrdersQueryKey(),
  getGetWalletOverviewQueryKey(),
];
