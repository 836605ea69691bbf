import Big from 'big.js';
import type { WalletOverview } from '../../../gen/model';
import type { AccountKey } from '../../config/accounts';

/** The overview's accounts in the order of their balance types (1 legal, 2 change, 3 lever, 4 micro). */
export function accountsOf(overview: WalletOverview) {
  return [
    { key: 'legal' as AccountKey, account: overview.legal_wallet },
    { key: 'change' as AccountKey, account: overview.change_wallet },
    { key: 'lever' as AccountKey, account: overview.lever_wallet },
    { key: 'micro' as AccountKey, account: overview.micro_wallet },
  ];
}

/** Sum of the accounts' USDT totals (`usdt_totle`), as an exact decimal. */
export function totalUsdt(overview: WalletOverview): Big {
  return accountsOf(overview).reduce((sum, { account }) => sum.plus(new Big(account.usdt_totle || 0)), new Big(0));
}
