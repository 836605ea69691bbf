import Big from 'big.js';

/** Largest multiple or number of lots a follow may copy with (the contract's maximum). */
export const MAX_FOLLOW_NUMBER = 5;

/**
 * The multiple as sent to the exchange (specification section 5): a multiple above 1 that is not whole is rounded
 * to two decimals, half up (1.555 becomes 1.56); a whole multiple or one up to 1 is sent as typed.
 */
export function followMultiple(typed: string): string {
  const multiple = new Big(typed.trim());
  if (multiple.lte(1) || multiple.round(0).eq(multiple)) return multiple.toFixed();
  return multiple.round(2, Big.roundHalfUp).toFixed();
}
