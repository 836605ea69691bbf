/** Reads a user's balances through the generated client, as big.js decimals (never floats). */
import Big from 'big.js';
import type { Session } from './harness.ts';

export type Account = 'legal' | 'change' | 'lever' | 'micro';
export type Balances = Record<Account, Record<number, { balance: Big; lock: Big }>>;

const WALLETS = {
  legal: 'legal_wallet',
  change: 'change_wallet',
  lever: 'lever_wallet',
  micro: 'micro_wallet',
} as const;

/** Every balance of the asset overview, by account and coin id. */
export async function balancesOf(session: Session): Promise<Balances> {
  const overview = await session.call((api) => api.getWalletOverview());
  const result = {} as Balances;
  for (const [account, key] of Object.entries(WALLETS) as Array<[Account, (typeof WALLETS)[Account]]>) {
    result[account] = {};
    for (const row of overview[key].balance as unknown as Array<Record<string, string | number>>) {
      result[account][row.currency as number] = {
        balance: new Big(row[`${account}_balance`] as string),
        lock: new Big(row[`lock_${account}_balance`] as string),
      };
    }
  }
  return result;
}
