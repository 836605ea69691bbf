import Big from 'big.js';

/**
 * Lock-up mining figures (specification section 9). Rates are percent per day as the API sends them ("0.35");
 * amounts are decimal strings; results are exact big.js values, rounded down to 8 decimals (money never rounds up).
 */

/** Interest of the whole term: amount x daily rate x days. */
export function expectedYield(amount: string, dailyRatePercent: string, days: number): Big {
  return new Big(amount).times(dailyRatePercent).div(100).times(days).round(8, Big.roundDown);
}

/** What an early redemption returns: the amount less the penalty. */
export const redemptionReturn = (amount: string, penalty: Big.BigSource) => new Big(amount).minus(penalty);

/** The remaining days a stated penalty stands for: penalty / (amount x ratio), for showing how it was reached. */
export function penaltyDays(amount: string, penaltyRatePercent: string, penalty: Big.BigSource): number {
  const perDay = new Big(amount).times(penaltyRatePercent).div(100);
  return perDay.eq(0) ? 0 : Number(new Big(penalty).div(perDay).round(0).toFixed());
}
