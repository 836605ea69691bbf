import { object } from 'yup';
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
 * Shares to buy: required and a whole number (section 5's messages), at least 1 and at most what may be bought,
 * and costing no more than the balance of the paying coin.
 */
export function dualPurchaseSchema({ maxShares, sharePrice, balance }: DualPurchaseLimits) {
  return object({
    shares: wholeQuantityRule({ min: 1, max: maxShares }).test('balance', (value, context) =>
      balance === undefined || !/^\d+$/.test(value ?? '') || purchaseCost(value!, sharePrice).lte(balance)
        ? true
        : context.createError({ message: M.insufficientBalance }),
    ),
  });
}

export type DualPurchaseValues = { shares: string };
