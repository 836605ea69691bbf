import Big from 'big.js';
import { object } from 'yup';
import { decimalRule } from '../../../shared/lib/validation/money-rules';

export type BetLimits = { min: string; max: string; balance?: string };
export type BetValues = { amount: string };

/**
 * The stake in USDT: two decimals at most, at least the round's minimum, at most the smaller of its maximum and
 * the available balance (each with its own message).
 */
export function betSchema({ min, max, balance }: BetLimits) {
  const balanceFirst = balance !== undefined && new Big(balance).lt(max);
  return object({
    amount: decimalRule({
      maxDecimals: 2,
      min,
      max: balanceFirst ? balance : max,
      maxReason: balanceFirst ? 'insufficientBalance' : 'aboveMaximum',
      unit: 'USDT',
    }),
  });
}
