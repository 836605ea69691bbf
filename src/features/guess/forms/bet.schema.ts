import { object } from 'yup';
import { placeGuessBetRules as rules } from '../../../gen/form-rules';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { decimalRule, limitOrBalance } from '../../../shared/lib/validation/money-rules';

export type BetLimits = { min: string; max: string; balance?: string };
export type BetValues = { amount: string };

/**
 * The stake in USDT, a decimal string as the contract's placeGuessBet takes it: two decimals at most, at least the
 * round's minimum, at most the smaller of its maximum and the available balance (each with its own message).
 */
export function betSchema({ min, max, balance }: BetLimits) {
  return object({
    amount: decimalRule({
      maxDecimals: 2, // the game's own precision, finer than the contract's ten decimals
      min,
      ...limitOrBalance(max, balance),
      unit: 'USDT',
    }).test(contractRule(rules.amount())),
  });
}
