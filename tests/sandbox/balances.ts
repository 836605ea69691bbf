/** Reads a user's balances through the generated client, as big.js decimals (never floats). */
import Big from 'big.js';
import type { Session } from './harness.ts';

type Account = 'legal' | 'change' | 'lever' | 'micro' | 'coin_lever' | 'stock' | 'margin';
export type Balances = Record<Account, Record<number, { balance: Big; lock: Big }>>;

const ACCOUNTS: Account[] = ['legal', 'change', 'lever', 'micro', 'coin_lever', 'stock', 'margin'];

/** Every balance of the asset overview, by account and coin id. */
export async function balancesOf(session: Session): Promise<Balances> {
  const overview = (await session.call((api) => api.getWalletOverview())) as unknown as Record<
    string,
    { balance: Array<Record<string, string | number>> } | undefined
  >;
  const result = {} as Balances;
  for (const account of ACCOUNTS) {
    result[account] = {};
    for (const row of overview[`${account}_wallet`]?.balance ?? []) {
      result[account][row.currency as number] = {
        balance: new Big(row[`${account}_balance`] as string),
        lock: new Big(row[`lock_${account}_balance`] as string),
      };
    }
  }
  return result;
}
