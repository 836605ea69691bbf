import { object } from 'yup';
import { createLockMiningOrderRules as rules } from '../../../gen/form-rules';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { decimalRule, limitOrBalance } from '../../../shared/lib/validation/money-rules';

export type LockBuyLimits = {
  /** The product's minimum single amount (`save_min`). */
  min: string;
  /** The product's maximum single amount (`save_max`). */
  max: string;
  /** The available spot balance of the product's coin; unknown while it loads. */
  balance?: string;
  unit: string;
};

/**
 * The amount to lock, a decimal string as the contract's createLockMiningOrder takes it: at most 8 decimals, at
 * least the product's minimum, and at most the smaller of its maximum and the available balance (each with its own
 * message).
 */
export function lockBuySchema({ min, max, balance, unit }: LockBuyLimits) {
  return object({
    amount: decimalRule({
      maxDecimals: 8, // the coins' precision, finer than the contract's ten decimals
      min,
      ...limitOrBalance(max, balance),
      unit,
    }).test(contractRule(rules.amount())),
  });
}

export type LockBuyValues = { amount: string };
