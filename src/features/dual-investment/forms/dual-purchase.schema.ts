import { object } from 'yup';
import { buyDualProductRules as rules } from '../../../gen/form-rules';
import { contractRule, QUANTITY_MESSAGES } from '../../../shared/lib/validation/contract-rule';
import { MONEY_VALIDATION as M } from '../../../shared/lib/validation/messages';
import { wholeQuantityRule } from '../../../shared/lib/validation/money-rules';
import { purchaseCost } from '../lib/settlement';

export type DualPurchaseLimits = {
  /** Shares one user may buy now: the smaller of the product's remaining shares and its per-user limit. */
  maxShares: number;
  /** Price of one share in the paying coin. */
  sharePrice: string;
  /** Available spot balance of the paying coin; unknown while it loads. */
  balance?: string;
};

/**
 * Shares to buy (the body's `num`): required and a whole number (section 5's messages), at least the contract's
 * minimum and at most what may be bought, and costing no more than the balance of the paying coin.
 */
export function dualPurchaseSchema({ maxShares, sharePrice, balance }: DualPurchaseLimits) {
  return object({
    // the least number of shares is the contract's (its rule below), not the form's
    shares: wholeQuantityRule({ min: 0, max: maxShares })
      .test('balance', (value, context) =>
        balance === undefined || !/^\d+$/.test(value ?? '') || purchaseCost(value!, sharePrice).lte(balance)
          ? true
          : context.createError({ message: M.insufficientBalance }),
      )
      .test(contractRule(rules.num(QUANTITY_MESSAGES))),
  });
}

export type DualPurchaseValues = { shares: string };
