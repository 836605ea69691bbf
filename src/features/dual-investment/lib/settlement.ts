import Big from 'big.js';

/**
 * Dual investment settlement at maturity (specification section 9). With `growth` = 1 + days x annual rate / 365:
 * - invested in the coin ("call"): below the reference price the coin comes back, amount x growth; at or above it
 *   USDT, amount x reference price x growth;
 * - invested in USDT ("put", the mirror): above the reference price USDT comes back, amount x growth; at or below
 *   it the coin bought at the reference price, amount / reference price x growth.
 * Payouts are exact big.js values rounded down to 8 decimals: money never rounds up.
 */
export type SettlementTerms = {
  type: 'call' | 'put';
  /** What is invested: coin for a call, USDT for a put. */
  amount: Big.BigSource;
  days: number;
  /** Annual rate in percent ("62.50"). */
  ratePercent: string;
  /** Linked reference (strike) price in USDT. */
  referencePrice: string;
  coin: string;
};

export type Payout = { amount: Big; currency: string };

/** What each outcome pays: the settlement price below the reference price, and at or above it. */
export type Settlement = { below: Payout; above: Payout };

const DOWN = (value: Big) => value.round(8, Big.roundDown);

/** 1 + days x rate / 365. */
const growthFactor = (days: number, ratePercent: string) => new Big(days).times(ratePercent).div(100).div(365).plus(1);

export function dualSettlement({ type, amount, days, ratePercent, referencePrice, coin }: SettlementTerms): Settlement {
  const growth = growthFactor(days, ratePercent);
  const invested = new Big(amount);
  if (type === 'call')
    return {
      below: { amount: DOWN(invested.times(growth)), currency: coin },
      above: { amount: DOWN(invested.times(referencePrice).times(growth)), currency: 'USDT' },
    };
  return {
    below: { amount: DOWN(invested.div(referencePrice).times(growth)), currency: coin },
    above: { amount: DOWN(invested.times(growth)), currency: 'USDT' },
  };
}

/** What `shares` shares cost at `sharePrice` each. */
export const purchaseCost = (shares: Big.BigSource, sharePrice: string) => new Big(shares).times(sharePrice);

/** USDT's currency id: what a put product is paid in. */
export const USDT_ID = 3;
