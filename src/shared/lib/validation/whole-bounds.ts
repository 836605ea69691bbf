import type { DecimalInput } from '../format/decimal';
import { formatAmount } from '../format/number';

/**
 * The bounds an amount is held to, as whole numbers for the text that names them ("from 10 to 5,000"): a stake's,
 * a loan's, an order's.
 */
export const wholeBounds = (min: DecimalInput, max: DecimalInput) => ({
  min: formatAmount(min, 0),
  max: formatAmount(max, 0),
});
