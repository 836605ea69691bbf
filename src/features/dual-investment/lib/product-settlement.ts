import type { DualProduct } from '../../../gen/model';
import { dualSettlement, purchaseCost } from './settlement';

/** What `shares` shares of a product cost, in its paying coin. */
export const sharesCost = (product: DualProduct, shares: number) => purchaseCost(shares, product.share_price ?? '0');

/** The settlement of `shares` shares of a product bought now, for both outcomes. */
export const productSettlement = (product: DualProduct, shares: number) =>
  dualSettlement({
    type: product.type,
    amount: sharesCost(product, shares),
    days: product.day ?? 0,
    ratePercent: product.rate,
    referencePrice: product.exercise_price,
    coin: product.currency_name,
  });
