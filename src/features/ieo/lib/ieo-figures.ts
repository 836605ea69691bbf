import Big from 'big.js';

/*
 * An IEO project's `total_sell` is what is still for sale (the original backend keeps the remaining amount in
 * that column); what is subscribed is the issuance less it.
 */

/** Coins still for sale, never below zero. */
export const remainingOf = (totalSell: string) => (new Big(totalSell).lt(0) ? new Big(0) : new Big(totalSell));

/** Coins subscribed so far: the total issuance less what is still for sale. */
export const subscribedOf = (amount: string, totalSell: string) => new Big(amount).minus(remainingOf(totalSell));

/** Share of the issuance subscribed, in percent with two decimals ("63.00"). */
export const subscribedPercent = (amount: string, totalSell: string) =>
  new Big(amount).eq(0) ? '0.00' : subscribedOf(amount, totalSell).div(amount).times(100).toFixed(2, Big.roundDown);
