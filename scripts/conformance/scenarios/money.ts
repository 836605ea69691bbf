/** Reading a balance in scenarios: the spot (`change`) or futures (`lever`) balance of a coin, from getWalletDetail. */
import Big from 'big.js';
import type { CallStep, Vars } from './format.ts';

export const USDT = 3;
export const BTC = 1;
export const ETH = 2;

type Account = 'change' | 'lever';

/** A step reading a balance and keeping it as `as`. */
export const readBalance = (name: string, currency: number, account: Account, as: string): CallStep => ({
  name,
  call: 'getWalletDetail',
  body: { currency, type: account },
  save: { [as]: `$.message.${account}_balance` },
});

/** A step expecting the balance kept as `since` to have changed by `by` (± tolerance). */
export const balanceChanged = (
  name: string,
  currency: number,
  account: Account,
  since: string,
  by: string | ((vars: Vars) => string),
  tolerance: string | ((vars: Vars) => string) = '0',
): CallStep => ({
  name,
  call: 'getWalletDetail',
  body: { currency, type: account },
  expect: [{ path: `$.message.${account}_balance`, changedBy: by, since, tolerance }],
});

/** Vars read as decimals, for computed values. */
export const big = (vars: Vars, name: string) => new Big(vars[name] ?? NaN);
