import Big from 'big.js';
import type { WalletOverview } from '../../../gen/model';

/** Sum of the four accounts' USDT totals (`usdt_totle`), as an exact decimal. */
export function totalUsdt(overview: WalletOverview): Big {
  const accounts = [overview.legal_wallet, overview.change_wallet, overview.lever_wallet, overview.micro_wallet];
  return accounts.reduce((sum, account) => sum.plus(new Big(account.usdt_totle || 0)), new Big(0));
}
