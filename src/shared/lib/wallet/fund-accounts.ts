import Big from 'big.js';
import type { WalletOverview } from '../../../gen/model';
import { FUND_ACCOUNTS, type FundAccount } from '../../config/fund-accounts';

export type { FundAccount };

/** A coin of an account: its id and name, and the available and frozen balances as decimal strings. */
type FundBalance = { currency: number; name: string; available: string; frozen: string };
export type FundAccountView = { key: FundAccount; usdtTotal: string; balances: FundBalance[] };

/** The accounts the overview holds, each with its coins read from its own columns (`<account>_balance`). */
export function fundAccountsOf(overview: WalletOverview): FundAccountView[] {
  return FUND_ACCOUNTS.flatMap((key) => {
    const account = overview[`${key}_wallet`];
    if (!account) return [];
    const balances = account.balance.map((row) => {
      const fields = row as unknown as Record<string, string | number>;
      return {
        currency: row.currency,
        name: row.currency_name,
        available: String(fields[`${key}_balance`] ?? '0'),
        frozen: String(fields[`lock_${key}_balance`] ?? '0'),
      };
    });
    return [{ key, usdtTotal: String(account.usdt_totle || '0'), balances }];
  });
}

/**
 * The sum of every account's USDT total, exact.
 * @internal exported for its tests
 */
export const fundTotalUsdt = (accounts: FundAccountView[]) =>
  accounts.reduce((sum, account) => sum.plus(new Big(account.usdtTotal)), new Big(0));

/** Total assets: every account the overview holds, so each screen showing a total shows the same one. */
export const walletTotalUsdt = (overview: WalletOverview) => fundTotalUsdt(fundAccountsOf(overview));

/** The available balance of a coin in an account, "0" when the account does not hold it. */
export function availableIn(accounts: FundAccountView[], key: FundAccount, currency: number): string {
  const account = accounts.find((candidate) => candidate.key === key);
  return account?.balances.find((balance) => balance.currency === currency)?.available ?? '0';
}
