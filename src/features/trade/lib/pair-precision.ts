import type { QuotationPair } from '../../../gen/model';

/** Decimals and minimum quantity of a pair's orders; the contract's defaults when the server names none. */
export function pairPrecision(pair: QuotationPair) {
  const amount = pair.amount_precision ?? 4;
  return {
    price: pair.price_precision ?? 4,
    amount,
    minAmount: pair.min ?? (amount === 0 ? '1' : `0.${'0'.repeat(amount - 1)}1`),
  };
}
