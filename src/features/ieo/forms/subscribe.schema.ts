import Big from 'big.js';
import { object } from 'yup';
import { subscribeIeoProjectRules as rules } from '../../../gen/form-rules';
import { isDecimalText } from '../../../shared/lib/format/decimal';
import { contractRule } from '../../../shared/lib/validation/contract-rule';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { decimalRule } from '../../../shared/lib/validation/money-rules';

export type SubscribeLimits = {
  /** Smallest subscription, in the project's coin. */
  min: string;
  /** Coins still for sale (total issuance less what is subscribed). */
  remaining: string;
  /** Issuance price, in the pay currency. */
  price: string;
  /** Available spot balance of the pay currency; unknown while it loads. */
  balance?: string;
  unit: string;
};

/** The cost of `amount` coins at the issuance price, in the pay currency. */
export const subscriptionCost = (amount: string, price: string) => new Big(amount).times(price);

/**
 * Coins to subscribe, a decimal string as the contract's subscribeIeoProject takes it: at least the project's
 * minimum, at most what is left for sale, and costing no more than the balance of the pay currency.
 */
export function subscribeSchema({ min, remaining, price, balance, unit }: SubscribeLimits) {
  return object({
    // 8 decimals: the coins' precision, finer than the contract's ten
    amount: decimalRule({ maxDecimals: 8, min, max: remaining, maxReason: 'aboveMaximum', unit })
      .test('balance', (value, context) =>
        !isDecimalText(value) || balance === undefined || subscriptionCost(value, price).lte(balance)
          ? true
          : context.createError({ message: M.insufficientBalance }),
      )
      .test(contractRule(rules.amount())),
  });
}

export type SubscribeValues = { amount: string };
