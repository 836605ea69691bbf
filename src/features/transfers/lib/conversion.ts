import Big from 'big.js';
import type { WalletConversionQuote } from '../../../gen/model';

/**
 * What a conversion gives at the quote, as the exchange computes it: `number` x from price / to price received
 * (cut to 8 decimals), a fee of `fee` percent of `number` charged on top in the source coin (rounded up).
 */
export function conversionOf(number: string, quote: Pick<WalletConversionQuote, 'form_price' | 'to_price' | 'fee'>) {
  let amount: Big;
  try {
    amount = new Big(number);
  } catch {
    return undefined;
  }
  if (amount.lte(0) || new Big(quote.to_price).lte(0)) return undefined;
  return {
    received: amount.times(quote.form_price).div(quote.to_price).round(8, Big.roundDown),
    fee: amount.times(quote.fee).div(100).round(8, Big.roundUp),
  };
}

/** The most that can be converted when the fee comes on top: balance / (1 + fee %), cut to 8 decimals. */
export const maxConvertible = (balance: string, feePercent: string) =>
  new Big(balance)
    .div(new Big(1).plus(new Big(feePercent).div(100)))
    .round(8, Big.roundDown)
    .toFixed();
