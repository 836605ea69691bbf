import Big from 'big.js';

/** USDT received for a whole fiat amount at `rate` units per USDT (USD is 1:1), cut to 2 decimals. */
export function usdtFor(amount: string, rate: string): string | undefined {
  if (!/^[1-9]\d*$/.test(amount.trim()) || new Big(rate).lte(0)) return undefined;
  return new Big(amount.trim()).div(rate).round(2, Big.roundDown).toFixed(2);
}
